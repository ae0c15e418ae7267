import type { RouteObject } from 'react-router';
import { routes } from '@app/contract';
import { RequireRole } from '@/app/routes/guards';
import { pageLoaders } from '@/app/routes/page-loaders';
import { lazyNamed } from '@/lib/lazy-named';

const ApplicationsPage = lazyNamed(pageLoaders.applications, 'ApplicationsPage');
const ListenersPage = lazyNamed(pageLoaders.listeners, 'ListenersPage');
const UsersPage = lazyNamed(pageLoaders.users, 'UsersPage');
const PlansPage = lazyNamed(pageLoaders.plans, 'PlansPage');
const WithdrawalRequestsPage = lazyNamed(pageLoaders.withdrawalRequests, 'WithdrawalRequestsPage');
const ModerationPage = lazyNamed(pageLoaders.moderation, 'ModerationPage');
const ModerationCasePage = lazyNamed(pageLoaders.moderationCase, 'ModerationCasePage');
const AuditLogPage = lazyNamed(pageLoaders.auditLog, 'AuditLogPage');
const PurchasesPage = lazyNamed(pageLoaders.purchases, 'PurchasesPage');

/** Admin-only screens under /dashboard; other roles are sent to /unauthorized. */
export const adminRoutes: RouteObject = {
  element: <RequireRole role="ADMIN" />,
  children: [
    { path: routes.admin.applications, element: <ApplicationsPage /> },
    { path: routes.admin.listeners, element: <ListenersPage /> },
    { path: routes.admin.users, element: <UsersPage /> },
    { path: routes.admin.plans, element: <PlansPage /> },
    { path: routes.admin.withdrawalRequests, element: <WithdrawalRequestsPage /> },
    { path: routes.admin.moderation, element: <ModerationPage /> },
    { path: `${routes.admin.moderation}/:id`, element: <ModerationCasePage /> },
    { path: routes.admin.auditLog, element: <AuditLogPage /> },
    { path: routes.admin.purchases, element: <PurchasesPage /> },
  ],
};
