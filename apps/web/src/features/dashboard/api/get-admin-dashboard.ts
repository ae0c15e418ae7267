import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminDashboardEndpoints, type DashboardPeriod } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The admin dashboard over the last `days` days. While another period loads, the figures of the
 * one before stay on screen (marked busy) instead of dropping back to skeletons.
 */
export const useAdminDashboard = (days: DashboardPeriod) =>
  useQuery({
    queryKey: queryKeys.adminDashboard.period(days),
    queryFn: ({ signal }) => callApi(adminDashboardEndpoints.get, { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
