// @module-tag embedded
// Real parallel calls (Promise.all of requests into the real app on the real database): whatever the
// interleaving, a customer has one open session, a listener one active session, and a session is billed
// once however many hands end it at the same moment.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_SESSION_TTL_SECONDS, API_PREFIX, IDEMPOTENCY_HEADER, messages } from '@app/contract';
import {
  balanceOfUser,
  createCustomer,
  createOnlineListener,
  createTestClock,
  listenerAction,
  requestBody,
  startSession,
} from '../support/marketplace.ts';
import { useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const db = process.env.TEST_DB;

const countOf = async (query: ReturnType<typeof sql>) => {
  const result = await t.database.db.execute(query);
  return Number((result as { rows: { n: number | string }[] }).rows[0]?.n);
};
/** Figures for the lead's note, on the test output. */
const report = (line: string) => process.stdout.write(`${line}\n`);
const chargesOf = (id: string) =>
  countOf(sql`select count(*) as n from ledger_transactions where reference = ${`session:${id}`}`);
const openSessionsOf = (customerId: string) =>
  countOf(
    sql`select count(*) as n from sessions where customer_id = ${customerId}
        and status in ('pending', 'ACCEPTED', 'IN_PROGRESS')`,
  );
const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}),
  )
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');

describe('parallel requests by one customer', () => {
  it('10 at once to 10 listeners: exactly one open session, the rest 409', async () => {
    const customer = await createCustomer(t, 100);
    const listeners = await Promise.all(Array.from({ length: 10 }, () => createOnlineListener(t)));
    const results = await Promise.all(
      listeners.map((l) => t.post('/sessions/request', requestBody(l.id), customer.token)),
    );
    const statuses = results.map((r) => r.status);
    report(`[${db}] 10 parallel requests to 10 listeners: ${tally(statuses)}`);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r).toMatchObject({ status: 409, body: { message: messages.sessions.openSessionExists } });
    }
    expect(await openSessionsOf(customer.id)).toBe(1);
  });

  it('10 at once to the same listener: exactly one open session, the rest 409', async () => {
    const customer = await createCustomer(t, 100);
    const listener = await createOnlineListener(t);
    const statuses = (
      await Promise.all(
        Array.from({ length: 10 }, () =>
          t.post('/sessions/request', requestBody(listener.id), customer.token),
        ),
      )
    ).map((r) => r.status);
    report(`[${db}] 10 parallel requests to one listener: ${tally(statuses)}`);
    expect(statuses.sort()).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    expect(await openSessionsOf(customer.id)).toBe(1);
  });

  it('10 at once with one Idempotency-Key: all answer the same session, one is created', async () => {
    const customer = await createCustomer(t, 100);
    const listener = await createOnlineListener(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', `${API_PREFIX}/sessions/request`, {
          body: requestBody(listener.id),
          token: customer.token,
          headers: { [IDEMPOTENCY_HEADER]: 'parallel-key-0001' },
        }),
      ),
    );
    const ids = new Set(results.map((r) => (r.body.data as { id?: string } | undefined)?.id));
    report(
      `[${db}] 10 parallel requests with one key: ${tally(results.map((r) => r.status))}, ${ids.size} session id(s)`,
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(ids.size).toBe(1);
    expect(await countOf(sql`select count(*) as n from sessions where customer_id = ${customer.id}`)).toBe(1);
  });
});

