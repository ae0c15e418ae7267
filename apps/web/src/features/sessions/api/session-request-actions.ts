import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Accept or close (decline, cancel or end: the server decides by the session's state). */
export type SessionAction = 'accept' | 'close';

export const runSessionAction = ({ action, id }: { action: SessionAction; id: string }) =>
  callApi(action === 'accept' ? sessionsEndpoints.accept : sessionsEndpoints.close, { query: { id } });

export const useSessionAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSessionAction,
    // The session moves between lists (requests -> ongoing -> completed) and the figures change.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.listenerSessions.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.listenerStats });
    },
  });
};
