import { io, type Socket } from 'socket.io-client';
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
    // WebSocket first: one connection, which any server process behind the load balancer can hold.
    // Long polling (a series of requests that must reach one process: the balancer pins it with a
    // cookie, deploy/haproxy/haproxy.cfg) only where WebSocket cannot connect.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  };
  const socket = url === undefined ? io(options) : io(url, options);
  attach(socket);
  socket.once(socketEvents.server.signedOut, (payload: unknown) => {
    socket.disconnect();
    onSignedOut(readReason(payload));
  });
  return () => {
    socket.off(socketEvents.server.signedOut);
    socket.disconnect();
    detach(socket);
  };
}

// ---- Event subscriptions on the one connection of this sign-in ----
// Screens subscribe to server events (`update-session`) and to the connection state without owning a
// socket: the connection opened above serves them all, and a reconnect with a new token keeps them.

type Handler = (payload: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
const statusListeners = new Set<(connected: boolean) => void>();
let current: Socket | null = null;

const emitStatus = () => {
  for (const listener of statusListeners) listener(current?.connected ?? false);
};

function attach(socket: Socket) {
  current = socket;
  for (const [event, set] of handlers) for (const handler of set) socket.on(event, handler);
  socket.on('connect', emitStatus);
  socket.on('disconnect', emitStatus);
  emitStatus();
}

function detach(socket: Socket) {
  socket.removeAllListeners();
  if (current === socket) current = null;
  emitStatus();
}

/** Calls `handler` for every `event` the server sends this sign-in; answers the unsubscribe. */
export function subscribe(event: string, handler: Handler): () => void {
  const set = handlers.get(event) ?? new Set<Handler>();
  handlers.set(event, set);
  set.add(handler);
  current?.on(event, handler);
  return () => {
    set.delete(handler);
    current?.off(event, handler);
  };
}

/**
 * Sends `event` on the connection and waits up to `timeoutMs` for the server's acknowledgement.
 * Rejects at once when the connection is down: socket.io would buffer the packet and send it after a
 * reconnect, and callers (the chat's outbox) decide themselves what to send again and when.
 */
export function emitWithAck(event: string, payload: unknown, timeoutMs: number): Promise<unknown> {
  const socket = current;
  if (!socket?.connected) return Promise.reject(new Error('not connected'));
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<unknown>;
}

/** Sends `event` when the connection is up (answers false, sending nothing, when it is down). */
export function emit(event: string, payload: unknown): boolean {
  if (!current?.connected) return false;
  current.emit(event, payload);
  return true;
}

/** Tells `listener` whether the realtime connection is up, now and on every change. */
export function watchConnection(listener: (connected: boolean) => void): () => void {
  statusListeners.add(listener);
  listener(current?.connected ?? false);
  return () => void statusListeners.delete(listener);
}
