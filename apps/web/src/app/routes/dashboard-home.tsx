import { Navigate } from 'react-router';
import { frameMessages, isApprovedListener, routes } from '@app/contract';
import { CheckingSignIn } from '@/app/routes/guards';
import { pageLoaders } from '@/app/routes/page-loaders';
import { lazyNamed } from '@/lib/lazy-named';
import { useAuthStore } from '@/stores/auth-store';

const AdminHomePage = lazyNamed(pageLoaders.adminHome, 'AdminHomePage');
const ListenerHomePage = lazyNamed(pageLoaders.listenerHome, 'ListenerHomePage');

/** /dashboard: the admin home, the listener home, or /unauthorized for any other role. */
export function DashboardHome() {
  const user = useAuthStore((state) => state.user);
  const isLoading = useAuthStore((state) => state.isLoading);
  if (user?.role === 'ADMIN') return <AdminHomePage />;
  if (user?.role === 'LISTENER') {
    if (isApprovedListener(user)) return <ListenerHomePage />;
    // The stored sign-in may predate an approval: wait for GET /auth/me before sending to the profile.
    return isLoading ? (
      <CheckingSignIn title={frameMessages.pageTitles.dashboard} />
    ) : (
      <Navigate to={routes.listener.profile} replace />
    );
  }
  return <Navigate to={routes.unauthorized} replace />;
}
