import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { SOCKET_PATH, socketEvents, type Role } from '@app/contract';

/** What the server keeps on each authenticated socket. */
export type SocketData = { userId: string; role: Role };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- event maps are typed with the session capability
type AnyEvents = Record<string, (...args: any[]) => void>;
export type SocketServer = Server<AnyEvents, AnyEvents, AnyEvents, SocketData>;

export const userRoom = (userId: string) => `user:${userId}`;

/** What services may ask of the realtime layer. */
export type Realtime = {
  /** Tells every socket of the user (on any process) that the sign-in ended, then disconnects them. */
  signOut: (userId: string, reason: string) => void;
};

/**
 * socket.io on the same server and port. Every socket is authenticated with the sign-in token and joins
 * a room per user. With REDIS_URL the Redis adapter fans events out across server processes.
 * Must be attached before `app.ready()` (stack notes).
 */
export const registerSocket = (app: FastifyInstance, redisUrl: string | undefined) => {
  const io: SocketServer = new Server(app.server, { path: SOCKET_PATH, serveClient: false });

  if (redisUrl) {
    const pub = new Redis(redisUrl, { lazyConnect: false });
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (typeof token !== 'string') return next(new Error('Please sign in to continue.'));
    app.authenticate(token).then(
      (user) => {
        socket.data.userId = user.id;
        socket.data.role = user.role;
        void socket.join(userRoom(user.id));
        next();
      },
      (error: Error) => next(error),
    );
  });

  app.decorate('io', io);
  const realtime: Realtime = {
    signOut: (userId, reason) => {
      io.to(userRoom(userId)).emit(socketEvents.server.signedOut, { reason });
      io.in(userRoom(userId)).disconnectSockets(true);
    },
  };
  app.addHook('preClose', async () => {
    await io.close();
  });
  return realtime;
};

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
  }
}
