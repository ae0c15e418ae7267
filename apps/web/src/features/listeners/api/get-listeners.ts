import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ListenersQuery = { page: number; pageSize: number; blockedOnly: boolean };

export const getListeners = ({ page, pageSize, blockedOnly }: ListenersQuery, signal?: AbortSignal) =>
  callApi(endpoints.listener.getAll, {
    // The spec: status is omitted for ALL.
    query: { pagenumber: page, pagesize: pageSize, status: blockedOnly ? 'BLOCKED' : undefined },
    signal,
  });

export const useListeners = (query: ListenersQuery) =>
  useQuery({
    queryKey: queryKeys.listeners.list(query),
    queryFn: ({ signal }) => getListeners(query, signal),
    placeholderData: keepPreviousData,
  });
