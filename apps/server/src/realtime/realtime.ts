import crypto from 'node:crypto';
import type { Role, ServerToClientEvents } from '@app/contract';

type EventName = keyof ServerToClientEvents;
type PayloadOf<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** What services may ask of the realtime layer (implemented by plugins/socket.ts). */
export type Realtime = {
  /**
   * Tells every socket of the user (on any process) that the sign-in ended, then disconnects them;
   * `keepToken` spares the sockets opened with that token (the sign-in that asked for the change).
   */
  signOut: (userId: string, reason: string, options?: { keepToken?: string }) => void;
  /** Sends one event to every socket of each user (on any process). */
  notify: <E extends EventName>(userIds: string[], event: E, payload: PayloadOf<E>) => void;
};

/** One socket this process holds: whose it is and the session rooms it joined. */
export type LocalSocket = { userId: string; role: Role; sessionIds: string[] };

/** What the presence module asks of the realtime layer (implemented by plugins/socket.ts). */
export type RealtimeRooms = {
  /** The people with a socket in a session's room, on any live process (each process is asked). */
  usersInSessionRoom: (sessionId: string) => Promise<string[]>;
  /** Whether the person has any live socket (a console open), on any live process. */
  isConnected: (userId: string) => Promise<boolean>;
  /** The sockets this process holds (the presence heartbeat stamps them). */
  localSockets: () => LocalSocket[];
};

/** The socket.io room every socket of one user joins. */
export const userRoom = (userId: string) => `user:${userId}`;

/** The room of the sockets opened with one sign-in token (a digest: the token never names a room). */
export const signInRoom = (token: string) =>
  `signin:${crypto.createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;

/** The room of one session's sockets: only its listener and customer join it (checked at join). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The session of a session room's name; undefined for any other room. */
export const sessionOfRoom = (room: string) =>
  room.startsWith('session:') ? room.slice('session:'.length) : undefined;