describe('ending one running session from many hands at once', () => {
  it('10 parallel closes by the listener bill it exactly once', async () => {
    const listener = await createOnlineListener(t, 4);
    const customer = await createCustomer(t, 100);
    const id = await startSession(t, customer, listener);
    clock.advance(61_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => listenerAction(t, 'close-session', id, listener.token)),
    );
    const charges = await chargesOf(id);
    report(
      `[${db}] 10 parallel closes: ${tally(results.map((r) => r.status))}, ${charges} SESSION_CHARGE transaction(s)`,
    );
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ status: 'COMPLETED', timeInMinutes: 2, coinsEarned: 4 });
    }
    expect(charges).toBe(1);
    // 2 started minutes at 4: 8 coins, 60% (4) to the listener, 4 to the platform.
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(92);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(4);
  });

  it('5 customer ends and 5 listener closes mixed bill it exactly once', async () => {
    const listener = await createOnlineListener(t, 5);
    const customer = await createCustomer(t, 100);
    const id = await startSession(t, customer, listener);
    clock.advance(3 * 60_000 + 1_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? t.post(`/sessions/mine/${id}/end`, undefined, customer.token)
          : listenerAction(t, 'close-session', id, listener.token),
      ),
    );
    const charges = await chargesOf(id);
    const reasons = new Set(results.map((r) => (r.body.data as { endReason?: string }).endReason));
    report(
      `[${db}] 5 ends + 5 closes: ${tally(results.map((r) => r.status))}, ${charges} SESSION_CHARGE transaction(s), end reason ${[...reasons].join('/')}`,
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(charges).toBe(1);
    // Every answer tells the same ending, by whichever hand came first.
    expect(reasons.size).toBe(1);
    expect(['ENDED_BY_CUSTOMER', 'CLOSED_BY_LISTENER']).toContain([...reasons][0]);
    // 4 started minutes at 5: 20 coins; the listener earns 12.
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(80);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(12);
  });

  it('5 parallel deadline sweeps on a session whose wallet ran out end it once', async () => {
    // Let the earlier tests' requests lapse and sweep them, so this session is the only one due.
    clock.advance((ACCEPTED_SESSION_TTL_SECONDS + 1) * 1000);
    await t.app.services.sessions.runDueDeadlines();
    const listener = await createOnlineListener(t, 4);
    const customer = await createCustomer(t, 10);
    const id = await startSession(t, customer, listener);
    clock.advance(10 * 60_000);
    const ended = await Promise.all(
      Array.from({ length: 5 }, () => t.app.services.sessions.runDueDeadlines()),
    );
    const charges = await chargesOf(id);
    report(
      `[${db}] 5 parallel sweeps: ended counts [${ended.join(', ')}], ${charges} SESSION_CHARGE transaction(s)`,
    );
    expect(ended.reduce((a, b) => a + b, 0)).toBe(1);
    expect(charges).toBe(1);
    const session = (await t.get(`/sessions/mine/${id}`, customer.token)).body.data;
    // 10 coins at 4 cover 2 minutes: 8 charged, 2 left.
    expect(session).toMatchObject({
      status: 'COMPLETED',
      endReason: 'INSUFFICIENT_BALANCE',
      timeInMinutes: 2,
      coinsCharged: 8,
      walletBalance: 2,
    });
  });
});

describe('one active session per listener', () => {
  it('accepting several pending requests at once: only one becomes ACCEPTED', async () => {
    const listener = await createOnlineListener(t);
    const customers = await Promise.all(Array.from({ length: 4 }, () => createCustomer(t, 50)));
    const ids = [];
    for (const customer of customers) {
      const res = await t.post('/sessions/request', requestBody(listener.id), customer.token);
      ids.push((res.body.data as { id: string }).id);
    }
    const results = await Promise.all(
      ids.map((id) => listenerAction(t, 'accept-session-request', id, listener.token)),
    );
    const statuses = results.map((r) => r.status);
    report(`[${db}] ${ids.length} parallel accepts by one listener: ${tally(statuses)}`);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r).toMatchObject({ status: 409, body: { message: messages.sessions.listenerBusy } });
    }
    expect(
      await countOf(
        sql`select count(*) as n from sessions where listener_id = ${listener.id} and status = 'ACCEPTED'`,
      ),
    ).toBe(1);
    expect(
      await countOf(
        sql`select count(*) as n from sessions where listener_id = ${listener.id} and status = 'pending'`,
      ),
    ).toBe(ids.length - 1);
  });
});
