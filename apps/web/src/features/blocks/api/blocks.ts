import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { safetyEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The people the signed-in customer or listener blocked, newest first. */
export const useBlocks = () =>
  useQuery({
    queryKey: queryKeys.blocks,
    queryFn: ({ signal }) => callApi(safetyEndpoints.blocks, { signal }).then((answer) => answer.data),
  });

export const useBlock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callApi(safetyEndpoints.block, { body: { userId } }).then((answer) => answer.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.blocks });
      // A blocked listener leaves the customer's directory. The page on screen (their profile) is
      // not asked again: it would answer 'not found' while the customer is being led away from it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.directory.all, refetchType: 'inactive' });
    },
  });
};

export const useUnblock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(safetyEndpoints.unblock, { params: { userId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.blocks });
      void queryClient.invalidateQueries({ queryKey: queryKeys.directory.all });
    },
  });
};
