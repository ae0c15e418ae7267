import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages, routes, sessionRequestPushSchema, socketEvents } from '@app/contract';
import { REQUEST_SOUND_MUTED_STORAGE_KEY } from '@/config/storage';
import { playChime } from '@/lib/chime';
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
 * sockets when a customer asks for them: a toast that opens Session Requests, the chime (unless
 * muted, and only where the browser lets the page play sound), and the request list and the
 * dashboard's count refreshed at once; their 5 s / 300 s polling stays as the fallback.
 * Rides on the sign-in's one connection; socket.io-client loads lazily, off every first page load.
 */
export function useSessionRequestPush(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The subscription outlives navigations; the toast's action uses the router of the moment.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => {
    let closed = false;
    let unsubscribe: (() => void) | undefined;
    const onRequest = (payload: unknown) => {
      const push = sessionRequestPushSchema.safeParse(payload);
      if (!push.success) return;
      const { session } = push.data;
      void queryClient.invalidateQueries({ queryKey: queryKeys.listenerSessions.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.listenerStats });
      const name = session.customer.name || messages.liveSession.customerFallback;
      // Keyed by session: the same request told twice shows one toast.
      toast(messages.chat.newRequest(name, session.mode), {
        id: `session-request-${session.id}`,
        action: {
          label: messages.chat.openRequests,
          onClick: () => void navigateRef.current(routes.listener.sessionRequests),
        },
      });
      if (!readMuted()) void playChime();
    };
    import('@/lib/realtime')
      .then(({ subscribe }) => {
        if (!closed) unsubscribe = subscribe(socketEvents.server.sessionRequest, onRequest);
      })
      // Without realtime the Requests list still refreshes by polling.
      .catch(() => undefined);
    return () => {
      closed = true;
      unsubscribe?.();
    };
  }, [queryClient]);
}
