import crypto from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterEach, expect } from 'vitest';
import type { ChatMessage, SendMessageAck, SocketAck } from '@app/contract';
import { roomPresenceOf } from '../../src/modules/presence/presence.repository.ts';
import type { TestApp } from './test-app.ts';
import { openTestSocket } from './sockets.ts';
import { createCustomer, createOnlineListener, listenerAction, requestBody } from './marketplace.ts';

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

/** The stored message of an acknowledgement that must be positive. */
export const storedOf = (ack: SendMessageAck) => {
  if (!ack.ok) throw new Error(`message refused: ${ack.message}`);
  return ack.message;
};

/** The next `event` on `socket` (fails after `ms`). */
export const nextEvent = <T = unknown>(socket: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** The first `event` on `socket` whose payload satisfies `match` (fails after `ms`). */
export const eventWhere = <T = unknown>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean,
  ms = 5000,
) =>
  new Promise<T>((resolve, reject) => {
    const onEvent = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, onEvent);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    socket.on(event, onEvent);
  });

/** Collects every `event` on `socket` from now on. */
export const collect = <T = unknown>(socket: Socket, event: string) => {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
};

/**
 * Waits until everything the server (`io` of the process holding the socket) had sent to `socket`
 * before this call has arrived: the server emits a marker to that one socket, and one connection
 * delivers in order. Proves an event did NOT come without sleeping for it.
 */
export const drain = async (io: TestApp['app']['io'], socket: Socket, ms = 5000) => {
  const marker = crypto.randomUUID();
  const arrived = eventWhere<string>(socket, 'test-drain', (payload) => payload === marker, ms);
  // Not a contract event: only this test helper listens for it.
  (io.to(socket.id ?? '').emit as (event: string, payload: unknown) => boolean)('test-drain', marker);
  await arrived;
};

/**
 * Stops an app the way a killed process stops: its sockets go without its disconnect handlers running
 * (nobody is stamped as leaving, nobody is told), its timers stop, and it never sweeps again.
 */
export const crashApp = async (t: TestApp) => {
  for (const socket of t.app.io.of('/').sockets.values()) socket.removeAllListeners('disconnect');
  await t.close();
};

/** Waits until `userId` was last seen in the session's room at the clock's current time. */
export const seenInRoomNow = (t: TestApp, sessionId: string, userId: string, clock: { now: () => Date }) =>
  expect
    .poll(async () => (await roomPresenceOf(t.database.db, sessionId)).get(userId)?.getTime(), {
      timeout: 10_000,
    })
    .toBe(clock.now().getTime());

const openSockets = new Set<Socket>();

/** A real client socket for `who` (closed after the test that opened it). */
export const openSocketAs = async (baseUrl: string, who: { token: string }) => {
  const socket = await openTestSocket(baseUrl, who.token);
  openSockets.add(socket);
  return socket;
};

/** Closes every socket a test opened with openSocketAs once it ends (call once per file). */
export const closeSocketsAfterEach = () =>
  afterEach(() => {
    for (const socket of openSockets) socket.close();
    openSockets.clear();
  });

type Person = { id: string; token: string };
export type Stage = 'pending' | 'accepted' | 'in-progress';
type PairOptions = {
  coins?: number;
  coinsPerMinute?: number;
  /** Where each sign-in comes from (multi-process tests: a fresh address each). */
  signInFrom?: () => { remoteAddress: string };
};

/**
 * A new listener (online, `coinsPerMinute`) and customer (`coins` in the wallet) with a session taken
 * to `stage` through the REST calls.
 */
export const createSessionAt = async (t: TestApp, stage: Stage, options: PairOptions = {}) => {
  const listener = await createOnlineListener(t, options.coinsPerMinute ?? 2, options.signInFrom?.());
  const customer = await createCustomer(t, options.coins ?? 100, options.signInFrom?.());
  const requested = await t.post('/sessions/request', requestBody(listener.id), customer.token);
  if (requested.status !== 200) throw new Error(`request failed: ${requested.text}`);
  const sessionId = (requested.body.data as { id: string }).id;
  const steps = {
    pending: [],
    accepted: ['accept-session-request'],
    'in-progress': ['accept-session-request', 'start-session'],
  } as const;
  for (const step of steps[stage]) {
    const done = await listenerAction(t, step, sessionId, listener.token);
    if (done.status !== 200) throw new Error(`${step} failed: ${done.text}`);
  }
  return { listener, customer, sessionId };
};

/** Joins `socket` to a session room as `role`; fails unless the server accepts. */
export const joinAs = async (socket: Socket, role: 'listener' | 'customer', sessionId: string) => {
  const answer = await emitAck(socket, role === 'listener' ? 'join-as-listener' : 'join-as-customer', {
    sessionId,
  });
  if (!answer.ok) throw new Error(`join as ${role} refused: ${answer.message}`);
  return answer;
};

/** Both people of a session at `stage`, each with one socket joined to its room. */
export const createJoinedPair = async (
  t: TestApp,
  baseUrl: string,
  stage: Stage = 'in-progress',
  options: PairOptions = {},
) => {
  const pair = await createSessionAt(t, stage, options);
  const l = await openSocketAs(baseUrl, pair.listener);
  const c = await openSocketAs(baseUrl, pair.customer);
  await joinAs(l, 'listener', pair.sessionId);
  await joinAs(c, 'customer', pair.sessionId);
  return { ...pair, l, c };
};

type Data<T> = { data: T };

/** The session's messages as the listener's REST view carries them (session-data-listener). */
export const listenerHistory = async (t: TestApp, sessionId: string, listener: Person) => {
  const res = await listenerAction(t, 'session-data-listener', sessionId, listener.token);
  if (res.status !== 200) throw new Error(`session-data-listener failed: ${res.text}`);
  return (res.body as Data<{ sessionMessages: ChatMessage[] }>).data.sessionMessages;
};

/** The session's messages as the customer's REST view carries them (GET /sessions/mine/:id). */
export const customerHistory = async (t: TestApp, sessionId: string, customer: Person) => {
  const res = await t.get(`/sessions/mine/${sessionId}`, customer.token);
  if (res.status !== 200) throw new Error(`customer session failed: ${res.text}`);
  return (res.body as Data<{ sessionMessages: ChatMessage[] }>).data.sessionMessages;
};
