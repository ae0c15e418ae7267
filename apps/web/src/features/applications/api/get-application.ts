import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@app/contract';
import { applicationsKeys } from '@/features/applications/api/get-applications';
import { callApi } from '@/lib/api-client';

export const getApplication = (id: string, signal?: AbortSignal) =>
  callApi(endpoints.applications.getById, { query: { id }, signal });

export const useApplication = (id: string | null) =>
  useQuery({
    queryKey: applicationsKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getApplication(id ?? '', signal),
    enabled: Boolean(id),
    select: (answer) => answer.data,
  });
