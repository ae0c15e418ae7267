// @module-tag embedded
// The earnings hold (issue 12 §5): a session's earnings are in the listener's balance at once but cannot
// be withdrawn until EARNINGS_HOLD_HOURS after it ended, so a refund within the hold can always take
// the listener's share back. Then refunds racing withdrawals of the same listener's earnings, many
// rounds in parallel: no 500, no balance below zero, the books sum to zero.
// A session here: 50 coins a minute for 10 minutes = 500 charged, 300 earned, 200 the platform's.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EARNINGS_HOLD_HOURS, messages, type MyWithdrawals, formatRupees } from '@app/contract';
import { listenerProfiles } from '../../src/db/schema.ts';
import {
  balanceOfUser,
  createCustomer,
  createPaidListener,
  createTestClock,
  listenerAction,
  requestWithdrawal,
  startSession,
} from '../support/marketplace.ts';
import { ledgerSummary, refundOnCase, reportedCase } from '../support/safety.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const admin = await createSignedInUser(t, 'ADMIN');

const HOLD_MS = DEFAULT_EARNINGS_HOLD_HOURS * 3_600_000;
const w = messages.withdrawals;
const note = (line: string) => process.stdout.write(`[${process.env.TEST_DB}] ${line}\n`);

/** An online listener with a UPI id and `available` coins already withdrawable, then one session. */
const listenerWithHeldSession = async (available = 0) => {
  const listener = await createPaidListener(t, available);
  const online = await t.post('/listener/availability', { online: true }, listener.token);
  if (online.status !== 200) throw new Error(`online failed: ${online.text}`);
  await t.database.db
    .update(listenerProfiles)
    .set({ coinsPerMinute: 50 })
    .where(eq(listenerProfiles.userId, listener.id));
  const customer = await createCustomer(t, 1000);
  const sessionId = await startSession(t, customer, listener);
  clock.advance(10 * 60_000);
  const closed = await listenerAction(t, 'close-session', sessionId, listener.token);
  if (closed.status !== 200) throw new Error(`close failed: ${closed.text}`);
  return { listener, customer, sessionId, endedAt: clock.now().getTime() };
};

const mine = async (token: string) => {
  const res = await t.get('/withdrawals/mine', token);
  expect(res.status).toBe(200);
  return res.body.data as MyWithdrawals;
};

const rows = async (query: ReturnType<typeof sql>) => {
  const result = await t.database.db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
};

/** The books from the database alone. */
const checkBooks = async () => {
  expect((await ledgerSummary(t, admin.token)).sumOfAllEntries).toBe(0);
  expect(
    await rows(sql`select id, kind, balance from accounts where kind <> 'PAID_IN' and balance < 0`),
    'no balance below zero',
  ).toEqual([]);
  expect(
    await rows(
      sql`select a.id from accounts a
          where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)`,
    ),
    'every balance is the sum of its entries',
  ).toEqual([]);
};

describe('held earnings', () => {
  it('are in the balance but not withdrawable until the hold has passed', async () => {
    const { listener, endedAt } = await listenerWithHeldSession(150);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(450);
    expect(await mine(listener.token)).toMatchObject({ held: 30_000, available: 15_000 });

    const tooMuch = await requestWithdrawal(t, listener.token, 20_000);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(w.exceedsAvailable(formatRupees(15_000)));
    expect((await requestWithdrawal(t, listener.token, 15_000)).status).toBe(200);
    expect(await mine(listener.token)).toMatchObject({ held: 30_000, available: 0, reserved: 15_000 });
    expect((await requestWithdrawal(t, listener.token, 10_000)).body.message).toBe(
      w.exceedsAvailable(formatRupees(0)),
    );

    // A second before the hold ends: still held. At the end of the hold: withdrawable.
    clock.set(new Date(endedAt + HOLD_MS - 1000));
    expect(await mine(listener.token)).toMatchObject({ held: 30_000, available: 0 });
    expect((await requestWithdrawal(t, listener.token, 10_000)).status).toBe(400);
    clock.set(new Date(endedAt + HOLD_MS));
    expect(await mine(listener.token)).toMatchObject({ held: 0, available: 30_000 });
    expect((await requestWithdrawal(t, listener.token, 30_000)).status).toBe(200);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(0);
    await checkBooks();
  });

  it('of several sessions are released one by one, each at its own time', async () => {
    const first = await listenerWithHeldSession();
    const { listener } = first;
    clock.advance(HOLD_MS / 2);
    const customer = await createCustomer(t, 1000);
    const second = await startSession(t, customer, listener);
    clock.advance(4 * 60_000);
    await listenerAction(t, 'close-session', second, listener.token);
    const secondEnded = clock.now().getTime();
    // 300 + 120 earned, all held.
    expect(await mine(listener.token)).toMatchObject({ held: 42_000, available: 0 });
    clock.set(new Date(first.endedAt + HOLD_MS));
    expect(await mine(listener.token)).toMatchObject({ held: 12_000, available: 30_000 });
    clock.set(new Date(secondEnded + HOLD_MS));
    expect(await mine(listener.token)).toMatchObject({ held: 0, available: 42_000 });
  });
});

