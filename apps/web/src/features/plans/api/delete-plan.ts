import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plansEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const deletePlan = (id: string) => callApi(plansEndpoints.remove, { params: { id } });

export const useDeletePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.adminPlans }),
  });
};
