import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listenerEndpoints, type AdminListenerUpdate } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const updateListener = (body: AdminListenerUpdate) => callApi(listenerEndpoints.updateById, { body });

export const useUpdateListener = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListener,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.listeners.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
};
