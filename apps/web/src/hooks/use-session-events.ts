import { useEffect, useRef, useState } from 'react';
import { socketEvents, type SessionUpdate as SessionUpdatePayload } from '@app/contract';

/** What `update-session` says of a session: `{ session: { id, status, endReason, ... } }`. */
type SessionUpdate = SessionUpdatePayload['session'];

// Read by hand rather than with the contract's zod schema: this hook sits in the customer layout, and
// a screen that only needs to know "something changed" should not load zod for it.
const readUpdate = (payload: unknown): SessionUpdate | undefined => {
  if (!payload || typeof payload !== 'object') return undefined;
  const { session } = payload as { session?: unknown };
  if (!session || typeof session !== 'object') return undefined;
  const { id, status } = session as Record<string, unknown>;
  return typeof id === 'string' && typeof status === 'string' ? (session as SessionUpdate) : undefined;
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
          if (update && (!sessionId || update.id === sessionId)) latest.current(update);
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

/**
 * Runs `handler` for every `event` the server sends this sign-in while the screen is open (e.g. the
 * customer's `low-balance`), on the one realtime connection, loaded lazily.
 */
export function useSocketEvent(event: string, handler: (payload: unknown) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    import('@/lib/realtime')
      .then(({ subscribe }) => {
        if (!closed) unsubscribe = subscribe(event, (payload) => latest.current(payload));
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      unsubscribe?.();
    };
  }, [event]);
}
