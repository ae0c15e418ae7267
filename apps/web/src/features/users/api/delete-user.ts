import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const deleteUser = (id: string) => callApi(usersEndpoints.deleteUser, { params: { id } });

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      // A deleted listener leaves the listeners and applications screens too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.listeners.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
    },
  });
};
