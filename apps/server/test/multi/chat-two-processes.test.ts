// Realtime chat across two server processes (issue 9 §3): two app instances on one PostgreSQL database
// and one Redis, as two processes would run, sharing one test clock. The listener's sockets live on one
// process, the customer's on the other; everything must reach across.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRESENCE_GRACE_SECONDS,
  SOCKETS_PER_USER,
  messages,
  type ChatMessage,
  type PublicListener,
  type SessionEnded,
  type SessionRequestPush,
  type SessionUpdate,
} from '@app/contract';
import { listenerProfiles } from '../../src/db/schema.ts';
import { sessionRoom, userRoom } from '../../src/realtime/realtime.ts';
import {
  createCustomer,
  createOnlineListener,
  createTestClock,
  requestBody,
} from '../support/marketplace.ts';
import {
  closeSocketsAfterEach,
  collect,
  createSessionAt,
  customerHistory,
  drain,
  eventWhere,
  joinAs,
  listenForSockets,
  listenerHistory,
  nextEvent,
  openSocketAs,
  sendMessage,
  storedOf,
} from '../support/chat.ts';
import { createTestApp, openTestDatabase } from '../support/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = await openTestDatabase();
const jwtSecret = crypto.randomBytes(32).toString('hex');
const clock = createTestClock();
const options = {
  database,
  jwtSecret,
  clock,
  deadlineSweepMs: 0,
  presenceHeartbeatMs: 40,
  env: { REDIS_URL: redisUrl },
};
const a = await createTestApp(options);
const b = await createTestApp(options);
const urlA = await listenForSockets(a);
const urlB = await listenForSockets(b);
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
});
closeSocketsAfterEach();

// A fresh client address per sign-in: the per-IP limit's counters live in the Redis every test file and
// run on this machine shares.
const uniqueIp = () => `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`;
const signInFrom = () => ({ remoteAddress: uniqueIp() });

beforeAll(async () => {
  // Both processes' Redis subscriptions are up: an emit on A reaches a socket held by B, and back.
  const customer = await createCustomer(a, 0, signInFrom());
  for (const [from, to] of [
    [a, urlB],
    [b, urlA],
  ] as const) {
    const socket = await openSocketAs(to, customer);
    for (let attempt = 0; ; attempt += 1) {
      const heard = nextEvent(socket, 'err', 100).then(
        () => true,
        () => false,
      );
      from.app.io.to(userRoom(customer.id)).emit('err', { message: 'warm-up' });
      if (await heard) break;
      if (attempt > 100) throw new Error('the Redis adapter never carried an event across');
    }
    socket.close();
  }
});

/** A session taken to `stage` (REST on A), the listener's socket joined on A, the customer's on B. */
const pairAcross = async (stage: 'pending' | 'accepted' | 'in-progress' = 'in-progress', coins = 100) => {
  const pair = await createSessionAt(a, stage, { coins, coinsPerMinute: 4, signInFrom });
  const l = await openSocketAs(urlA, pair.listener);
  await joinAs(l, 'listener', pair.sessionId);
  const customerJoined = nextEvent(l, 'customer-joined');
  const c = await openSocketAs(urlB, pair.customer);
  const listenerInRoom = nextEvent(c, 'connected-to-room');
  await joinAs(c, 'customer', pair.sessionId);
  expect(await customerJoined).toEqual({ sessionId: pair.sessionId });
  expect(await listenerInRoom).toMatchObject({ sessionId: pair.sessionId });
  return { ...pair, l, c };
};

