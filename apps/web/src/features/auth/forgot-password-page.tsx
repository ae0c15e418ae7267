import { useState } from 'react';
import { Link } from 'react-router';
import { CircleCheckIcon, MailIcon } from 'lucide-react';
import { messages, routes } from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { CodeAndPasswordForm } from '@/features/auth/components/code-and-password-form';
import { EmailStepForm } from '@/features/auth/components/email-step-form';
import { serverMessageOr } from '@/lib/api-error';

const loadForgotApi = () => import('@/features/auth/api/forgot-password');
const loadResetApi = () => import('@/features/auth/api/reset-password');
const loadEmailSchema = () => loadForgotApi().then((api) => api.forgotPasswordInputSchema);
const loadResetSchema = () => loadResetApi().then((api) => api.resetStepSchema);
const errorMessage = (error: unknown) => serverMessageOr(error, messages.client.networkError);

type Step = { name: 'email' } | { name: 'reset'; notice: string } | { name: 'done'; notice: string };

const backToLogin = (
  <Link to={routes.login} className="font-medium text-foreground underline underline-offset-4">
    Back to sign in
  </Link>
);

/** Email -> mailed code + new password -> done, with a way back to sign in at every step. */
export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');

  const requestCode = async (address: string) => {
    const { forgotPassword } = await loadForgotApi();
    const { message } = await forgotPassword({ email: address });
    setEmail(address);
    setStep({ name: 'reset', notice: message });
  };

  const reset = async ({ otp, password }: { otp: string; password: string }) => {
    const { resetPassword } = await loadResetApi();
    const { message } = await resetPassword({ email, otp, password });
    setStep({ name: 'done', notice: message });
  };

  if (step.name === 'done') {
    return (
      <AuthLayout title="Password reset">
        <Alert variant="success" className="mb-4">
          <CircleCheckIcon />
          <AlertDescription className="text-foreground">{step.notice}</AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to={routes.login}>Go to sign in</Link>
        </Button>
      </AuthLayout>
    );
  }

  if (step.name === 'reset') {
    return (
      <AuthLayout
        title="Choose a new password"
        description={`We sent an OTP to ${email}. Enter it below along with your new password.`}
        footer={backToLogin}
      >
        <Alert className="mb-4">
          <MailIcon />
          <AlertDescription>{step.notice}</AlertDescription>
        </Alert>
        <CodeAndPasswordForm
          codeLabel="OTP"
          passwordLabel="New Password"
          submitLabel="Reset Password"
          busyLabel="Resetting Password..."
          loadSchema={loadResetSchema}
          onSubmit={reset}
          errorMessage={errorMessage}
        >
          {(isBusy) => (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-start"
              onClick={() => setStep({ name: 'email' })}
              disabled={isBusy}
            >
              Use a different email
            </Button>
          )}
        </CodeAndPasswordForm>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you sign in with and we will send you an OTP to set a new password."
      footer={backToLogin}
    >
      <EmailStepForm
        defaultEmail={email}
        loadSchema={loadEmailSchema}
        submitLabel="Send OTP"
        busyLabel="Sending OTP..."
        onSubmit={requestCode}
        errorMessage={errorMessage}
      />
    </AuthLayout>
  );
}
