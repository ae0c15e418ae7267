import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queueEndpoints, queuePlaceEventSchema, socketEvents, type SessionRequestBody } from '@app/contract';
import { useSocketEvent } from '@/hooks/use-session-events';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The server pushes every change of the place (`queue-place`: a new position, or the place ended and
 * why); a place also lapses on its own, which a read every half minute notices.
 */
const QUEUE_REFRESH_MS = 30_000;

export const useQueuePlace = () => {
  const queryClient = useQueryClient();
  useSocketEvent(socketEvents.server.queuePlace, (payload) => {
    const event = queuePlaceEventSchema.safeParse(payload).data;
    if (event) queryClient.setQueryData(queryKeys.queuePlace, event.place);
  });
  return useQuery({
    queryKey: queryKeys.queuePlace,
    queryFn: ({ signal }) => callApi(queueEndpoints.mine, { signal }).then((answer) => answer.data),
    refetchInterval: (query) => (query.state.data ? QUEUE_REFRESH_MS : false),
  });
};

export const useJoinQueue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SessionRequestBody) =>
      callApi(queueEndpoints.join, { body }).then((answer) => answer.data),
    onSuccess: (place) => queryClient.setQueryData(queryKeys.queuePlace, place),
  });
};

export const useLeaveQueue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(queueEndpoints.leave),
    onSuccess: () => queryClient.setQueryData(queryKeys.queuePlace, null),
  });
};
