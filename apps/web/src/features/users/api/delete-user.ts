import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@app/contract';
import { usersKeys } from '@/features/users/api/get-users';
import { callApi } from '@/lib/api-client';

export const deleteUser = (id: string) => callApi(endpoints.admin.deleteUser, { params: { id } });

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.all });
      // A deleted listener leaves the listeners and applications screens too.
      void queryClient.invalidateQueries({ queryKey: ['listeners'] });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
};
