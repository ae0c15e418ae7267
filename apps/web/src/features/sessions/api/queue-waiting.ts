import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queueEndpoints, queueWaitingEventSchema, socketEvents } from '@app/contract';
import { useSocketEvent } from '@/hooks/use-session-events';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The server pushes the line whenever it changes (`queue-waiting`); places also lapse on their own,
 * which a read every half minute notices.
 */
const WAITING_REFRESH_MS = 30_000;

export const useQueueWaiting = () => {
  const queryClient = useQueryClient();
  useSocketEvent(socketEvents.server.queueWaiting, (payload) => {
    const event = queueWaitingEventSchema.safeParse(payload).data;
    if (event) queryClient.setQueryData(queryKeys.queueWaiting, event.waiting);
  });
  return useQuery({
    queryKey: queryKeys.queueWaiting,
    queryFn: ({ signal }) => callApi(queueEndpoints.waiting, { signal }).then((answer) => answer.data),
    refetchInterval: WAITING_REFRESH_MS,
  });
};

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
