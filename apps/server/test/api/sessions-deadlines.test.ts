// Deadlines live in the database: a server that starts after another one stopped honours the deadlines
// of sessions the first one started (run-out, request expiry), through its own sweeper.
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX, messages } from '@app/contract';
import {
  balanceOfUser,
  createCustomer,
  createOnlineListener,
  createTestClock,
  creditLikePurchase,
  requestBody,
  stampConsolePresence,
  startSession,
} from '../support/marketplace.ts';
import { createTestApp, openTestDatabase, type TestApp } from '../support/test-app.ts';

const database = await openTestDatabase();
const jwtSecret = crypto.randomBytes(32).toString('hex');
afterAll(() => database.close());

type Session = Record<string, unknown> & { id: string; status: string };

/** Polls the customer's view of a session until `done` holds (the sweeper works on its own timer). */
const waitForSession = async (t: TestApp, id: string, token: string, done: (s: Session) => boolean) => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const session = (await t.get(`/sessions/mine/${id}`, token)).body.data as Session;
    if (done(session) || Date.now() > deadline) return session;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('deadlines across a restart', () => {
  it('a new process ends a running session at run-out and bills exactly the covered minutes', async () => {
    const clock = createTestClock();
    // Process A: no sweeper, so nothing ends the session while it is up.
    const a = await createTestApp({ database, jwtSecret, clock, deadlineSweepMs: 0 });
    const listener = await createOnlineListener(a, 4);
    const customer = await createCustomer(a, 30);
    const id = await startSession(a, customer, listener);
    const running = (await a.get(`/sessions/mine/${id}`, customer.token)).body.data as Session;
    // 30 coins at 4 a minute: 7 minutes covered, 2 coins left over.
    expect(Date.parse(running.runsOutAt as string) - Date.parse(running.startedAt as string)).toBe(
      7 * 60_000,
    );
    await a.close();

    // The clock passes run-out while no process is up; process B starts with its sweeper on.
    clock.advance(30 * 60_000);
    const b = await createTestApp({ database, jwtSecret, clock, deadlineSweepMs: 25 });
    try {
      const ended = await waitForSession(b, id, customer.token, (s) => s.status !== 'IN_PROGRESS');
      expect(ended).toMatchObject({
        status: 'COMPLETED',
        endReason: 'INSUFFICIENT_BALANCE',
        endedAt: running.runsOutAt,
        timeInMinutes: 7,
        coinsCharged: 28,
        walletBalance: 2,
      });
      expect(await balanceOfUser(b, 'CUSTOMER_WALLET', customer.id)).toBe(2);
      // 60% of 28, rounded down.
      expect(await balanceOfUser(b, 'LISTENER_EARNINGS', listener.id)).toBe(16);
      // Ended once: a later sweep finds nothing, a later close bills nothing more.
      expect(await b.app.services.sessions.runDueDeadlines()).toBe(0);
      const closed = await b.call('GET', `${API_PREFIX}/sessions/close-session?id=${id}`, {
        token: listener.token,
      });
      expect(closed.body.data).toMatchObject({ status: 'COMPLETED', timeInMinutes: 7 });
      expect(await balanceOfUser(b, 'CUSTOMER_WALLET', customer.id)).toBe(2);
    } finally {
      await b.close();
    }
  });

  it('a new process expires a pending request the old one took', async () => {
    const clock = createTestClock(new Date('2026-07-01T08:00:00.000Z'));
    const a = await createTestApp({ database, jwtSecret, clock, deadlineSweepMs: 0 });
    const listener = await createOnlineListener(a, 4);
    const customer = await createCustomer(a, 30);
    const requested = await a.post('/sessions/request', requestBody(listener.id), customer.token);
    const session = requested.body.data as Session;
    expect(session.status).toBe('pending');
    await a.close();

    clock.advance(a.config.billing.sessionRequestTtlSeconds * 1000);
    const b = await createTestApp({ database, jwtSecret, clock, deadlineSweepMs: 25 });
    try {
      const expired = await waitForSession(b, session.id, customer.token, (s) => s.status !== 'pending');
      expect(expired).toMatchObject({
        status: 'CANCELLED',
        endReason: 'EXPIRED',
        endedAt: session.expiresAt,
        coinsCharged: 0,
      });
      expect(await balanceOfUser(b, 'CUSTOMER_WALLET', customer.id)).toBe(30);
      const pending = await b.get('/sessions/all-pending-sessions', listener.token);
      expect(pending.body).toMatchObject({ data: { totalRows: 0 } });
    } finally {
      await b.close();
    }
  });
});

describe('coins and the run-out moment', () => {
  it('coins bought during a session move its run-out; coins bought after it ran out do not revive it', async () => {
    const clock = createTestClock(new Date('2026-08-01T08:00:00.000Z'));
    const t = await createTestApp({ database, jwtSecret, clock, deadlineSweepMs: 0 });
    try {
      const listener = await createOnlineListener(t, 4);
      const customer = await createCustomer(t, 8);
      const id = await startSession(t, customer, listener);
      const view = async () => (await t.get(`/sessions/mine/${id}`, customer.token)).body.data as Session;
      const startedAt = Date.parse((await view()).startedAt as string);
      expect(Date.parse((await view()).runsOutAt as string) - startedAt).toBe(2 * 60_000);

      clock.advance(60_000);
      await creditLikePurchase(t, customer.id, 4, clock.now());
      expect(Date.parse((await view()).runsOutAt as string) - startedAt).toBe(3 * 60_000);

      // Run-out passes before any sweep; then coins arrive. The session ended at run-out all the same.
      clock.advance(3 * 60_000);
      await creditLikePurchase(t, customer.id, 40, clock.now());
      await t.app.services.sessions.runDueDeadlines();
      expect(await view()).toMatchObject({
        status: 'COMPLETED',
        endReason: 'INSUFFICIENT_BALANCE',
        timeInMinutes: 3,
        coinsCharged: 12,
        walletBalance: 40,
      });
    } finally {
      await t.close();
    }
  });

  it('a request right after the open session ran out is judged on the wallet that session left', async () => {
    const clock = createTestClock(new Date('2026-08-02T08:00:00.000Z'));
    const t = await createTestApp({ database, jwtSecret, clock, deadlineSweepMs: 0 });
    try {
      const listener = await createOnlineListener(t, 4);
      const next = await createOnlineListener(t, 4);
      const customer = await createCustomer(t, 10);
      const id = await startSession(t, customer, listener);
      // Run-out passes unswept; the request ends that session first (8 coins billed, 2 left).
      clock.advance(10 * 60_000);
      await stampConsolePresence(t, next.id); // the next listener's console is open
      const refused = await t.post('/sessions/request', requestBody(next.id), customer.token);
      expect(refused).toMatchObject({
        status: 402,
        body: { message: messages.sessions.insufficientBalance(4) },
      });
      // Refused as a whole: the sweep still finds the ended-by-run-out session due, and bills it once.
      expect(await t.app.services.sessions.runDueDeadlines()).toBe(1);
      expect((await t.get(`/sessions/mine/${id}`, customer.token)).body.data).toMatchObject({
        status: 'COMPLETED',
        endReason: 'INSUFFICIENT_BALANCE',
        coinsCharged: 8,
        walletBalance: 2,
      });
    } finally {
      await t.close();
    }
  });
});
