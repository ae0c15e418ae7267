import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const setUserStatus = ({ id, isActive }: { id: string; isActive: boolean }) =>
  callApi(usersEndpoints.setUserStatus, { params: { id }, body: { isActive } });

export const useSetUserStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
};