describe('chat across two processes', () => {
  it('messages go both ways, stored once and in order, visible over REST on either process', async () => {
    const { listener, customer, sessionId, l, c } = await pairAcross();
    const atListener = collect<ChatMessage>(l, 'message');
    const atCustomer = collect<ChatMessage>(c, 'message');
    const written: string[] = [];
    for (let turn = 0; turn < 8; turn += 1) {
      const [from, to] = turn % 2 === 0 ? [c, l] : [l, c];
      const text = `turn ${turn} ${turn % 2 === 0 ? 'from B' : 'from A'}`;
      const arrived = eventWhere<ChatMessage>(to, 'message', (m) => m.message === text);
      const stored = storedOf(await sendMessage(from, sessionId, text));
      expect(await arrived).toEqual(stored);
      written.push(text);
    }
    clock.advance(1000);
    // A retry on the other process's socket is the same message.
    const first = atCustomer[0];
    if (!first) throw new Error('the customer heard nothing');
    const retriedOnA = await openSocketAs(urlA, customer);
    expect(storedOf(await sendMessage(retriedOnA, sessionId, first.message, first.clientMessageId))).toEqual(
      first,
    );

    await expect.poll(() => atListener.length).toBeGreaterThanOrEqual(8);
    expect(atListener.slice(0, 8).map((m) => m.message)).toEqual(written);
    expect(atCustomer.slice(0, 8).map((m) => m.message)).toEqual(written);
    for (const t of [a, b]) {
      expect((await customerHistory(t, sessionId, customer)).map((m) => m.message)).toEqual(written);
      expect((await listenerHistory(t, sessionId, listener)).map((m) => m.message)).toEqual(written);
    }
  });

  it('the send limit is per person across processes: 5 a second over their sockets on A and on B', async () => {
    const { customer, sessionId, c } = await pairAcross();
    clock.advance(1000);
    const onA = await openSocketAs(urlA, customer);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await sendMessage(c, sessionId, `on B ${i}`));
    for (let i = 0; i < 3; i += 1) answers.push(await sendMessage(onA, sessionId, `on A ${i}`));
    expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true);
    expect(answers[5]).toEqual({ ok: false, message: messages.chat.tooFast });
    clock.advance(1000);
    // At once from both processes: 5 of 16 go.
    const burst = await Promise.all(
      [c, onA].flatMap((socket) =>
        Array.from({ length: 8 }, (_, i) => sendMessage(socket, sessionId, `b${i}`)),
      ),
    );
    expect(burst.filter((answer) => answer.ok)).toHaveLength(5);
    expect(burst.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 11 }, () => ({ ok: false, message: messages.chat.tooFast })),
    );
    expect(await customerHistory(b, sessionId, customer)).toHaveLength(10);
  });

  it('one person keeps at most SOCKETS_PER_USER sockets over both processes', async () => {
    const customer = await createCustomer(a, 0, signInFrom());
    const onA = [];
    for (let i = 0; i < SOCKETS_PER_USER; i += 1) onA.push(await openSocketAs(urlA, customer));
    await expect
      .poll(async () => (await b.app.io.in(userRoom(customer.id)).fetchSockets()).length)
      .toBe(SOCKETS_PER_USER);
    const onB = await openSocketAs(urlB, customer);
    const told = nextEvent<{ message: string }>(onB, 'err').catch(() => null);
    await expect.poll(() => onB.connected).toBe(false);
    expect(onA.every((socket) => socket.connected)).toBe(true);
    expect(await told).toEqual({ message: messages.chat.tooManyConnections });
  });

  it("the customer's end on B reaches the listener on A, and both get update-session", async () => {
    const { sessionId, l, c } = await pairAcross();
    const heard = [l, c].map((socket) =>
      Promise.all([
        nextEvent<SessionEnded>(socket, 'session-ended'),
        eventWhere<SessionUpdate>(socket, 'update-session', (u) => u.session.status === 'COMPLETED'),
      ]),
    );
    clock.advance(2 * 60_000);
    expect(await c.timeout(5000).emitWithAck('end-session', { sessionId })).toEqual({
      ok: true,
      status: 'COMPLETED',
    });
    for (const [ended, updated] of await Promise.all(heard)) {
      expect(ended).toEqual({
        sessionId,
        reason: 'ENDED_BY_CUSTOMER',
        message: messages.liveSession.closedByCustomer,
      });
      expect(updated.session).toMatchObject({
        id: sessionId,
        endReason: 'ENDED_BY_CUSTOMER',
        timeInMinutes: 2,
      });
    }
  });

  it("the listener's close on A and a run-out swept by either process reach the customer on B", async () => {
    const closed = await pairAcross();
    const closeHeard = nextEvent<SessionEnded>(closed.c, 'session-ended');
    expect(
      await closed.l.timeout(5000).emitWithAck('close-session', { sessionId: closed.sessionId }),
    ).toEqual({
      ok: true,
      status: 'COMPLETED',
    });
    expect(await closeHeard).toMatchObject({ reason: 'CLOSED_BY_LISTENER' });

    // 4 coins at 4 a minute: one minute.
    const running = await pairAcross('in-progress', 4);
    const heard = [running.l, running.c].map((socket) => nextEvent<SessionEnded>(socket, 'session-ended'));
    clock.advance(61_000);
    const swept = await Promise.all([
      a.app.services.sessions.runDueDeadlines(),
      b.app.services.sessions.runDueDeadlines(),
    ]);
    expect(swept.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    for (const ended of await Promise.all(heard)) {
      expect(ended).toEqual({
        sessionId: running.sessionId,
        reason: 'INSUFFICIENT_BALANCE',
        message: 'Insufficient balance',
      });
    }
    const ends = [collect(running.l, 'session-ended'), collect(running.c, 'session-ended')];
    await drain(a.app.io, running.l);
    await drain(b.app.io, running.c);
    expect(ends.flat()).toEqual([]);
  });

  it('participant-disconnected crosses processes, and waits for the last tab wherever it is', async () => {
    const { customer, sessionId, l, c } = await pairAcross();
    // A second customer tab, on A.
    const tabOnA = await openSocketAs(urlA, customer);
    await joinAs(tabOnA, 'customer', sessionId);
    const atListener = collect(l, 'participant-disconnected');

    // The tab on B goes; B asks A and finds the customer still there.
    c.close();
    await expect.poll(async () => (await b.app.io.in(sessionRoom(sessionId)).fetchSockets()).length).toBe(2);
    await drain(b.app.io, l);
    expect(atListener).toEqual([]);

    const gone = nextEvent(l, 'participant-disconnected');
    tabOnA.close();
    expect(await gone).toEqual({ sessionId, role: 'customer' });

    // The customer back on B; the listener on A goes: B's customer hears it.
    const back = await openSocketAs(urlB, customer);
    await joinAs(back, 'customer', sessionId);
    const listenerGone = nextEvent(back, 'participant-disconnected');
    l.close();
    expect(await listenerGone).toEqual({ sessionId, role: 'listener' });
  });

  it("a request made on B reaches the listener's tabs on both processes", async () => {
    const listener = await createOnlineListener(a, 4, signInFrom());
    const customer = await createCustomer(a, 50, signInFrom());
    const tabs = [await openSocketAs(urlA, listener), await openSocketAs(urlB, listener)];
    const pushed = tabs.map((socket) => nextEvent<SessionRequestPush>(socket, 'session-request'));
    const requested = await b.post('/sessions/request', requestBody(listener.id), customer.token);
    expect(requested.status).toBe(200);
    const id = (requested.body.data as { id: string }).id;
    for (const push of await Promise.all(pushed))
      expect(push.session).toMatchObject({ id, status: 'pending' });
  });

  it('presence: a socket on A keeps the listener online on B; offline 2 minutes after it goes; back via B', async () => {
    const grace = PRESENCE_GRACE_SECONDS * 1000;
    const listener = await createOnlineListener(a, 4, signInFrom());
    const customer = await createCustomer(a, 50, signInFrom());
    const presenceOnB = async () =>
      ((await b.get(`/directory/listeners/${listener.id}`, customer.token)).body.data as PublicListener)
        .presence;
    const lastSeen = async () => {
      const [row] = await database.db
        .select({ at: listenerProfiles.lastSeenAt })
        .from(listenerProfiles)
        .where(eq(listenerProfiles.userId, listener.id));
      return row?.at?.getTime();
    };
    const seenNow = () => expect.poll(lastSeen).toBe(clock.now().getTime());

    const onA = await openSocketAs(urlA, listener);
    await seenNow();
    // A's heartbeat carries them across most of two grace periods.
    for (let step = 0; step < 2; step += 1) {
      clock.advance(grace - 10_000);
      await seenNow();
      expect(await presenceOnB()).toBe('online');
    }
    onA.close();
    await expect.poll(async () => (await b.app.io.in(userRoom(listener.id)).fetchSockets()).length).toBe(0);
    clock.advance(grace - 1000);
    expect(await presenceOnB()).toBe('online');
    clock.advance(2000);
    expect(await presenceOnB()).toBe('offline');
    const refused = await b.post('/sessions/request', requestBody(listener.id), customer.token);
    expect(refused.body).toMatchObject({ message: messages.sessions.listenerOffline });

    await openSocketAs(urlB, listener);
    await seenNow();
    expect(await presenceOnB()).toBe('online');
    expect((await a.post('/sessions/request', requestBody(listener.id), customer.token)).status).toBe(200);
  });
});
