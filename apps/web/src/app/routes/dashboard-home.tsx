import { Navigate } from 'react-router';
import { routes } from '@app/contract';
import { isApprovedListener } from '@/lib/auth-user';
import { lazyNamed } from '@/lib/lazy-named';
import { useAuthStore } from '@/stores/auth-store';

const AdminHomePage = lazyNamed(() => import('@/features/dashboard/admin-home-page'), 'AdminHomePage');
const ListenerHomePage = lazyNamed(
  () => import('@/features/dashboard/listener-home-page'),
  'ListenerHomePage',
);

/** /dashboard: the admin home, the listener home, or /unauthorized for any other role. */
export function DashboardHome() {
  const user = useAuthStore((state) => state.user);
  if (user?.role === 'ADMIN') return <AdminHomePage />;
  if (user?.role === 'LISTENER') {
    return isApprovedListener(user) ? (
      <ListenerHomePage />
    ) : (
      <Navigate to={routes.listener.profile} replace />
    );
  }
  return <Navigate to={routes.unauthorized} replace />;
}
