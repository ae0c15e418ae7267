import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import {
  SOCKET_PATH,
  SOCKETS_PER_USER,
  messages,
  socketEvents,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@app/contract';
import type { CurrentUser } from '../lib/current-user.ts';
import { withLocale } from '../lib/locale-context.ts';
import { bearerToken } from '../lib/bearer-token.ts';
import { quitRedis } from '../lib/within.ts';
import type { AppMetrics } from './metrics.ts';
import {
  sessionOfRoom,
  sessionRoom,
  signInRoom,
  userRoom,
  type Realtime,
  type RealtimeRooms,
} from '../realtime/realtime.ts';

/**
 * What the server keeps on each authenticated socket: who opened it (checked at connect), and when it
 * connected (wall-clock ms with a fraction, comparable across processes; see the per-person cap).
 */
export type SocketData = { user: CurrentUser; connectedAt: number };
type InterServerEvents = Record<string, never>;
export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export { userRoom };

/**
 * The adapter publishes without waiting for the answer: a publish that fails (Redis gone longer than
 * the client retries, or the connection closed at shutdown) would be an unhandled rejection, which ends
 * the process. It is logged instead; what a lost fan-out message carried is in the database, and the
 * screens read it again when they reconnect.
 */
export const loggedPublish = (client: Redis, app: FastifyInstance): Redis => {
  const publish = (channel: string, message: string | Buffer): Promise<number> =>
    Redis.prototype.publish.call(client, channel, message);
  const guarded = (channel: string, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      app.log.warn({ err: error }, 'socket fan-out: a Redis publish failed');
      return 0;
    });
  Object.assign(client, { publish: guarded });
  return client;
};

/**
 * The adapter subscribes (and at shutdown unsubscribes) without waiting for the answer either: against a
 * Redis that does not answer, closing the connection rejects those, unhandled. They are logged instead.
 */
const loggedSubscribe = (client: Redis, app: FastifyInstance): Redis => {
  for (const method of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
    const original = (Redis.prototype[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.assign(client, {
      [method]: (...args: unknown[]) => {
        const subscribed = original(...args);
        subscribed.catch((error: unknown) =>
          app.log.warn({ err: error }, `socket fan-out: ${method} failed`),
        );
        return subscribed;
      },
    });
  }
  return client;
};

/**
 * socket.io on the same server and port. Every socket is authenticated with the sign-in token and joins
 * a room per user. With REDIS_URL the Redis adapter fans events out across server processes.
 * Must be attached before `app.ready()` (stack notes). `connections` counts this process's sockets.
 */
export const registerSocket = (
  app: FastifyInstance,
  redisUrl: string | undefined,
  connections: AppMetrics['sockets'],
) => {
  const io: SocketServer = new Server(app.server, { path: SOCKET_PATH, serveClient: false });

  if (redisUrl) {
    const pub = new Redis(redisUrl, { lazyConnect: false });
    const sub = pub.duplicate();
    io.adapter(createAdapter(loggedPublish(pub, app), loggedSubscribe(sub, app)));
    app.addHook('onClose', async () => {
      // The subscriber first: no other process's request arrives to be answered on a closed publisher.
      await quitRedis(sub);
      await quitRedis(pub);
    });
  }

  io.use((socket, next) => {
    const fromAuth: unknown = socket.handshake.auth.token;
    const token =
      typeof fromAuth === 'string' ? fromAuth : bearerToken(socket.handshake.headers.authorization);
    if (!token) return next(new Error(messages.auth.unauthenticated));
    app.authenticate(token).then(
      (user) => {
        // Like every endpoint: an admin without two-step sign-in gets no live updates either.
        if (user.role === 'ADMIN' && !user.twoFactorEnabled) {
          return next(new Error(messages.twoFactor.adminRequired));
        }
        socket.data.user = user;
        void socket.join([userRoom(user.id), signInRoom(token)]);
        next();
      },
      (error: Error) => next(error),
    );
  });

  // At most SOCKETS_PER_USER live sockets per person, on all processes: a socket that finds that many
  // of the person's sockets connected before it leaves, told why. Stamped at connection and counted just
  // after, so any socket connected earlier is seen; sockets connecting at once keep the earliest.
  io.on('connection', (socket) => {
    // Every event is handled in the language the person's account reads (its answers and errors).
    socket.use((_packet, next) => withLocale(socket.data.user.locale, next));
    connections.inc();
    socket.on('disconnect', () => connections.dec());
    const connectedAt = performance.timeOrigin + performance.now();
    socket.data.connectedAt = connectedAt;
    io.in(userRoom(socket.data.user.id))
      .fetchSockets()
      .then((sockets) => {
        const earlier = sockets.filter(
          (other) =>
            other.id !== socket.id &&
            (other.data.connectedAt < connectedAt ||
              (other.data.connectedAt === connectedAt && other.id < socket.id)),
        );
        if (earlier.length < SOCKETS_PER_USER) return;
        socket.emit(socketEvents.server.err, { message: messages.chat.tooManyConnections });
        socket.disconnect(true);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'socket count failed; the socket stays'));
  });

  app.decorate('io', io);
  const realtime: Realtime = {
    signOut: (userId, reason, options = {}) => {
      const kept = options.keepToken ? [signInRoom(options.keepToken)] : [];
      io.to(userRoom(userId)).except(kept).emit(socketEvents.server.signedOut, { reason });
      io.in(userRoom(userId)).except(kept).disconnectSockets(true);
    },
    notify: (userIds, event, payload) => {
      // socket.io's typed emit cannot follow a generic event name; the Realtime signature checks it.
      (io.to(userIds.map(userRoom)).emit as (event: string, payload: unknown) => boolean)(event, payload);
    },
  };
  app.addHook('preClose', async () => {
    await io.close();
  });
  return realtime;
};

/** Who is in which session room: across processes for one room, this process's own sockets for all. */
export const socketRooms = (io: SocketServer): RealtimeRooms => ({
  usersInSessionRoom: async (sessionId) => {
    const sockets = await io.in(sessionRoom(sessionId)).fetchSockets();
    return [...new Set(sockets.map((socket) => socket.data.user.id))];
  },
  isConnected: async (userId) => (await io.in(userRoom(userId)).fetchSockets()).length > 0,
  localSockets: () =>
    [...io.of('/').sockets.values()].map((socket) => ({
      userId: socket.data.user.id,
      role: socket.data.user.role,
      sessionIds: [...socket.rooms].flatMap((room) => sessionOfRoom(room) ?? []),
    })),
});

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
  }
}
