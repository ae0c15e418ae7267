import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages, routes, type SignupBody } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { CodeAndPasswordForm } from '@/features/auth/components/code-and-password-form';
import { EmailStepForm } from '@/features/auth/components/email-step-form';
import { serverMessageOr } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';

const loadSignupApi = () => import('@/features/auth/api/signup');
const loadVerifyApi = () => import('@/features/auth/api/verify-account');
const loadEmailSchema = () => loadSignupApi().then((api) => api.signupInputSchema);
const loadVerifySchema = () => loadVerifyApi().then((api) => api.verifyStepSchema);
const errorMessage = (error: unknown) => serverMessageOr(error, messages.client.networkError);

type SignupRole = NonNullable<SignupBody['role']>;

/** What differs between a listener's sign-up (/signup) and a customer's (/app/signup). */
const roleTexts: Record<
  SignupRole,
  { description: string; home: string; other: { text: string; link: string; to: string } }
> = {
  LISTENER: {
    description: 'Become a ListenWell listener. Enter your email and we will send you a 6-digit code.',
    home: routes.signupProfile,
    other: { text: 'Looking for someone to talk to?', link: 'Sign up as a customer', to: routes.app.signup },
  },
  CUSTOMER: {
    description:
      'Talk to a kind listener whenever you need. Enter your email and we will send you a 6-digit code.',
    home: routes.app.home,
    other: { text: 'Want to listen and earn?', link: 'Become a listener', to: routes.signup },
  },
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
  const texts = roleTexts[role];
  const isCustomer = role === 'CUSTOMER';

  const sendOtp = async (address: string) => {
    const { signup } = await loadSignupApi();
    // A listener's sign-up sends the spec's body as it was; the role is said only when it differs.
    await signup(isCustomer ? { email: address, role } : { email: address });
    setEmail(address);
    setStep('verify');
  };

  const createAccount = async ({ otp, password }: { otp: string; password: string }) => {
    const { verifyAccount } = await loadVerifyApi();
    const displayName = name.trim();
    const { token } = await verifyAccount({
      email,
      otp,
      password,
      ...(isCustomer && displayName ? { name: displayName } : {}),
    });
    setAuth(token);
    await navigate(texts.home, { replace: true });
  };

  if (step === 'verify') {
    // Leaving this step unmounts its form, which drops the OTP, the password and the error.
    const backToEmail = () => setStep('email');
    return (
      <AuthLayout
        title="Verify your account"
        description={`We sent an OTP to ${email}. Enter it below along with your password.`}
      >
        <CodeAndPasswordForm
          codeLabel="OTP"
          passwordLabel="Password"
          submitLabel="Create Account"
          busyLabel="Creating Account..."
          loadSchema={loadVerifySchema}
          onSubmit={createAccount}
          errorMessage={errorMessage}
          extraFields={
            isCustomer ? (
              <Field
                label="Your name (optional)"
                hint="Shown to your listener. A first name or a nickname is fine."
              >
                {(control) => (
                  <Input
                    {...control}
                    name="name"
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    maxLength={NAME_MAX}
                    autoComplete="nickname"
                    placeholder="What should we call you?"
                  />
                )}
              </Field>
            ) : undefined
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
                Back to Email
              </Button>
              <Button
                type="button"
                variant="link"
                size="sm"
                className="-mr-3"
                onClick={backToEmail}
                disabled={isBusy}
              >
                Resend OTP
              </Button>
            </div>
          )}
        </CodeAndPasswordForm>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      description={texts.description}
      footer={
        <div className="grid gap-2">
          <p>
            Already have an account?{' '}
            <Link to={routes.login} className="font-medium text-foreground underline underline-offset-4">
              Sign in
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
        submitLabel="Send OTP"
        busyLabel="Sending OTP..."
        onSubmit={sendOtp}
        errorMessage={errorMessage}
      />
    </AuthLayout>
  );
}
