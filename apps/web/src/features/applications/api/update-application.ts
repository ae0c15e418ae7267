import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsEndpoints, type APPLICATION_DECISIONS } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

export const updateApplication = (body: { id: string; status: ApplicationDecision; reason?: string }) =>
  callApi(applicationsEndpoints.updateById, { body });

/** Decides an application; the list (and the listeners screen, for an approval) refetch. */
export const useUpdateApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.listeners.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
};
