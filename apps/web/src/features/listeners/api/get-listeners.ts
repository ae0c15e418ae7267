import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listenerEndpoints, type QualitySortField } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ListenersQuery = {
  page: number;
  pageSize: number;
  blockedOnly: boolean;
  /** A quality figure to sort by; the server's order (newest approved first) without one. */
  sortBy?: QualitySortField;
  sortOrder?: 'asc' | 'desc';
};

export const getListeners = (
  { page, pageSize, blockedOnly, sortBy, sortOrder }: ListenersQuery,
  signal?: AbortSignal,
) =>
  callApi(listenerEndpoints.getAll, {
    query: {
      pagenumber: page,
      pagesize: pageSize,
      // The spec: status is omitted for ALL.
      status: blockedOnly ? 'BLOCKED' : undefined,
      sortBy,
      sortOrder: sortBy ? sortOrder : undefined,
    },
    signal,
  });

export const useListeners = (query: ListenersQuery) =>
  useQuery({
    queryKey: queryKeys.listeners.list(query),
    queryFn: ({ signal }) => getListeners(query, signal),
    placeholderData: keepPreviousData,
  });
