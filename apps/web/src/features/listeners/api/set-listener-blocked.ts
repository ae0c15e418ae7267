import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listenerEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const setListenerBlocked = (body: { id: string; isBlocked: boolean }) =>
  callApi(listenerEndpoints.setBlocked, { body });

export const useSetListenerBlocked = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListenerBlocked,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.listeners.all });
    },
  });
};
