import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  describeSessionEnd,
  liveSessionMessages,
  sessionsEndpoints,
  sessionsMessages,
  socketEvents,
  type ListenerSession,
} from '@app/contract';
import { useSessionUpdates } from '@/hooks/use-session-events';
import { ApiError } from '@/lib/api-error';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Polling while the socket is away; the socket's update-session makes changes show at once. */
const REFRESH_MS = 5000;

/** One toast per ended session, whether the socket's session-ended or the refetched state says it first. */
export const endedToastId = (sessionId: string) => `session-ended:${sessionId}`;

const isOpen = (status: string) => status === 'ACCEPTED' || status === 'IN_PROGRESS';

/** What the listener is told when a session ends elsewhere (spec §8: 'Session was closed by the customer'). */
const endedText = (session: ListenerSession): string => {
  if (session.endReason === 'ENDED_BY_CUSTOMER' || session.endReason === 'CANCELLED') {
    return liveSessionMessages.closedByCustomer;
  }
  return session.endReason
    ? describeSessionEnd(session.endReason, 'listener', { customerName: session.customer.name })
    : sessionsMessages.ended;
};

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

type LiveSessionOptions = {
  /** The toast when the session ends elsewhere, from its reason (the call screen: 'Call ended: ...'). */
  endedToast?: (notice: string) => string;
};

/**
 * One session of the signed-in listener for the call and chat screens: the data, Start Session and
 * Close, and what happens when the session ends elsewhere (the customer, the run-out deadline).
 */
export function useLiveSession(id: string, { endedToast }: LiveSessionOptions = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.liveSession(id),
    queryFn: ({ signal }) => callApi(sessionsEndpoints.sessionDataListener, { query: { id }, signal }),
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
    mutationFn: () => callApi(sessionsEndpoints.start, { query: { id } }),
    onSuccess: (answer) => {
      if (answer.data.status !== 'IN_PROGRESS') {
        toast.error(liveSessionMessages.startUnexpected);
        return;
      }
      store(answer.data);
      refreshLists();
      toast.success(sessionsMessages.started);
      // Then the socket (spec §7): the server tells both sides with update-session. When realtime
      // is down the REST start stands on its own and the customer's screen follows by polling.
      import('@/lib/realtime')
        .then(({ emit }) => emit(socketEvents.client.startSession, { sessionId: id }))
        .catch(() => undefined);
    },
    onError: (error) => toast.error(serverMessage(error) ?? sessionsMessages.startFailed),
  });

  const [closedByMe, setClosedByMe] = useState(false);
  // Set from the click on: the server's news of this very close (call-ended) may come before its answer.
  const closing = useRef(false);
  const close = useMutation({
    mutationFn: () => callApi(sessionsEndpoints.close, { query: { id } }),
    onMutate: () => {
      closing.current = true;
    },
    onSettled: (_answer, error) => {
      if (error) closing.current = false;
    },
    onSuccess: (answer) => {
      setClosedByMe(true);
      store(answer.data);
      refreshLists();
      toast.success(sessionsMessages.closed);
    },
    onError: (error) => toast.error(serverMessage(error) ?? sessionsMessages.closeFailed),
  });

  // Ended elsewhere (the customer, the run-out deadline, expiry): decided while rendering the new
  // state, so the screen shows the notice in the same render instead of leaving for the list at once.
  const [endedNotice, setEndedNotice] = useState<string | null>(null);
  const [seenStatus, setSeenStatus] = useState<string | undefined>(undefined);
  const status = session?.status;
  if (status !== seenStatus) {
    setSeenStatus(status);
    const wasOpen = seenStatus === 'ACCEPTED' || seenStatus === 'IN_PROGRESS';
    if (session && wasOpen && !isOpen(session.status) && !closedByMe && !close.isPending && !endedNotice) {
      setEndedNotice(endedText(session));
    }
  }

  /** The server said the session ended, with its reason (a call's `call-ended`), before the refetch shows it. */
  const refetch = query.refetch;
  const markEnded = useCallback(
    (reason: string) => {
      if (closing.current) return;
      setEndedNotice((current) => current ?? reason);
      // The wrap-up needs the ended session (its earnings and reason).
      void refetch();
    },
    [refetch],
  );

  // Say why; the screen then shows the wrap-up (issue 23 §4) instead of leaving for the list.
  const toastText = useRef(endedToast);
  useEffect(() => {
    toastText.current = endedToast;
  });
  useEffect(() => {
    if (!endedNotice) return;
    toast.info(toastText.current?.(endedNotice) ?? endedNotice, { id: endedToastId(id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.listenerSessions.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.listenerStats });
  }, [endedNotice, id, queryClient]);

  /** This screen saw the session end (here or elsewhere): it shows the wrap-up. */
  const ended = endedNotice !== null || closedByMe;
  return { query, session, start, close, endedNotice, ended, markEnded };
}

/**
 * mm:ss since `startedAt`, ticking every second (the call timer of the spec). With `running` false it
 * stops where it is (a call that just ended keeps its length on screen).
 */
export function useElapsed(startedAt: string | null | undefined, running = true): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!startedAt || !running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt, running]);
  if (!startedAt) return '00:00';
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
