import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { crisisAlertSchema, socketEvents, type CrisisAlert } from '@app/contract';
import { safetyKeys } from '@/features/safety/api/safety';
import { useSocketEvent } from '@/hooks/use-session-events';

/** sessionStorage: the alert of a session, so a reload of the tab still shows the listener the reminder. */
const CRISIS_STORAGE_PREFIX = 'crisis-alert:';

function readStored(sessionId: string): CrisisAlert | null {
  try {
    const raw = sessionStorage.getItem(CRISIS_STORAGE_PREFIX + sessionId);
    if (!raw) return null;
    const parsed = crisisAlertSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.sessionId === sessionId ? parsed.data : null;
  } catch {
    return null;
  }
}

function store(alert: CrisisAlert) {
  try {
    sessionStorage.setItem(CRISIS_STORAGE_PREFIX + alert.sessionId, JSON.stringify(alert));
  } catch {
    // Private mode or a full store: the card still shows now, it is only not remembered.
  }
}

export type CrisisAlertState = {
  /** The last `crisis-alert` of this session (this tab remembers it), or null. */
  alert: CrisisAlert | null;
  /** A message of this session suggested self-harm: an alert here, or the session says so. */
  flagged: boolean;
  /** Whether the help card is open. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Opens the card (the customer's "I need urgent help", the listener's reminder). */
  show: () => void;
};

/**
 * The crisis card of one session on a live screen (the customer's session, the listener's chat and
 * call): `crisis-alert` arrives in the session's room, which the chat or the call joined, when a
 * message suggests self-harm; the card opens at once, on both sides, every time. Its helplines also
 * fill the cache of GET /helplines, so the customer's "I need urgent help" needs no request.
 * `crisisAt` is the session's own record of a flag (the listener's view), for a screen opened after it.
 */
export function useCrisisAlert(sessionId: string, crisisAt?: string | null): CrisisAlertState {
  const queryClient = useQueryClient();
  const [raised, setRaised] = useState<CrisisAlert | null>(null);
  const [openFor, setOpenFor] = useState<string | null>(null);

  useSocketEvent(socketEvents.server.crisisAlert, (payload) => {
    const parsed = crisisAlertSchema.safeParse(payload);
    if (!parsed.success || parsed.data.sessionId !== sessionId) return;
    setRaised(parsed.data);
    store(parsed.data);
    queryClient.setQueryData(safetyKeys.helplines, parsed.data.helplines);
    setOpenFor(sessionId);
  });

  const setOpen = useCallback((open: boolean) => setOpenFor(open ? sessionId : null), [sessionId]);
  const show = useCallback(() => setOpenFor(sessionId), [sessionId]);
  // The screens re-render every second (their timers): the stored alert is read once per session.
  const stored = useMemo(() => readStored(sessionId), [sessionId]);
  const alert = raised?.sessionId === sessionId ? raised : stored;
  return { alert, flagged: alert !== null || Boolean(crisisAt), open: openFor === sessionId, setOpen, show };
}
