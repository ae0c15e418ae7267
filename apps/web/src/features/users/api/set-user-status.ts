import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@app/contract';
import { usersKeys } from '@/features/users/api/get-users';
import { callApi } from '@/lib/api-client';

export const setUserStatus = ({ id, isActive }: { id: string; isActive: boolean }) =>
  callApi(endpoints.admin.setUserStatus, { params: { id }, body: { isActive } });

export const useSetUserStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
};
