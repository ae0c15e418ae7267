import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { directoryEndpoints, type LANGUAGES, type SessionMode } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type DirectoryQuery = {
  pagenumber: number;
  pagesize: number;
  language?: (typeof LANGUAGES)[number];
  mode?: SessionMode;
  search?: string;
};

/** Presence changes while the customer looks: the list and a profile refresh on their own. */
const PRESENCE_REFRESH_MS = 15_000;

export const useDirectory = (query: DirectoryQuery) =>
  useQuery({
    queryKey: queryKeys.directory.list(query),
    queryFn: ({ signal }) => callApi(directoryEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: PRESENCE_REFRESH_MS,
  });

export const useDirectoryListener = (id: string) =>
  useQuery({
    queryKey: queryKeys.directory.detail(id),
    queryFn: ({ signal }) =>
      callApi(directoryEndpoints.get, { params: { id }, signal }).then((answer) => answer.data),
    refetchInterval: PRESENCE_REFRESH_MS,
  });
