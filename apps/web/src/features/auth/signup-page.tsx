import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  authScreensMessages,
  clientMessages,
  PRIVACY_NOTICE_VERSION,
  privacyMessages,
  routes,
  type SignupBody,
} from '@app/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { CodeAndPasswordForm } from '@/features/auth/components/code-and-password-form';
import { EmailStepForm } from '@/features/auth/components/email-step-form';
import { PrivacyAgreement } from '@/features/privacy';
import { serverMessageOr } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';

const loadSignupApi = () => import('@/features/auth/api/signup');
const loadVerifyApi = () => import('@/features/auth/api/verify-account');
const loadEmailSchema = () => loadSignupApi().then((api) => api.signupInputSchema);
const loadVerifySchema = () => loadVerifyApi().then((api) => api.verifyStepSchema);
const errorMessage = (error: unknown) => serverMessageOr(error, clientMessages.networkError);

type SignupRole = NonNullable<SignupBody['role']>;

/** What differs between a listener's sign-up (/signup) and a customer's (/app/signup). */
const roleTexts = (
  role: SignupRole,
): { description: string; home: string; other: { text: string; link: string; to: string } } => {
  const m = authScreensMessages.signup;
  return role === 'CUSTOMER'
    ? {
        description: m.customerDescription,
        home: routes.app.home,
        other: { text: m.customerOther, link: m.customerOtherLink, to: routes.signup },
      }
    : {
        description: m.listenerDescription,
        home: routes.signupProfile,
        other: { text: m.listenerOther, link: m.listenerOtherLink, to: routes.app.signup },
      };
};

/** The most a display name may be (the contract's verify-account rule; the server checks it too). */
const NAME_MAX = 100;

/**
 * Two steps: email -> mailed code + password. Success signs in and opens the role's first screen:
 * the welcome page for a listener, the listener directory for a customer (who may also give a name).
 */
export function SignupPage({ role = 'LISTENER' }: { role?: SignupRole }) {
  const navigate = useNavigate();
  const setAuth = useAuthStore((state) => state.setAuth);
  const [step, setStep] = useState<'email' | 'verify'>('email');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  // Issue 25: the account is made only with the privacy notice agreed to; the version goes with it.
  const [hasAgreed, setHasAgreed] = useState(false);
  const [showAgreementError, setShowAgreementError] = useState(false);
  const agreementRef = useRef<HTMLInputElement>(null);
  const texts = roleTexts(role);
  const isCustomer = role === 'CUSTOMER';

  const sendOtp = async (address: string) => {
    const { signup } = await loadSignupApi();
    // A listener's sign-up sends the spec's body as it was; the role is said only when it differs.
    await signup(isCustomer ? { email: address, role } : { email: address });
    setEmail(address);
    setStep('verify');
  };

  const createAccount = async ({ otp, password }: { otp: string; password: string }) => {
    if (!hasAgreed) {
      setShowAgreementError(true);
      agreementRef.current?.focus();
      return;
    }
    const { verifyAccount } = await loadVerifyApi();
    const displayName = name.trim();
    const { token } = await verifyAccount({
      email,
      otp,
      password,
      ...(isCustomer && displayName ? { name: displayName } : {}),
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    setAuth(token);
    useAuthStore.getState().setPrivacyConsentVersion(PRIVACY_NOTICE_VERSION);
    await navigate(texts.home, { replace: true });
  };

  if (step === 'verify') {
    // Leaving this step unmounts its form, which drops the OTP, the password and the error.
    const backToEmail = () => setStep('email');
    return (
      <AuthLayout
        title={authScreensMessages.signup.verifyTitle}
        description={authScreensMessages.signup.verifyDescription(email)}
      >
        <CodeAndPasswordForm
          codeLabel={authScreensMessages.otp}
          passwordLabel={authScreensMessages.password}
          submitLabel={authScreensMessages.signup.createAccount}
          busyLabel={authScreensMessages.signup.creatingAccount}
          loadSchema={loadVerifySchema}
          onSubmit={createAccount}
          errorMessage={errorMessage}
          extraFields={
            <>
              {isCustomer && (
                <Field
                  label={authScreensMessages.signup.nameLabel}
                  hint={authScreensMessages.signup.nameHint}
                >
                  {(control) => (
                    <Input
                      {...control}
                      name="name"
                      value={name}
                      onChange={(event) => setName(event.target.value)}
                      maxLength={NAME_MAX}
                      autoComplete="nickname"
                      placeholder={authScreensMessages.signup.namePlaceholder}
                    />
                  )}
                </Field>
              )}
              <PrivacyAgreement
                ref={agreementRef}
                checked={hasAgreed}
                onCheckedChange={(checked) => {
                  setHasAgreed(checked);
                  if (checked) setShowAgreementError(false);
                }}
                error={showAgreementError ? privacyMessages.signup.required : undefined}
              />
            </>
          }
        >
          {(isBusy) => (
            <div className="flex items-center justify-between gap-2">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="-ml-3"
                onClick={backToEmail}
                disabled={isBusy}
              >
                {authScreensMessages.signup.backToEmail}
              </Button>
              <Button
                type="button"
                variant="link"
                size="sm"
                className="-mr-3"
                onClick={backToEmail}
                disabled={isBusy}
              >
                {authScreensMessages.signup.resendOtp}
              </Button>
            </div>
          )}
        </CodeAndPasswordForm>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={authScreensMessages.signup.title}
      description={texts.description}
      footer={
        <div className="grid gap-2">
          <p>
            {authScreensMessages.signup.haveAccount}{' '}
            <Link to={routes.login} className="font-medium text-foreground underline underline-offset-4">
              {authScreensMessages.signInLink}
            </Link>
          </p>
          <p>
            <Link to={routes.privacy} className="font-medium text-foreground underline underline-offset-4">
              {privacyMessages.signup.read}
            </Link>
          </p>
          <p>
            {texts.other.text}{' '}
            <Link to={texts.other.to} className="font-medium text-foreground underline underline-offset-4">
              {texts.other.link}
            </Link>
          </p>
        </div>
      }
    >
      <EmailStepForm
        defaultEmail={email}
        loadSchema={loadEmailSchema}
        submitLabel={authScreensMessages.sendOtp}
        busyLabel={authScreensMessages.sendingOtp}
        onSubmit={sendOtp}
        errorMessage={errorMessage}
      />
    </AuthLayout>
  );
}
