import crypto from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { SendMessageAck, SocketAck } from '@app/contract';
import type { TestApp } from './test-app.ts';
import { openTestSocket } from './sockets.ts';

/** The test app listening on a real port (sockets need one); answers its base URL. */
export const listenForSockets = async (t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

/** Emits with an acknowledgement and waits for it (fails the test after `ms`). */
export const emitAck = <T = SocketAck>(socket: Socket, event: string, payload: unknown, ms = 5000) =>
  socket.timeout(ms).emitWithAck(event, payload) as Promise<T>;

/** Sends one chat message and answers the server's acknowledgement. */
export const sendMessage = (
  socket: Socket,
  sessionId: string,
  message: string,
  clientMessageId: string = crypto.randomUUID(),
) => emitAck<SendMessageAck>(socket, 'send_message', { sessionId, message, clientMessageId });

/** The next `event` on `socket` (fails after `ms`). */
export const nextEvent = <T = unknown>(socket: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** Collects every `event` on `socket` from now on. */
export const collect = <T = unknown>(socket: Socket, event: string) => {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
};

export const openSocketAs = (baseUrl: string, who: { token: string }) => openTestSocket(baseUrl, who.token);
