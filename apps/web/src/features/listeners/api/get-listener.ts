import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@app/contract';
import { listenersKeys } from '@/features/listeners/api/get-listeners';
import { callApi } from '@/lib/api-client';

export const getListener = (id: string, signal?: AbortSignal) =>
  callApi(endpoints.listener.getById, { query: { id }, signal });

export const useListener = (id: string | null) =>
  useQuery({
    queryKey: listenersKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getListener(id ?? '', signal),
    enabled: Boolean(id),
    select: (answer) => answer.data,
  });
