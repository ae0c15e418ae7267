import { useQuery } from '@tanstack/react-query';
import { listenerEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getListener = (id: string, signal?: AbortSignal) =>
  callApi(listenerEndpoints.getById, { query: { id }, signal });

export const useListener = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.listeners.detail(id ?? ''),
    queryFn: ({ signal }) => getListener(id ?? '', signal),
    enabled: Boolean(id),
    select: (answer) => answer.data,
  });
