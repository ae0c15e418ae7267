import { useQuery } from '@tanstack/react-query';
import { endpoints, LISTENER_STATS_REFRESH_MS } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The listener dashboard's figures, asked again every 300 s (spec §9). */
export const useListenerStats = () =>
  useQuery({
    queryKey: queryKeys.listenerStats,
    queryFn: ({ signal }) => callApi(endpoints.sessions.listenerStats, { signal }),
    refetchInterval: LISTENER_STATS_REFRESH_MS,
  });
