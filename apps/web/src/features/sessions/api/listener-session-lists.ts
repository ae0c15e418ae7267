import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SESSION_LIST_REFRESH_MS, sessionsEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The three lists of the listener's sessions, each its own spec call. */
export type SessionListKind = 'pending' | 'ongoing' | 'completed';
export type SessionPageQuery = { pagenumber: number; pagesize: number };

const endpointOf = {
  pending: sessionsEndpoints.pending,
  ongoing: sessionsEndpoints.ongoing,
  completed: sessionsEndpoints.completed,
} as const;

/**
 * One page of a list. Requests and ongoing sessions change without the listener doing anything (a
 * customer asks, a request expires, a wallet runs out), so those two are asked again every 5 s.
 */
export const useListenerSessions = (kind: SessionListKind, query: SessionPageQuery) =>
  useQuery({
    queryKey: queryKeys.listenerSessions.list(kind, query),
    queryFn: ({ signal }) => callApi(endpointOf[kind], { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: kind === 'completed' ? false : SESSION_LIST_REFRESH_MS,
  });

/** The cards ask for every waiting request at once: the largest page (50 waiting at once is not a real case). */
const WAITING_PAGE = { pagenumber: 1, pagesize: 50 } as const;
/**
 * The cards' fallback while the socket is away (a push refreshes this list at once while it is up, and
 * a reconnect reads it again): slower than the Requests page's 5 s, since it runs on every console page.
 */
const WAITING_REFRESH_MS = 15_000;

/**
 * Every request waiting for the listener's answer, for the request cards on every console page. Read
 * once, on every push, and on a timer only while the socket is away (`socketUp`).
 */
export const useWaitingRequests = (socketUp: boolean) =>
  useQuery({
    queryKey: queryKeys.listenerSessions.list('pending', WAITING_PAGE),
    queryFn: ({ signal }) => callApi(sessionsEndpoints.pending, { query: WAITING_PAGE, signal }),
    refetchInterval: socketUp ? false : WAITING_REFRESH_MS,
  });
