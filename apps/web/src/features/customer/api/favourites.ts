import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favouritesEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type StarInput = { listenerId: string; starred: boolean; notifyOnline?: boolean };

/** Stars or unstars a listener (both idempotent); the directory and profiles refresh (favourites lead). */
export const useStarListener = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listenerId, starred, notifyOnline }: StarInput) =>
      starred
        ? callApi(favouritesEndpoints.star, {
            params: { listenerId },
            body: notifyOnline === undefined ? {} : { notifyOnline },
          }).then(() => undefined)
        : callApi(favouritesEndpoints.unstar, { params: { listenerId } }).then(() => undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.directory.all }),
  });
};
