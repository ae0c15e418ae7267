import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usersEndpoints, type Gender } from '@app/contract';
import { USER_QUERY_GC_MS, USER_QUERY_STALE_MS } from '@/config/query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UsersQuery = { page: number; limit: number; search?: string; gender?: Gender };

/** The spec's defaults for sorting (createdAt, newest first) are the server's; they are not sent. */
export const getUsers = (query: UsersQuery, signal?: AbortSignal) =>
  callApi(usersEndpoints.listUsers, { query, signal });

export const useUsers = (query: UsersQuery) =>
  useQuery({
    queryKey: queryKeys.users.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: USER_QUERY_STALE_MS,
    gcTime: USER_QUERY_GC_MS,
  });
