import { Link } from 'react-router';
import { ArrowLeftIcon, LayoutDashboardIcon, LogInIcon } from 'lucide-react';
import { routes } from '@app/contract';
import { Button } from '@/components/ui/button';
import { StatusScreen } from '@/features/errors/status-screen';
import { useGoBack } from '@/hooks/use-go-back';
import { useAuthStore } from '@/stores/auth-store';

export function UnauthorizedPage() {
  const goBack = useGoBack();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  // Admins and listeners have a console of their own to return to; customers have none.
  const hasConsole = useAuthStore((state) => state.user?.role === 'ADMIN' || state.user?.role === 'LISTENER');
  const clearAuth = useAuthStore((state) => state.clearAuth);
  return (
    <StatusScreen
      code="401"
      title="Access Denied"
      description={
        hasConsole
          ? 'This page belongs to another kind of account. Your own console is one click away, or sign in with an account that has access.'
          : 'You do not have permission to view this page. Sign in with an account that has access, or go back to where you were.'
      }
      actions={
        <>
          <Button variant="outline" onClick={goBack}>
            <ArrowLeftIcon />
            Go Back
          </Button>
          <Button asChild variant={hasConsole ? 'outline' : 'default'}>
            {/* Signing in as someone else starts from a signed-out state, or /login would bounce back. */}
            <Link to={routes.login} onClick={isAuthenticated ? clearAuth : undefined}>
              <LogInIcon />
              Sign In
            </Link>
          </Button>
          {hasConsole && (
            <Button asChild>
              <Link to={routes.dashboard}>
                <LayoutDashboardIcon />
                Go to your console
              </Link>
            </Button>
          )}
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
