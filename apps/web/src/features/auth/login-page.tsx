import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ShieldAlertIcon } from 'lucide-react';
import { authScreensMessages, routes } from '@app/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { clearSignOutReason, getSignOutReason } from '@/lib/unauthorized';

/**
 * Why the previous sign-in ended, when the server said so (a blocked listener, a deactivated account,
 * a password changed elsewhere). Read once on arrival and then forgotten, so it is not shown again.
 */
function useSignOutReason(): string | null {
  const [reason] = useState(getSignOutReason);
  useEffect(() => () => clearSignOutReason(), []);
  return reason;
}

export function LoginPage() {
  const reason = useSignOutReason();
  return (
    <AuthLayout
      title={authScreensMessages.login.title}
      description={authScreensMessages.login.description}
      footer={
        <>
          {authScreensMessages.login.newHere}{' '}
          <Link to={routes.signup} className="font-medium text-foreground underline underline-offset-4">
            {authScreensMessages.login.signUp}
          </Link>
        </>
      }
    >
      {reason && (
        <Alert variant="destructive" className="mb-4">
          <ShieldAlertIcon aria-hidden="true" />
          <AlertTitle>{authScreensMessages.login.signedOut}</AlertTitle>
          <AlertDescription>{reason}</AlertDescription>
        </Alert>
      )}
      <LoginForm />
    </AuthLayout>
  );
}
