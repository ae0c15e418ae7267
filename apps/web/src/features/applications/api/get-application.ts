import { useQuery } from '@tanstack/react-query';
import { applicationsEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getApplication = (id: string, signal?: AbortSignal) =>
  callApi(applicationsEndpoints.getById, { query: { id }, signal });

export const useApplication = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.applications.detail(id ?? ''),
    queryFn: ({ signal }) => getApplication(id ?? '', signal),
    enabled: Boolean(id),
    select: (answer) => answer.data,
  });
