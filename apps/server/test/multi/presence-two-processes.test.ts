// Presence across two processes (issue 19 §2): two app instances on one PostgreSQL database and one
// Redis, sharing one test clock. The listener's socket lives on A, the customer's on B; B runs its
// deadline sweeper. A process that dies without a word stops stamping its people, and B ends their
// session once the grace has passed; a process that is alive but late with its heartbeat does not
// lose its people (B asks every live process's room before ending anything).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CALL_RECONNECT_GRACE_SECONDS, messages, type SessionEnded } from '@app/contract';
import { ledgerTransactions } from '../../src/db/schema.ts';
import { findSession } from '../../src/modules/sessions/sessions.repository.ts';
import {
  balanceOfUser,
  createCustomer,
  createOnlineListener,
  createTestClock,
  startSession,
} from '../support/marketplace.ts';
import {
  closeSocketsAfterEach,
  crashApp,
  eventWhere,
  joinAs,
  listenForSockets,
  openSocketAs,
  seenInRoomNow,
} from '../support/chat.ts';
import { createTestApp, openTestDatabase, type TestAppOptions } from '../support/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = await openTestDatabase();
const jwtSecret = crypto.randomBytes(32).toString('hex');
afterAll(() => database.close());
closeSocketsAfterEach();

const uniqueIp = () => `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`;
const from = () => ({ remoteAddress: uniqueIp() });

const start = (clock: ReturnType<typeof createTestClock>, options: Partial<TestAppOptions> = {}) =>
  createTestApp({
    database,
    jwtSecret,
    clock,
    deadlineSweepMs: 0,
    presenceHeartbeatMs: 40,
    env: { REDIS_URL: redisUrl },
    ...options,
  });

const chargesOf = async (sessionId: string) =>
  (
    await database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `session:${sessionId}`))
  ).length;

/** An AUDIO call in progress: the listener's socket joined on `onA`, the customer's on `onB`. */
const callAcross = async (a: Awaited<ReturnType<typeof start>>, urlA: string, urlB: string) => {
  const listener = await createOnlineListener(a, 4, from());
  const customer = await createCustomer(a, 100, from());
  const sessionId = await startSession(a, customer, listener, { mode: 'AUDIO' });
  const l = await openSocketAs(urlA, listener);
  await joinAs(l, 'listener', sessionId);
  const c = await openSocketAs(urlB, customer);
  await joinAs(c, 'customer', sessionId);
  return { listener, customer, sessionId, l, c };
};

describe('presence across two processes', () => {
  it("the listener's process is killed: the other process ends the call after the grace, billed to when they were last seen, once", async () => {
    const clock = createTestClock(new Date('2026-10-01T08:00:00.000Z'));
    const a = await start(clock);
    const b = await start(clock, { deadlineSweepMs: 25 });
    try {
      const urlA = await listenForSockets(a);
      const urlB = await listenForSockets(b);
      const { listener, customer, sessionId, c } = await callAcross(a, urlA, urlB);
      clock.advance(90_000);
      await seenInRoomNow(a, sessionId, listener.id, clock);
      const lastSeen = clock.now();
      const ended = eventWhere<SessionEnded>(c, 'session-ended', (p) => p.sessionId === sessionId, 15_000);
      const callEnded = eventWhere<{ sessionId: string; reason: string }>(
        c,
        'call-ended',
        (p) => p.sessionId === sessionId,
        15_000,
      );
      await crashApp(a);

      clock.advance((CALL_RECONNECT_GRACE_SECONDS - 1) * 1000);
      // One second short of the grace: a sweep leaves the call running.
      await b.app.services.presence.endAbandoned();
      expect((await findSession(database.db, sessionId))?.status).toBe('IN_PROGRESS');

      clock.advance(2000);
      expect(await ended).toEqual({
        sessionId,
        message: messages.chat.sessionEnded.CONNECTION_LOST,
        reason: 'CONNECTION_LOST',
      });
      expect(await callEnded).toEqual({ sessionId, reason: messages.chat.sessionEnded.CONNECTION_LOST });
      expect(await findSession(database.db, sessionId)).toMatchObject({
        status: 'COMPLETED',
        endReason: 'CONNECTION_LOST',
        endedAt: lastSeen,
        // 90 s -> 2 started minutes at 4 coins; the minute of waiting after is not billed.
        billedMinutes: 2,
        coinsCharged: 8,
      });
      expect(await chargesOf(sessionId)).toBe(1);
      expect(await balanceOfUser(b, 'CUSTOMER_WALLET', customer.id)).toBe(92);
    } finally {
      await b.close();
    }
  });

  it('a live process whose heartbeat is late keeps its people: nothing ends', async () => {
    const clock = createTestClock(new Date('2026-10-02T08:00:00.000Z'));
    // A stamps only on join (its heartbeat would come in an hour).
    const a = await start(clock, { presenceHeartbeatMs: 3_600_000 });
    const b = await start(clock);
    try {
      const urlA = await listenForSockets(a);
      const urlB = await listenForSockets(b);
      const { listener, sessionId } = await callAcross(a, urlA, urlB);
      clock.advance(5 * 60_000);
      await b.app.services.presence.endAbandoned();
      expect((await findSession(database.db, sessionId))?.status).toBe('IN_PROGRESS');
      // B found the listener in the room on A, and stamped them.
      await seenInRoomNow(b, sessionId, listener.id, clock);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
