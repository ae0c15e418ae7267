import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { applicationsEndpoints, type ApplicationStatus } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ApplicationsQuery = { page: number; pageSize: number; status?: ApplicationStatus };

export const getApplications = ({ page, pageSize, status }: ApplicationsQuery, signal?: AbortSignal) =>
  callApi(applicationsEndpoints.getAll, {
    query: { pagenumber: page, pagesize: pageSize, status },
    signal,
  });

export const useApplications = (query: ApplicationsQuery) =>
  useQuery({
    queryKey: queryKeys.applications.list(query),
    queryFn: ({ signal }) => getApplications(query, signal),
    placeholderData: keepPreviousData,
  });
