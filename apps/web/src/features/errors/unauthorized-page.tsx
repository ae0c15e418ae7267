import { Link } from 'react-router';
import { ArrowLeftIcon, LayoutDashboardIcon, LogInIcon } from 'lucide-react';
import { routes, shellMessages } from '@app/contract';
import { Button } from '@/components/ui/button';
import { StatusScreen } from '@/features/errors/status-screen';
import { useGoBack } from '@/hooks/use-go-back';
import { useAuthStore } from '@/stores/auth-store';

/** The home a signed-in person goes back to: the console of an admin or listener, a customer's /app. */
const homeOf = (role: string | undefined): string | null => {
  if (role === 'ADMIN' || role === 'LISTENER') return routes.dashboard;
  if (role === 'CUSTOMER') return routes.app.home;
  return null;
};

/**
 * 401 'Access Denied'. A signed-in person is led home first ('Go to your console', issue 23 §6); the
 * spec's Sign In (as someone else) and Go Back follow. Signed out, Sign In leads.
 */
export function UnauthorizedPage() {
  const goBack = useGoBack();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const role = useAuthStore((state) => state.user?.role);
  const home = isAuthenticated ? homeOf(role) : null;
  const clearAuth = useAuthStore((state) => state.clearAuth);
  return (
    <StatusScreen
      code="401"
      title={shellMessages.unauthorized.title}
      description={home ? shellMessages.unauthorized.signedIn : shellMessages.unauthorized.signedOut}
      actions={
        <>
          {home && (
            <Button asChild>
              <Link to={home}>
                <LayoutDashboardIcon />
                {shellMessages.goToConsole}
              </Link>
            </Button>
          )}
          <Button asChild variant={home ? 'outline' : 'default'}>
            {/* Signing in as someone else starts from a signed-out state, or /login would bounce back. */}
            <Link to={routes.login} onClick={isAuthenticated ? clearAuth : undefined}>
              <LogInIcon />
              {shellMessages.unauthorized.signIn}
            </Link>
          </Button>
          <Button variant="outline" onClick={goBack}>
            <ArrowLeftIcon />
            {shellMessages.goBack}
          </Button>
        </>
      }
      footer={
        <>
          {shellMessages.unauthorized.shouldHaveAccess}{' '}
          <Link to={routes.contact} className="font-medium text-foreground underline underline-offset-4">
            {shellMessages.unauthorized.contactSupport}
          </Link>
        </>
      }
    />
  );
}
