import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queueEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The line changes as customers join, leave or lapse: read it as often as the requests list. */
const WAITING_REFRESH_MS = 5000;

export const useQueueWaiting = () =>
  useQuery({
    queryKey: queryKeys.queueWaiting,
    queryFn: ({ signal }) => callApi(queueEndpoints.waiting, { signal }).then((answer) => answer.data),
    refetchInterval: WAITING_REFRESH_MS,
  });

/** Take next: the first in line's request arrives as a pending request (accept it as usual). */
export const useTakeNext = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(queueEndpoints.takeNext).then((answer) => answer.data),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.queueWaiting });
      void queryClient.invalidateQueries({ queryKey: queryKeys.listenerSessions.all });
    },
  });
};
