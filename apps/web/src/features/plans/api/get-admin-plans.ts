import { useQuery } from '@tanstack/react-query';
import { plansEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every plan on sale (archived ones are hidden by the server). */
export const useAdminPlans = () =>
  useQuery({
    queryKey: queryKeys.adminPlans,
    queryFn: ({ signal }) => callApi(plansEndpoints.adminList, { signal }),
  });
