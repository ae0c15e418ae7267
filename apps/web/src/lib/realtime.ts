import { io } from 'socket.io-client';
import { SOCKET_PATH, socketEvents } from '@app/contract';
import {
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_RANDOMIZATION_FACTOR,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from '@/config/socket';

type SignOutListenerOptions = {
  /** The sign-in token; the server checks it on connect and puts the socket in the user's room. */
  token: string;
  /** Called once when the server ends this sign-in, with its reason ('Your listener account has been blocked...'). */
  onSignedOut: (reason: string | undefined) => void;
  /** The server's origin; this page's origin when left out (the server serves the app). */
  url?: string;
};

const readReason = (payload: unknown): string | undefined => {
  if (!payload || typeof payload !== 'object') return undefined;
  const { reason } = payload as { reason?: unknown };
  return typeof reason === 'string' && reason ? reason : undefined;
};

/**
 * Opens the realtime connection of a signed-in user and listens for `signed-out`, which the server
 * sends to every socket of a user who was blocked, deactivated or deleted. Answers a function that
 * closes the connection (sign-out, or a fresh token that needs a new connection).
 * This module carries socket.io-client: load it with a dynamic import, never on a first page load.
 */
export function listenForSignOut({ token, onSignedOut, url }: SignOutListenerOptions): () => void {
  const options = {
    path: SOCKET_PATH,
    auth: { token },
    timeout: SOCKET_CONNECT_TIMEOUT_MS,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    randomizationFactor: SOCKET_RANDOMIZATION_FACTOR,
  };
  const socket = url === undefined ? io(options) : io(url, options);
  socket.once(socketEvents.server.signedOut, (payload: unknown) => {
    socket.disconnect();
    onSignedOut(readReason(payload));
  });
  return () => {
    socket.off(socketEvents.server.signedOut);
    socket.disconnect();
  };
}
