import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { endpoints, messages, routes, type ListenerSession } from '@app/contract';
import { useSessionUpdates } from '@/hooks/use-session-events';
import { ApiError } from '@/lib/api-error';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The spec's "about 2-3 s" before a listener whose session ended is sent back to the list. */
export const ENDED_REDIRECT_MS = 2500;
/** Polling while the socket is away; the socket's update-session makes changes show at once. */
const REFRESH_MS = 5000;

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

/**
 * One session of the signed-in listener for the call and chat screens: the data, Start Session and
 * Close, and what happens when the session ends elsewhere (the customer, the run-out deadline).
 */
export function useLiveSession(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: queryKeys.liveSession(id),
    queryFn: ({ signal }) => callApi(endpoints.sessions.sessionDataListener, { query: { id }, signal }),
    select: (answer) => answer.data,
    refetchInterval: REFRESH_MS,
  });
  const session = query.data;
  useSessionUpdates(() => void query.refetch(), id);

  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.listenerSessions.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.listenerStats });
  };
  const store = (next: ListenerSession) =>
    queryClient.setQueryData(queryKeys.liveSession(id), { data: next });

  const start = useMutation({
    mutationFn: () => callApi(endpoints.sessions.start, { query: { id } }),
    onSuccess: (answer) => {
      if (answer.data.status !== 'IN_PROGRESS') {
        toast.error(messages.liveSession.startUnexpected);
        return;
      }
      store(answer.data);
      refreshLists();
      toast.success(messages.sessions.started);
    },
    onError: (error) => toast.error(serverMessage(error) ?? messages.sessions.startFailed),
  });

  const closedByMe = useRef(false);
  const close = useMutation({
    mutationFn: () => callApi(endpoints.sessions.close, { query: { id } }),
    onSuccess: (answer) => {
      closedByMe.current = true;
      store(answer.data);
      refreshLists();
      toast.success(messages.sessions.closed);
      void navigate(routes.listener.ongoingSessions);
    },
    onError: (error) => toast.error(serverMessage(error) ?? messages.sessions.closeFailed),
  });

  // Ended elsewhere: say why, then go back to the list after a moment.
  const [endedNotice, setEndedNotice] = useState<string | null>(null);
  const previousStatus = useRef<string | undefined>(undefined);
  useEffect(() => {
    const status = session?.status;
    const wasOpen = previousStatus.current === 'ACCEPTED' || previousStatus.current === 'IN_PROGRESS';
    previousStatus.current = status;
    if (!session || closedByMe.current || !wasOpen || status === 'ACCEPTED' || status === 'IN_PROGRESS')
      return;
    const reason = session.endReason ? messages.sessions.endReasons[session.endReason] : undefined;
    const text =
      session.endReason === 'ENDED_BY_CUSTOMER' || session.endReason === 'CANCELLED'
        ? messages.liveSession.closedByCustomer
        : (reason ?? messages.liveSession.sessionCompleted);
    setEndedNotice(text);
    toast.info(text);
    refreshLists();
    const timer = setTimeout(() => void navigate(routes.listener.ongoingSessions), ENDED_REDIRECT_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to status changes only
  }, [session?.status]);

  return { query, session, start, close, endedNotice };
}

/** mm:ss since `startedAt`, ticking every second (the call timer of the spec). */
export function useElapsed(startedAt: string | null | undefined): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startedAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  if (!startedAt) return '00:00';
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
