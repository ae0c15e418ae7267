import { useState } from 'react';
import { Link } from 'react-router';
import { CircleCheckIcon, MailIcon } from 'lucide-react';
import { authScreensMessages, clientMessages, routes } from '@app/contract';
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
const errorMessage = (error: unknown) => serverMessageOr(error, clientMessages.networkError);

type Step = { name: 'email' } | { name: 'reset'; notice: string } | { name: 'done'; notice: string };

function BackToLogin() {
  return (
    <Link to={routes.login} className="font-medium text-foreground underline underline-offset-4">
      {authScreensMessages.forgot.backToSignIn}
    </Link>
  );
}

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
      <AuthLayout title={authScreensMessages.forgot.doneTitle}>
        <Alert variant="success" className="mb-4">
          <CircleCheckIcon />
          <AlertDescription className="text-foreground">{step.notice}</AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to={routes.login}>{authScreensMessages.forgot.goToSignIn}</Link>
        </Button>
      </AuthLayout>
    );
  }

  if (step.name === 'reset') {
    return (
      <AuthLayout
        title={authScreensMessages.forgot.resetTitle}
        description={authScreensMessages.forgot.resetDescription(email)}
        footer={<BackToLogin />}
      >
        <Alert className="mb-4">
          <MailIcon />
          <AlertDescription>{step.notice}</AlertDescription>
        </Alert>
        <CodeAndPasswordForm
          codeLabel={authScreensMessages.otp}
          passwordLabel={authScreensMessages.forgot.newPassword}
          submitLabel={authScreensMessages.forgot.submit}
          busyLabel={authScreensMessages.forgot.busy}
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
              {authScreensMessages.forgot.differentEmail}
            </Button>
          )}
        </CodeAndPasswordForm>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={authScreensMessages.forgot.title}
      description={authScreensMessages.forgot.description}
      footer={<BackToLogin />}
    >
      <EmailStepForm
        defaultEmail={email}
        loadSchema={loadEmailSchema}
        submitLabel={authScreensMessages.sendOtp}
        busyLabel={authScreensMessages.sendingOtp}
        onSubmit={requestCode}
        errorMessage={errorMessage}
      />
    </AuthLayout>
  );
}
