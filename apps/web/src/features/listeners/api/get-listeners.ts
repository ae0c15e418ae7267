import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';

export type ListenersQuery = { page: number; pageSize: number; blockedOnly: boolean };

export const listenersKeys = {
  all: ['listeners'] as const,
  list: (query: ListenersQuery) => ['listeners', 'list', query] as const,
  detail: (id: string) => ['listeners', 'detail', id] as const,
};

export const getListeners = ({ page, pageSize, blockedOnly }: ListenersQuery, signal?: AbortSignal) =>
  callApi(endpoints.listener.getAll, {
    // The spec: status is omitted for ALL.
    query: { pagenumber: page, pagesize: pageSize, status: blockedOnly ? 'BLOCKED' : undefined },
    signal,
  });

export const useListeners = (query: ListenersQuery) =>
  useQuery({
    queryKey: listenersKeys.list(query),
    queryFn: ({ signal }) => getListeners(query, signal),
    placeholderData: keepPreviousData,
  });
