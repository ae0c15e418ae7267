import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionRequestPushSchema, socketEvents, type ListenerSession } from '@app/contract';
import { REQUEST_SOUND_MUTED_STORAGE_KEY } from '@/config/storage';
import { queryKeys } from '@/lib/query-keys';

// ---- Whether the request chime is muted: kept in localStorage, shared by every tab ----

const mutedListeners = new Set<() => void>();

const readMuted = (): boolean => {
  try {
    return localStorage.getItem(REQUEST_SOUND_MUTED_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
};

const subscribeMuted = (listener: () => void) => {
  mutedListeners.add(listener);
  // Another tab of this console muted or unmuted.
  const onStorage = (event: StorageEvent) => {
    if (event.key === REQUEST_SOUND_MUTED_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    mutedListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** Whether new requests play the chime, and the setter of the header's bell (persisted). */
export function useRequestSoundMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribeMuted, readMuted, () => false);
  const setMuted = useCallback((next: boolean) => {
    try {
      if (next) localStorage.setItem(REQUEST_SOUND_MUTED_STORAGE_KEY, '1');
      else localStorage.removeItem(REQUEST_SOUND_MUTED_STORAGE_KEY);
    } catch {
      // Storage refused (private mode): the choice cannot outlive the page, and that is all.
    }
    for (const listener of mutedListeners) listener();
  }, []);
  return [muted, setMuted];
}

/**
 * The listener console's answer to `session-request`, which the server sends to the listener's own
 * sockets when a customer asks for them: `onRequest` gets the request (the console rings its card), and
 * the request list and the dashboard's count refresh at once; polling stays as the fallback.
 * Rides on the sign-in's one connection; socket.io-client loads lazily, off every first page load.
 */
export function useSessionRequestPush(onRequest: (session: ListenerSession) => void): void {
  const queryClient = useQueryClient();
  // The subscription outlives renders; the handler of the moment answers.
  const onRequestRef = useRef(onRequest);
  useEffect(() => {
    onRequestRef.current = onRequest;
  });

  useEffect(() => {
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    const onPush = (payload: unknown) => {
      const push = sessionRequestPushSchema.safeParse(payload);
      if (!push.success) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.listenerSessions.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.listenerStats });
      onRequestRef.current(push.data.session);
    };
    import('@/lib/realtime')
      .then(({ subscribe }) => {
        if (!closed) unsubscribe = subscribe(socketEvents.server.sessionRequest, onPush);
      })
      // Without realtime the Requests list still refreshes by polling.
      .catch(() => undefined);
    return () => {
      closed = true;
      unsubscribe?.();
    };
  }, [queryClient]);
}
