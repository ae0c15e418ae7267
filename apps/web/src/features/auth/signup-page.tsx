import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages, routes } from '@app/contract';
import { Button } from '@/components/ui/button';
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

/** Two steps: email -> mailed code + password. Success signs in and opens the welcome page. */
export function SignupPage() {
  const navigate = useNavigate();
  const setAuth = useAuthStore((state) => state.setAuth);
  const [step, setStep] = useState<'email' | 'verify'>('email');
  const [email, setEmail] = useState('');

  const sendOtp = async (address: string) => {
    const { signup } = await loadSignupApi();
    await signup({ email: address });
    setEmail(address);
    setStep('verify');
  };

  const createAccount = async ({ otp, password }: { otp: string; password: string }) => {
    const { verifyAccount } = await loadVerifyApi();
    const { token } = await verifyAccount({ email, otp, password });
    setAuth(token);
    await navigate(routes.signupProfile, { replace: true });
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
      description="Become a ListenWell listener. Enter your email and we will send you a 6-digit code."
      footer={
        <>
          Already have an account?{' '}
          <Link to={routes.login} className="font-medium text-foreground underline underline-offset-4">
            Sign in
          </Link>
        </>
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
