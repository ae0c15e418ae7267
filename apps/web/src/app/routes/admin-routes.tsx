import type { RouteObject } from 'react-router';
import { routes } from '@app/contract';
import { RequireRole } from '@/app/routes/guards';
import { lazyNamed } from '@/lib/lazy-named';

const ApplicationsPage = lazyNamed(
  () => import('@/features/applications/applications-page'),
  'ApplicationsPage',
);
const ListenersPage = lazyNamed(() => import('@/features/listeners/listeners-page'), 'ListenersPage');
const UsersPage = lazyNamed(() => import('@/features/users/users-page'), 'UsersPage');
const PlansPage = lazyNamed(() => import('@/features/plans/plans-page'), 'PlansPage');
const WithdrawalRequestsPage = lazyNamed(
  () => import('@/features/withdrawal-requests/withdrawal-requests-page'),
  'WithdrawalRequestsPage',
);
const AuditLogPage = lazyNamed(() => import('@/features/audit-log/audit-log-page'), 'AuditLogPage');

/** Admin-only screens under /dashboard; other roles are sent to /unauthorized. */
export const adminRoutes: RouteObject = {
  element: <RequireRole role="ADMIN" />,
  children: [
    { path: routes.admin.applications, element: <ApplicationsPage /> },
    { path: routes.admin.listeners, element: <ListenersPage /> },
    { path: routes.admin.users, element: <UsersPage /> },
    { path: routes.admin.plans, element: <PlansPage /> },
    { path: routes.admin.withdrawalRequests, element: <WithdrawalRequestsPage /> },
    { path: routes.admin.auditLog, element: <AuditLogPage /> },
  ],
};
