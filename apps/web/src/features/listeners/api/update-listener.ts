import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AdminListenerUpdate } from '@app/contract';
import { listenersKeys } from '@/features/listeners/api/get-listeners';
import { callApi } from '@/lib/api-client';

export const updateListener = (body: AdminListenerUpdate) => callApi(endpoints.listener.updateById, { body });

export const useUpdateListener = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListener,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listenersKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
};
