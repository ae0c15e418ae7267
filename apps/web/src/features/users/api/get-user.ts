import { useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '@app/contract';
import { USER_QUERY_GC_MS, USER_QUERY_STALE_MS } from '@/config/query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getUser = (id: string, signal?: AbortSignal) =>
  callApi(usersEndpoints.getUser, { params: { id }, signal });

export const useUser = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.users.detail(id ?? ''),
    queryFn: ({ signal }) => getUser(id ?? '', signal),
    enabled: Boolean(id),
    select: (answer) => answer.data,
    staleTime: USER_QUERY_STALE_MS,
    gcTime: USER_QUERY_GC_MS,
  });
