import { routes } from '@app/contract';
import { pageLoaders } from '@/app/routes/page-loaders';
import { queryKeys } from '@/lib/query-keys';
import { queryClient } from '@/lib/query-client';

// A prefetched answer younger than this is not fetched again by another hover.
const PREFETCH_FRESH_MS = 30_000;

// The first page of each table as its screen asks for it on arrival without URL parameters (page 1,
// the screen's default page size, no filter). The same key means the screen finds the answer cached.
const FIRST_PAGE = { applications: 10, listeners: 10, users: 10, auditLog: 20 } as const;

type Preload = () => Promise<unknown>;

const prefetch = (queryKey: readonly unknown[], queryFn: (signal: AbortSignal) => Promise<unknown>) =>
  queryClient.prefetchQuery({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    staleTime: PREFETCH_FRESH_MS,
  });

/** Per sidebar destination: its page's code and, where the page opens on server data, that data. */
const preloads: Record<string, Preload> = {
  [routes.dashboard]: () => Promise.all([pageLoaders.adminHome(), pageLoaders.listenerHome()]),
  [routes.account]: pageLoaders.account,
  [routes.changePassword]: pageLoaders.changePassword,
  [routes.admin.applications]: () =>
    Promise.all([
      pageLoaders.applications(),
      import('@/features/applications/api/get-applications').then(({ getApplications }) => {
        const query = { page: 1, pageSize: FIRST_PAGE.applications };
        return prefetch(queryKeys.applications.list(query), (signal) => getApplications(query, signal));
      }),
    ]),
  [routes.admin.listeners]: () =>
    Promise.all([
      pageLoaders.listeners(),
      import('@/features/listeners/api/get-listeners').then(({ getListeners }) => {
        const query = { page: 1, pageSize: FIRST_PAGE.listeners, blockedOnly: false };
        return prefetch(queryKeys.listeners.list(query), (signal) => getListeners(query, signal));
      }),
    ]),
  [routes.admin.users]: () =>
    Promise.all([
      pageLoaders.users(),
      import('@/features/users/api/get-users').then(({ getUsers }) => {
        const query = { page: 1, limit: FIRST_PAGE.users };
        return prefetch(queryKeys.users.list(query), (signal) => getUsers(query, signal));
      }),
    ]),
  [routes.admin.plans]: pageLoaders.plans,
  [routes.admin.withdrawalRequests]: pageLoaders.withdrawalRequests,
  [routes.admin.moderation]: pageLoaders.moderation,
  [routes.admin.auditLog]: () =>
    Promise.all([
      pageLoaders.auditLog(),
      import('@/features/audit-log/api/get-audit-log').then(({ getAuditLog }) => {
        const query = { page: 1, limit: FIRST_PAGE.auditLog };
        return prefetch(queryKeys.auditLog.list(query), (signal) => getAuditLog(query, signal));
      }),
    ]),
  [routes.listener.profile]: () =>
    Promise.all([
      pageLoaders.listenerProfile(),
      import('@/features/listener-profile/api/get-profile').then(({ getListenerProfile }) =>
        prefetch(queryKeys.listenerProfile, (signal) => getListenerProfile(signal)),
      ),
    ]),
  [routes.listener.sessions]: pageLoaders.sessions,
  [routes.listener.sessionRequests]: pageLoaders.sessionRequests,
  [routes.listener.ongoingSessions]: pageLoaders.ongoingSessions,
  [routes.listener.earnings]: pageLoaders.earnings,
  [routes.listener.withdrawals]: pageLoaders.withdrawals,
  [routes.listener.reports]: pageLoaders.listenerReports,
};

/**
 * Starts loading a console destination (hover or focus of its link): the page's chunk and its first
 * answer. Failures are left to the page itself, which shows them when it is opened.
 */
export function preloadRoute(url: string): void {
  const preload = preloads[url];
  if (preload) preload().catch(() => undefined);
}
