import type { RouteObject } from 'react-router';
import { routes } from '@app/contract';
import { RequireApprovedListener, RequireRole } from '@/app/routes/guards';
import { lazyNamed } from '@/lib/lazy-named';

const ListenerProfilePage = lazyNamed(
  () => import('@/features/listener-profile/listener-profile-page'),
  'ListenerProfilePage',
);
const SessionsPage = lazyNamed(() => import('@/features/sessions/sessions-page'), 'SessionsPage');
const SessionRequestsPage = lazyNamed(
  () => import('@/features/sessions/session-requests-page'),
  'SessionRequestsPage',
);
const OngoingSessionsPage = lazyNamed(
  () => import('@/features/sessions/ongoing-sessions-page'),
  'OngoingSessionsPage',
);
const EarningsPage = lazyNamed(() => import('@/features/earnings/earnings-page'), 'EarningsPage');
const WithdrawalsPage = lazyNamed(() => import('@/features/withdrawals/withdrawals-page'), 'WithdrawalsPage');
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
      ],
    },
  ],
};
