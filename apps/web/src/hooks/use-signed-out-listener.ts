import { useEffect } from 'react';
import { notifyUnauthorized } from '@/lib/unauthorized';
import { useAuthStore } from '@/stores/auth-store';

/**
 * While signed in, keeps a realtime connection open with the current token and leaves for /login at
 * once when the server says this sign-in has ended (blocked, deactivated, deleted), showing its
 * reason there: the same way out as a 401 from the API client, with no request needed. A new token
 * (refreshed by GET /auth/me) reconnects with it; signing out closes the connection.
 * socket.io-client is imported only here, lazily, so it stays out of every first page load.
 */
export function useSignedOutListener(url?: string): void {
  const token = useAuthStore((state) => state.accessToken);

  useEffect(() => {
    if (!token) return;
    let closed = false;
    let close: (() => void) | undefined;
    import('@/lib/realtime')
      .then(({ listenForSignOut }) => {
        if (closed) return;
        close = listenForSignOut({
          token,
          url,
          onSignedOut: (reason) => {
            // Meant for the connection of this token; a newer sign-in in this tab is not ended by it.
            if (useAuthStore.getState().accessToken !== token) return;
            useAuthStore.getState().clearAuth();
            notifyUnauthorized(reason);
          },
        });
      })
      // No realtime (the chunk failed to load): the next request still finds the sign-in gone.
      .catch(() => undefined);
    return () => {
      closed = true;
      close?.();
    };
  }, [token, url]);
}
