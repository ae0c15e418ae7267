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
