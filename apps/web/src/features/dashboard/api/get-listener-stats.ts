import { useQuery } from '@tanstack/react-query';
import { LISTENER_STATS_REFRESH_MS, sessionsEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The listener dashboard's figures, asked again every 300 s (spec §9). */
export const useListenerStats = () =>
  useQuery({
    queryKey: queryKeys.listenerStats,
    queryFn: ({ signal }) => callApi(sessionsEndpoints.listenerStats, { signal }),
    refetchInterval: LISTENER_STATS_REFRESH_MS,
  });
