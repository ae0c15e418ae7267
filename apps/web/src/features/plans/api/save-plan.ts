import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plansEndpoints, type PlanInput } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Creates a plan (no id) or changes one (with its id); the list refreshes either way. */
export const savePlan = ({ id, body }: { id?: string; body: PlanInput }) =>
  id ? callApi(plansEndpoints.update, { params: { id }, body }) : callApi(plansEndpoints.create, { body });

export const useSavePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.adminPlans }),
  });
};
