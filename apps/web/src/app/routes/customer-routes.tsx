import type { RouteObject } from 'react-router';
import { routes } from '@app/contract';
import { RequireAuth, RequireRole } from '@/app/routes/guards';
import { lazyNamed } from '@/lib/lazy-named';

// The customer area is its own set of chunks: `/` and `/login` never download it.
const CustomerLayout = lazyNamed(
  () => import('@/features/customer/components/customer-layout'),
  'CustomerLayout',
);
const DirectoryPage = lazyNamed(() => import('@/features/customer/directory-page'), 'DirectoryPage');
const ListenerPage = lazyNamed(() => import('@/features/customer/listener-page'), 'ListenerPage');
const WalletPage = lazyNamed(() => import('@/features/customer/wallet-page'), 'WalletPage');
const SessionsPage = lazyNamed(() => import('@/features/customer/sessions-page'), 'SessionsPage');
const SessionPage = lazyNamed(() => import('@/features/customer/session-page'), 'SessionPage');
const ReportsPage = lazyNamed(() => import('@/features/safety/reports-pages'), 'CustomerReportsPage');
const SettingsPage = lazyNamed(() => import('@/features/settings/settings-page'), 'SettingsPage');
const CustomerNotFoundPage = lazyNamed(
  () => import('@/features/customer/customer-not-found-page'),
  'CustomerNotFoundPage',
);

/** /app/*: a signed-in CUSTOMER only (signed out -> /login, any other role -> /unauthorized). */
export const customerRoutes: RouteObject = {
  path: routes.app.home,
  element: <RequireAuth />,
  children: [
    {
      element: <RequireRole role="CUSTOMER" />,
      children: [
        {
          element: <CustomerLayout />,
          children: [
            { index: true, element: <DirectoryPage /> },
            { path: routes.app.listener(':id'), element: <ListenerPage /> },
            { path: routes.app.wallet, element: <WalletPage /> },
            { path: routes.app.sessions, element: <SessionsPage /> },
            { path: routes.app.session(':id'), element: <SessionPage /> },
            { path: routes.app.reports, element: <ReportsPage /> },
            { path: routes.app.settings, element: <SettingsPage /> },
            { path: '*', element: <CustomerNotFoundPage /> },
          ],
        },
      ],
    },
  ],
};
