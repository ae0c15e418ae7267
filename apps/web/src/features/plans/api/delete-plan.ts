import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const deletePlan = (id: string) => callApi(endpoints.plans.remove, { params: { id } });

export const useDeletePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.adminPlans }),
  });
};
