import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queueEndpoints, type SessionRequestBody } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Positions move as others leave or are taken: read again every few seconds while waiting. */
const QUEUE_REFRESH_MS = 4000;

export const useQueuePlace = () =>
  useQuery({
    queryKey: queryKeys.queuePlace,
    queryFn: ({ signal }) => callApi(queueEndpoints.mine, { signal }).then((answer) => answer.data),
    refetchInterval: (query) => (query.state.data ? QUEUE_REFRESH_MS : false),
  });

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
