// @module-tag embedded
// Presence survives a killed process (issue 19 §2): the process holding both people's sockets dies
// without a word (no disconnect handler runs, nothing is stamped on the way out); another process,
// started later on the same database, ends the session once its people have been quiet for the grace,
// billed up to the moment they were last seen. The clock is moved, never slept.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CALL_RECONNECT_GRACE_SECONDS, CHAT_RECONNECT_GRACE_SECONDS } from '@app/contract';
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
  createJoinedPair,
  joinAs,
  listenForSockets,
  openSocketAs,
  seenInRoomNow,
} from '../support/chat.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../support/test-app.ts';

const database = await openTestDatabase();
const jwtSecret = crypto.randomBytes(32).toString('hex');
afterAll(() => database.close());
closeSocketsAfterEach();

const chargesOf = async (sessionId: string) =>
  (
    await database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `session:${sessionId}`))
  ).length;

/** A process with a fast heartbeat and no sweeper of its own (the test sweeps when it chooses). */
const startProcess = (clock: ReturnType<typeof createTestClock>) =>
  createTestApp({ database, jwtSecret, clock, deadlineSweepMs: 0, presenceHeartbeatMs: 40 });

describe('a process killed under a running session', () => {
  it('a chat ends CONNECTION_LOST on another process after the chat grace, billed to when its people were last seen, once', async () => {
    const clock = createTestClock(new Date('2026-09-01T08:00:00.000Z'));
    const a = await startProcess(clock);
    const { listener, customer, sessionId } = await createJoinedPair(
      a,
      await listenForSockets(a),
      'in-progress',
      {
        coins: 100,
        coinsPerMinute: 4,
      },
    );
    // 2.5 minutes of chat; A's heartbeat stamps both people at the moved clock.
    clock.advance(150_000);
    await seenInRoomNow(a, sessionId, listener.id, clock);
    await seenInRoomNow(a, sessionId, customer.id, clock);
    const lastSeen = clock.now();
    await crashApp(a);

    const b = await startProcess(clock);
    try {
      clock.advance((CHAT_RECONNECT_GRACE_SECONDS - 1) * 1000);
      await b.app.services.presence.endAbandoned();
      expect((await findSession(database.db, sessionId))?.status).toBe('IN_PROGRESS');

      clock.advance(2000);
      await Promise.all([b.app.services.presence.endAbandoned(), b.app.services.presence.endAbandoned()]);
      await b.app.services.presence.endAbandoned();
      const seen = (await b.get(`/sessions/mine/${sessionId}`, customer.token)).body.data;
      expect(seen).toMatchObject({
        status: 'COMPLETED',
        endReason: 'CONNECTION_LOST',
        endedAt: lastSeen.toISOString(),
        // 150 s -> 3 started minutes at 4 coins; the minute of silence after is not billed.
        timeInMinutes: 3,
        coinsCharged: 12,
        walletBalance: 88,
      });
      expect(await chargesOf(sessionId)).toBe(1);
      expect(await balanceOfUser(b, 'CUSTOMER_WALLET', customer.id)).toBe(88);
      // 60% of 12, rounded down.
      expect(await balanceOfUser(b, 'LISTENER_EARNINGS', listener.id)).toBe(7);
    } finally {
      await b.close();
    }
  });

  it('a call and a chat whose listener never came back both end after the one-minute grace (issue 23 §3: chat as for calls)', async () => {
    const clock = createTestClock(new Date('2026-09-02T08:00:00.000Z'));
    const a = await startProcess(clock);
    const url = await listenForSockets(a);
    const pairIn = async (t: TestApp, mode: 'AUDIO' | 'CHAT') => {
      const listener = await createOnlineListener(t, 2);
      const customer = await createCustomer(t, 100);
      const sessionId = await startSession(t, customer, listener, { mode });
      await joinAs(await openSocketAs(url, listener), 'listener', sessionId);
      await joinAs(await openSocketAs(url, customer), 'customer', sessionId);
      return { listener, customer, sessionId };
    };
    const call = await pairIn(a, 'AUDIO');
    const chat = await pairIn(a, 'CHAT');
    clock.advance(20_000);
    await seenInRoomNow(a, call.sessionId, call.listener.id, clock);
    await seenInRoomNow(a, chat.sessionId, chat.listener.id, clock);
    await crashApp(a);

    const b = await startProcess(clock);
    try {
      expect(CHAT_RECONNECT_GRACE_SECONDS).toBe(CALL_RECONNECT_GRACE_SECONDS);
      clock.advance((CALL_RECONNECT_GRACE_SECONDS - 1) * 1000);
      await b.app.services.presence.endAbandoned();
      expect((await findSession(database.db, call.sessionId))?.status).toBe('IN_PROGRESS');
      expect((await findSession(database.db, chat.sessionId))?.status).toBe('IN_PROGRESS');
      clock.advance(2000);
      await b.app.services.presence.endAbandoned();
      // 20 s seen -> 1 started minute at 2 coins, for each; the minute of silence is not billed.
      for (const { sessionId } of [call, chat]) {
        expect(await findSession(database.db, sessionId)).toMatchObject({
          status: 'COMPLETED',
          endReason: 'CONNECTION_LOST',
          billedMinutes: 1,
          coinsCharged: 2,
        });
      }
    } finally {
      await b.close();
    }
  });
});
