import type { RouteObject } from 'react-router';
import { routes } from '@app/contract';
import { RequireApprovedListener, RequireRole } from '@/app/routes/guards';
import { pageLoaders } from '@/app/routes/page-loaders';
import { lazyNamed } from '@/lib/lazy-named';

const ListenerProfilePage = lazyNamed(pageLoaders.listenerProfile, 'ListenerProfilePage');
const SessionsPage = lazyNamed(pageLoaders.sessions, 'SessionsPage');
const SessionRequestsPage = lazyNamed(pageLoaders.sessionRequests, 'SessionRequestsPage');
const OngoingSessionsPage = lazyNamed(pageLoaders.ongoingSessions, 'OngoingSessionsPage');
const EarningsPage = lazyNamed(pageLoaders.earnings, 'EarningsPage');
const WithdrawalsPage = lazyNamed(pageLoaders.withdrawals, 'WithdrawalsPage');
const ReportsPage = lazyNamed(pageLoaders.listenerReports, 'ListenerReportsPage');
const ChatPage = lazyNamed(() => import('@/features/sessions/chat-page'), 'ChatPage');

/**
 * Listener-only screens under /dashboard. The profile is open to every listener (it is where an
 * application is made); everything else waits for an admin's approval.
 */
export const listenerRoutes: RouteObject = {
  element: <RequireRole role="LISTENER" />,
  children: [
    { path: routes.listener.profile, element: <ListenerProfilePage /> },
    {
      element: <RequireApprovedListener />,
      children: [
        { path: routes.listener.sessions, element: <SessionsPage /> },
        { path: routes.listener.sessionRequests, element: <SessionRequestsPage /> },
        { path: routes.listener.ongoingSessions, element: <OngoingSessionsPage /> },
        { path: routes.listener.earnings, element: <EarningsPage /> },
        { path: routes.listener.withdrawals, element: <WithdrawalsPage /> },
        { path: routes.listener.chat(':id'), element: <ChatPage /> },
        { path: routes.listener.reports, element: <ReportsPage /> },
      ],
    },
  ],
};