describe('a refund racing a withdrawal of the same earnings', () => {
  it('within the hold: the refund takes the held share back, the withdrawal only what was available', async () => {
    const rounds = 12;
    const statuses: Record<string, number> = {};
    for (let round = 0; round < rounds; round += 1) {
      const available = 100 + 50 * (round % 5); // 100..300 coins withdrawable
      const { listener, customer, sessionId } = await listenerWithHeldSession(available);
      const row = await reportedCase(t, admin.token, customer, sessionId, 'OVERCHARGED');
      const refund = 100 + 40 * (round % 11); // 100..500 of the 500 charged
      const listenerPart = Math.floor((refund * 300) / 500);
      // Withdraw everything available, or (every third round) more than is available.
      const askRupees = round % 3 === 2 ? available + 100 : available;
      const answers = await Promise.all([
        refundOnCase(t, admin.token, row.id, refund),
        requestWithdrawal(t, listener.token, askRupees * 100),
      ]);
      const [refunded, withdrawn] = answers;
      for (const [what, answer] of [
        ['refund', refunded],
        ['withdrawal', withdrawn],
      ] as const) {
        const key = `${what} ${answer?.status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
      expect(refunded?.status, refunded?.text).toBe(200);
      if (askRupees > available) {
        expect(withdrawn?.status).toBe(400);
        expect(withdrawn?.body.message).toBe(w.exceedsAvailable(formatRupees(available * 100)));
      } else {
        expect(withdrawn?.status, withdrawn?.text).toBe(200);
      }
      const taken = askRupees > available ? 0 : available;
      expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(
        available + 300 - listenerPart - taken,
      );
      expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(500 + refund);
      expect(await mine(listener.token)).toMatchObject({
        held: (300 - listenerPart) * 100,
        available: (available - taken) * 100,
      });
    }
    note(`refund vs withdrawal within the hold, ${rounds} rounds: ${JSON.stringify(statuses)}`);
    await checkBooks();
  });

  it('after the hold: the platform bears the refund, the listener may withdraw it all', async () => {
    const rounds = 8;
    for (let round = 0; round < rounds; round += 1) {
      const { listener, customer, sessionId, endedAt } = await listenerWithHeldSession(100);
      const row = await reportedCase(t, admin.token, customer, sessionId, 'OVERCHARGED');
      clock.set(new Date(endedAt + HOLD_MS));
      const refund = 50 + 25 * (round % 7); // at most 200: this session's platform share covers it
      const answers = await Promise.all([
        requestWithdrawal(t, listener.token, 40_000),
        refundOnCase(t, admin.token, row.id, refund),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(0);
      expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(500 + refund);
    }
    await checkBooks();
  });

  it('many at once: refunds, withdrawals and replays of both, no 500 and nothing below zero', async () => {
    const rounds = 10;
    const statuses: Record<number, number> = {};
    for (let round = 0; round < rounds; round += 1) {
      const { listener, customer, sessionId } = await listenerWithHeldSession(200);
      const row = await reportedCase(t, admin.token, customer, sessionId, 'OVERCHARGED');
      const refundKey = crypto.randomUUID();
      const withdrawalKey = crypto.randomUUID();
      const [refund, refundReplay, otherRefund, withdrawal, withdrawalReplay, otherWithdrawal] =
        await Promise.all([
          refundOnCase(t, admin.token, row.id, 300, refundKey),
          refundOnCase(t, admin.token, row.id, 300, refundKey),
          refundOnCase(t, admin.token, row.id, 250),
          requestWithdrawal(t, listener.token, 15_000, withdrawalKey),
          requestWithdrawal(t, listener.token, 15_000, withdrawalKey),
          requestWithdrawal(t, listener.token, 15_000),
        ]).then((answers) =>
          answers.map((a) => ({ status: a.status, message: a.body.message, text: a.text })),
        );
      const all = [refund, refundReplay, otherRefund, withdrawal, withdrawalReplay, otherWithdrawal];
      for (const answer of all) statuses[answer?.status ?? 0] = (statuses[answer?.status ?? 0] ?? 0) + 1;
      expect(all.filter((a) => (a?.status ?? 500) >= 500).map((a) => a?.text)).toEqual([]);

      // Of the 500 charged either the keyed 300 (once, whichever of the two came first) or the other 250
      // is refunded, never both; the one that lost hears how much was left.
      expect(refund?.status).toBe(refundReplay?.status);
      const keyedWon = refund?.status === 200;
      expect([refund?.status, otherRefund?.status].sort()).toEqual([200, 400]);
      expect((keyedWon ? otherRefund : refund)?.message).toBe(
        messages.safety.refundTooLarge(keyedWon ? 200 : 250),
      );
      const refunded = keyedWon ? 300 : 250;
      // 200 available: one withdrawal of 150 (the keyed one answered twice), the other refused.
      expect(withdrawal?.status).toBe(withdrawalReplay?.status);
      expect([withdrawal?.status, otherWithdrawal?.status].sort()).toEqual([200, 400]);
      expect((withdrawal?.status === 200 ? otherWithdrawal : withdrawal)?.message).toBe(
        w.exceedsAvailable(formatRupees(5_000)),
      );

      const listenerPart = Math.floor((refunded * 300) / 500);
      expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(200 + 300 - listenerPart - 150);
      expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(500 + refunded);
      expect(await mine(listener.token)).toMatchObject({
        held: (300 - listenerPart) * 100,
        available: 5_000,
      });
    }
    note(`refunds, withdrawals and replays at once, ${rounds} rounds of 6: ${JSON.stringify(statuses)}`);
    await checkBooks();
  });
});
