import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type ApplicationStatus } from '@app/contract';
import { callApi } from '@/lib/api-client';

export type ApplicationsQuery = { page: number; pageSize: number; status?: ApplicationStatus };

export const applicationsKeys = {
  all: ['applications'] as const,
  list: (query: ApplicationsQuery) => ['applications', 'list', query] as const,
  detail: (id: string) => ['applications', 'detail', id] as const,
};

export const getApplications = ({ page, pageSize, status }: ApplicationsQuery, signal?: AbortSignal) =>
  callApi(endpoints.applications.getAll, {
    query: { pagenumber: page, pagesize: pageSize, status },
    signal,
  });

export const useApplications = (query: ApplicationsQuery) =>
  useQuery({
    queryKey: applicationsKeys.list(query),
    queryFn: ({ signal }) => getApplications(query, signal),
    placeholderData: keepPreviousData,
  });
