import { useEffect, useRef, useState } from 'react';
import { socketEvents } from '@app/contract';

type SessionUpdate = { sessionId: string; status: string };

const readUpdate = (payload: unknown): SessionUpdate | undefined => {
  if (!payload || typeof payload !== 'object') return undefined;
  const { sessionId, status } = payload as Record<string, unknown>;
  return typeof sessionId === 'string' && typeof status === 'string' ? { sessionId, status } : undefined;
};

/**
 * Runs `onUpdate` whenever the server says a session of this user changed (`update-session`), for one
 * session id or, without one, for any. The socket layer loads lazily, so first page loads stay small.
 */
export function useSessionUpdates(onUpdate: (update: SessionUpdate) => void, sessionId?: string): void {
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });
  useEffect(() => {
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    import('@/lib/realtime')
      .then(({ subscribe }) => {
        if (closed) return;
        unsubscribe = subscribe(socketEvents.server.updateSession, (payload) => {
          const update = readUpdate(payload);
          if (update && (!sessionId || update.sessionId === sessionId)) latest.current(update);
        });
      })
      // Without realtime the screens still refresh by polling.
      .catch(() => undefined);
    return () => {
      closed = true;
      unsubscribe?.();
    };
  }, [sessionId]);
}

/** Whether the realtime connection is up (the chat header's Connected / Disconnected). */
export function useRealtimeConnected(): boolean {
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    let closed = false;
    let stop: (() => void) | undefined;
    import('@/lib/realtime')
      .then(({ watchConnection }) => {
        if (!closed) stop = watchConnection(setConnected);
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      stop?.();
    };
  }, []);
  return connected;
}
