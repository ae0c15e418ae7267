import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notesEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Write the listener's private note about a customer (PUT /notes/customers/:id). The session views carry
 * the note (`customerNote`), so the live session and the lists refetch to show the new text.
 */
export const useSaveNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customerId, body }: { customerId: string; body: string }) =>
      callApi(notesEndpoints.save, { params: { customerId }, body: { body } }).then((answer) => answer.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['live-session'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.listenerSessions.all });
    },
  });
};
