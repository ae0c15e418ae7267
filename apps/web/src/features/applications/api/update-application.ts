import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type APPLICATION_DECISIONS } from '@app/contract';
import { applicationsKeys } from '@/features/applications/api/get-applications';
import { callApi } from '@/lib/api-client';

export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

export const updateApplication = (body: { id: string; status: ApplicationDecision }) =>
  callApi(endpoints.applications.updateById, { body });

/** Decides an application; the list (and the listeners screen, for an approval) refetch. */
export const useUpdateApplication = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplication,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: applicationsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['listeners'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
};
