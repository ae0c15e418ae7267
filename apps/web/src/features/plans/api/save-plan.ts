import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type PlanInput } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Creates a plan (no id) or changes one (with its id); the list refreshes either way. */
export const savePlan = ({ id, body }: { id?: string; body: PlanInput }) =>
  id ? callApi(endpoints.plans.update, { params: { id }, body }) : callApi(endpoints.plans.create, { body });

export const useSavePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.adminPlans }),
  });
};
