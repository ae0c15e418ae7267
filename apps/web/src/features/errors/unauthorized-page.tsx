import { Link } from 'react-router';
import { ArrowLeftIcon, LogInIcon } from 'lucide-react';
import { routes } from '@app/contract';
import { Button } from '@/components/ui/button';
import { StatusScreen } from '@/features/errors/status-screen';
import { useGoBack } from '@/hooks/use-go-back';
import { useAuthStore } from '@/stores/auth-store';

export function UnauthorizedPage() {
  const goBack = useGoBack();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const clearAuth = useAuthStore((state) => state.clearAuth);
  return (
    <StatusScreen
      code="401"
      title="Access Denied"
      description="You do not have permission to view this page. Sign in with an account that has access, or go back to where you were."
      actions={
        <>
          <Button variant="outline" onClick={goBack}>
            <ArrowLeftIcon />
            Go Back
          </Button>
          <Button asChild>
            {/* Signing in as someone else starts from a signed-out state, or /login would bounce back. */}
            <Link to={routes.login} onClick={isAuthenticated ? clearAuth : undefined}>
              <LogInIcon />
              Sign In
            </Link>
          </Button>
        </>
      }
      footer={
        <>
          Think you should have access?{' '}
          <Link to={routes.contact} className="font-medium text-foreground underline underline-offset-4">
            Contact support
          </Link>
        </>
      }
    />
  );
}
