// A real socket.io server on a free port with the handshake of apps/server's socket plugin: the token
// in `handshake.auth.token` must be one the test allowed, and each socket joins its user's room
// (`user:<id>`). Tests push with `io.to('user:<id>').emit(...)`; the chat and call test servers build
// their protocols on it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { messages, SOCKET_PATH } from '@app/contract';

type SocketData = { userId: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test server takes any event, like apps/server's
type AnyEvents = Record<string, (...args: any[]) => void>;

export async function startSocketTestServer() {
  const http = createServer();
  const io = new Server<AnyEvents, AnyEvents, AnyEvents, SocketData>(http, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: true },
  });
  /** token -> user id */
  const tokens = new Map<string, string>();
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    const userId = typeof token === 'string' ? tokens.get(token) : undefined;
    if (!userId) return next(new Error(messages.auth.sessionExpired));
    socket.data.userId = userId;
    void socket.join(`user:${userId}`);
    next();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  return {
    http,
    io,
    port,
    url: `http://127.0.0.1:${port}`,
    /** Lets sockets with this token in, as this user. */
    allow: (token: string, userId: string) => tokens.set(token, userId),
    close: () => io.close(),
  };
}

export type SocketTestServer = Awaited<ReturnType<typeof startSocketTestServer>>;
