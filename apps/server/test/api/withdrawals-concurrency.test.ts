// @module-tag embedded
// Real parallel calls (Promise.all of requests into the real app on the real database, no mocks):
// whatever the interleaving, a listener never reserves more than they earned, one Idempotency-Key
// reserves once, one decision on a request wins, and the money of a request moves once.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, messages, type LedgerSummary, formatRupees } from '@app/contract';
import { listenerProfiles } from '../../src/db/schema.ts';
import {
  balanceOfUser,
  createCustomer,
  createOnlineListener,
  createPaidListener,
  createTestClock,
  creditEarnings,
  listenerAction,
  requestWithdrawal,
  startSession,
} from '../support/marketplace.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const db = process.env.TEST_DB;
const w = messages.withdrawals;
/** Two different admins: the deciders of every race below. */
const admins = [await createSignedInUser(t, 'ADMIN'), await createSignedInUser(t, 'ADMIN')] as const;
const [firstAdmin, secondAdmin] = admins;

/** Figures for the lead's note, on the test output. */
const report = (line: string) => process.stdout.write(`${line}\n`);
const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}),
  )
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => {
  const result = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
};

type Action = 'accept' | 'process' | 'reject';
const bodyOf = (action: Action, tag: string) =>
  action === 'process'
    ? { payoutReference: `UTR-${tag}` }
    : action === 'reject'
      ? { reason: `Rejected by ${tag}` }
      : undefined;
const decide = (admin: { token: string }, id: string, action: Action, tag = 'test') => {
  const body = bodyOf(action, tag);
  return t.call('POST', `${API_PREFIX}/admin/withdrawals/${id}/${action}`, {
    token: admin.token,
    ...(body === undefined ? {} : { body }),
  });
};

const ledgerSummary = async () => {
  const res = await t.get('/admin/ledger/summary', firstAdmin.token);
  expect(res.status).toBe(200);
  return res.body.data as LedgerSummary;
};

const idOf = (res: { body: Record<string, unknown> }) => (res.body.data as { id: string }).id;

/** A fresh listener with `coins` earned and one request of `reserve` coins, PENDING or ACCEPTED. */
const requestIn = async (status: 'PENDING' | 'ACCEPTED', coins = 500, reserve = 100) => {
  const listener = await createPaidListener(t, coins);
  const created = await requestWithdrawal(t, listener.token, reserve * 100);
  expect(created.status, created.text).toBe(200);
  const id = idOf(created);
  if (status === 'ACCEPTED') expect((await decide(firstAdmin, id, 'accept')).status).toBe(200);
  return { listener, id, coins, reserve };
};

/** The row as the database holds it. */
const rowOf = async (id: string) => {
  const [row] = await rows<{ status: string; decided_by: string | null; payout_reference: string | null }>(
    sql`select status, decided_by, payout_reference from withdrawals where id = ${id}`,
  );
  return row;
};

/** The ledger movements a request made, by kind (each reference is unique, so a kind twice is impossible). */
const movesOf = async (id: string) =>
  (
    await rows<{ kind: string }>(
      sql`select kind from ledger_transactions where reference like ${`withdrawal:${id}:%`}`,
    )
  )
    .map((row) => row.kind)
    .sort();

const auditOf = async (id: string) =>
  (await rows<{ action: string }>(sql`select action from audit_logs where entity_id = ${id}`))
    .map((row) => row.action)
    .sort();

/**
 * The listener's earnings entries in the order they happened, from `start`: each began from the balance
 * the one before it left (a search, as a balance may come back to an earlier value). Returns the
 * balances the account went through and the kinds that moved it; none is below zero.
 */
const earningsHistory = async (listenerId: string, start: number) => {
  const entries = (
    await rows<{ amount: number; balance_after: number; kind: string }>(
      sql`select e.amount, e.balance_after, t.kind from ledger_entries e
          join accounts a on a.id = e.account_id
          join ledger_transactions t on t.id = e.transaction_id
          where a.owner_id = ${listenerId} and a.kind = 'LISTENER_EARNINGS'`,
    )
  ).map((e) => ({ kind: e.kind, amount: Number(e.amount), after: Number(e.balance_after) }));
  type Entry = (typeof entries)[number];
  const chain = (current: number, left: Entry[]): Entry[] | null => {
    if (left.length === 0) return [];
    for (const [index, next] of left.entries()) {
      if (next.after - next.amount !== current) continue;
      const rest = chain(
        next.after,
        left.filter((_, i) => i !== index),
      );
      if (rest) return [next, ...rest];
    }
    return null;
  };
  const ordered = chain(start, entries);
  expect(ordered, `one history of ${JSON.stringify(entries)} from ${start}`).not.toBeNull();
  for (const entry of ordered ?? []) expect(entry.after, 'never below zero').toBeGreaterThanOrEqual(0);
  return {
    balances: [start, ...(ordered ?? []).map((e) => e.after)],
    kinds: (ordered ?? []).map((e) => e.kind),
  };
};

describe('parallel withdrawals of one listener', () => {
  it('10 × ₹150 against 1,000 coins: the six that fit are reserved, the rest are told the balance', async () => {
    const listener = await createPaidListener(t, 1000);
    const before = await ledgerSummary();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => requestWithdrawal(t, listener.token, 15_000)),
    );
    const statuses = results.map((r) => r.status);
    report(`[${db}] 10 parallel withdrawals of ₹150 against ₹1,000: ${tally(statuses)}`);
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    for (const refused of results.filter((r) => r.status !== 200)) {
      // Each request ran after the one before it: the refused ones saw the 100 coins the six left.
      expect(refused).toMatchObject({
        status: 400,
        body: { message: w.exceedsAvailable(formatRupees(10_000)) },
      });
    }
    const ids = results.filter((r) => r.status === 200).map(idOf);
    expect(new Set(ids).size).toBe(6);

    const earnings = await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id);
    expect(earnings).toBe(100);
    expect(await balanceOfUser(t, 'PAYOUTS_PENDING', listener.id), 'their own pending account').toBe(900);
    const mine = await t.get('/withdrawals/mine?pagesize=100', listener.token);
    expect(mine.body.data).toMatchObject({ totalRows: 6, available: 10_000, reserved: 90_000 });
    const [open] = await rows<{ coins: string }>(
      sql`select coalesce(sum(coins), 0) as coins from withdrawals
          where listener_id = ${listener.id} and status = 'PENDING'`,
    );
    expect(Number(open?.coins) + earnings, 'reserved + balance = what they earned').toBe(1000);

    const history = await earningsHistory(listener.id, 0);
    expect(history.balances).toEqual([0, 1000, 850, 700, 550, 400, 250, 100]);
    const after = await ledgerSummary();
    expect(after.sumOfAllEntries).toBe(0);
    expect(after.accounts.payoutsPending - before.accounts.payoutsPending).toBe(900);
    expect(after.accounts.listenerEarnings - before.accounts.listenerEarnings).toBe(-900);
  });

  it('10 different amounts at once: every refusal names a balance the listener really had', async () => {
    const listener = await createPaidListener(t, 1000);
    const amounts = Array.from({ length: 10 }, (_, i) => 100 + i * 50);
    const results = await Promise.all(
      amounts.map((coins) => requestWithdrawal(t, listener.token, coins * 100)),
    );
    report(
      `[${db}] 10 parallel withdrawals of ₹100…₹550 against ₹1,000: ${tally(results.map((r) => r.status))}`,
    );

    const reserved = amounts.filter((_, i) => results[i]?.status === 200);
    const refused = amounts.filter((_, i) => results[i]?.status !== 200);
    const earnings = await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id);
    expect(earnings + reserved.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(refused.length).toBeGreaterThan(0);
    // Balances only fall during this race, so nothing refused would fit even now.
    expect(earnings).toBeLessThan(Math.min(...refused));

    const { balances } = await earningsHistory(listener.id, 0);
    const seen = balances.slice(1);
    for (const [i, res] of results.entries()) {
      if (res.status === 200) continue;
      const coins = amounts[i] ?? 0;
      expect(res.status).toBe(400);
      const possible = seen.filter((b) => b < coins).map((b) => w.exceedsAvailable(formatRupees(b * 100)));
      expect(possible, `the refusal of ₹${coins}`).toContain(res.body.message);
    }
    expect((await ledgerSummary()).sumOfAllEntries).toBe(0);
  });

  it('one Idempotency-Key sent 10 times at once: one withdrawal, every answer the same', async () => {
    const listener = await createPaidListener(t, 1000);
    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => requestWithdrawal(t, listener.token, 20_000, key)),
    );
    report(`[${db}] 10 parallel withdrawals with one key: ${tally(results.map((r) => r.status))}`);
    for (const res of results) expect(res.status, res.text).toBe(200);
    const first = results[0]?.body.data;
    for (const res of results) expect(res.body.data).toEqual(first);

    const id = idOf(results[0] ?? { body: {} });
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(800);
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_RESERVE']);
    expect(await auditOf(id)).toEqual(['WITHDRAWAL_REQUESTED']);
    expect((await t.get('/withdrawals/mine', listener.token)).body.data).toMatchObject({ totalRows: 1 });
  });

  it('one key with two amounts at once: the first amount wins, the other is refused as a reused key', async () => {
    const listener = await createPaidListener(t, 1000);
    const key = crypto.randomUUID();
    const amounts = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 10_000 : 20_000));
    const results = await Promise.all(
      amounts.map((paise) => requestWithdrawal(t, listener.token, paise, key)),
    );
    const winners = results.filter((r) => r.status === 200);
    const winning = (winners[0]?.body.data as { amountPaise: number }).amountPaise;
    report(`[${db}] 10 parallel withdrawals, one key, two amounts: ${tally(results.map((r) => r.status))}`);
    for (const [i, res] of results.entries()) {
      if (amounts[i] === winning) {
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual(winners[0]?.body.data);
      } else {
        expect(res).toMatchObject({ status: 422, body: { message: w.idempotencyKeyReused } });
      }
    }
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(1000 - winning / 100);
    expect((await t.get('/withdrawals/mine', listener.token)).body.data).toMatchObject({ totalRows: 1 });
  });
});

describe('two admins deciding one request at once', () => {
  it('both process an ACCEPTED request: one 200, one 409, PAID_OUT moves once', async () => {
    const { listener, id, reserve } = await requestIn('ACCEPTED');
    const before = await ledgerSummary();
    const results = await Promise.all(admins.map((admin, i) => decide(admin, id, 'process', `admin${i}`)));
    const statuses = results.map((r) => r.status);
    report(`[${db}] two admins process one request: ${statuses.join(' / ')}`);
    expect([...statuses].sort()).toEqual([200, 409]);
    const winner = statuses.indexOf(200);
    const loser = results[1 - winner];
    expect(loser?.body.message).toBe(w.alreadyDecided('PROCESSED'));

    expect(await rowOf(id)).toEqual({
      status: 'PROCESSED',
      decided_by: admins[winner]?.id,
      payout_reference: `UTR-admin${winner}`,
    });
    const after = await ledgerSummary();
    expect(after.accounts.paidOut - before.accounts.paidOut).toBe(reserve);
    expect(after.accounts.payoutsPending - before.accounts.payoutsPending).toBe(-reserve);
    expect(after.sumOfAllEntries).toBe(0);
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_PAYOUT', 'WITHDRAWAL_RESERVE']);
    expect(await auditOf(id)).toEqual([
      'WITHDRAWAL_ACCEPTED',
      'WITHDRAWAL_PROCESSED',
      'WITHDRAWAL_REQUESTED',
    ]);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(400);
  });

  it('both accept a PENDING request: one 200, one 409', async () => {
    const { id } = await requestIn('PENDING');
    const results = await Promise.all(admins.map((admin) => decide(admin, id, 'accept')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe(w.alreadyDecided('ACCEPTED'));
    expect((await rowOf(id))?.status).toBe('ACCEPTED');
    expect(await auditOf(id)).toEqual(['WITHDRAWAL_ACCEPTED', 'WITHDRAWAL_REQUESTED']);
  });

  it('reject against process on an ACCEPTED request: exactly one wins and the money follows it', async () => {
    const winners: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const { listener, id, coins, reserve } = await requestIn('ACCEPTED');
      const before = await ledgerSummary();
      // Alternate which call is sent first, so both orders get their chance.
      const calls = [
        () => decide(firstAdmin, id, 'reject'),
        () => decide(secondAdmin, id, 'process'),
      ] as const;
      const [rejected, processed] =
        round % 2 === 0
          ? await Promise.all([calls[0](), calls[1]()])
          : await Promise.all([calls[1](), calls[0]()]).then(([p, r]) => [r, p] as const);
      expect([rejected.status, processed.status].sort()).toEqual([200, 409]);
      const after = await ledgerSummary();
      const earnings = await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id);
      if (rejected.status === 200) {
        winners.push('reject');
        expect(processed.body.message).toBe(w.alreadyDecided('REJECTED'));
        expect((await rowOf(id))?.status).toBe('REJECTED');
        expect(earnings).toBe(coins);
        expect(after.accounts.paidOut).toBe(before.accounts.paidOut);
        expect(await movesOf(id)).toEqual(['WITHDRAWAL_RELEASE', 'WITHDRAWAL_RESERVE']);
      } else {
        winners.push('process');
        expect(rejected.body.message).toBe(w.alreadyDecided('PROCESSED'));
        expect((await rowOf(id))?.status).toBe('PROCESSED');
        expect(earnings).toBe(coins - reserve);
        expect(after.accounts.paidOut - before.accounts.paidOut).toBe(reserve);
        expect(await movesOf(id)).toEqual(['WITHDRAWAL_PAYOUT', 'WITHDRAWAL_RESERVE']);
      }
      expect(after.accounts.payoutsPending - before.accounts.payoutsPending).toBe(-reserve);
      expect(after.sumOfAllEntries).toBe(0);
      expect(await auditOf(id)).toHaveLength(3);
    }
    report(`[${db}] reject against process, 4 rounds, won by: ${winners.join(', ')}`);
  });

  it('accept against reject on a PENDING request: the reject always lands, the coins return once', async () => {
    // A reject is allowed from PENDING and from ACCEPTED, so the two orders are: reject first (the
    // accept finds it REJECTED: 409), or accept first and then the reject (both 200). Either way the
    // request ends REJECTED and its coins come back exactly once.
    const orders: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const { listener, id, coins } = await requestIn('PENDING');
      const before = await ledgerSummary();
      const [accepted, rejected] = await Promise.all([
        decide(round % 2 === 0 ? firstAdmin : secondAdmin, id, 'accept'),
        decide(round % 2 === 0 ? secondAdmin : firstAdmin, id, 'reject'),
      ]);
      expect(rejected.status, rejected.text).toBe(200);
      expect([200, 409]).toContain(accepted.status);
      if (accepted.status === 409) expect(accepted.body.message).toBe(w.alreadyDecided('REJECTED'));
      orders.push(accepted.status === 200 ? 'accept, reject' : 'reject (accept 409)');
      expect((await rowOf(id))?.status).toBe('REJECTED');
      expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(coins);
      expect(await movesOf(id)).toEqual(['WITHDRAWAL_RELEASE', 'WITHDRAWAL_RESERVE']);
      expect(await auditOf(id)).toEqual(
        accepted.status === 200
          ? ['WITHDRAWAL_ACCEPTED', 'WITHDRAWAL_REJECTED', 'WITHDRAWAL_REQUESTED']
          : ['WITHDRAWAL_REJECTED', 'WITHDRAWAL_REQUESTED'],
      );
      const after = await ledgerSummary();
      expect(after.accounts.paidOut).toBe(before.accounts.paidOut);
      expect(after.sumOfAllEntries).toBe(0);
    }
    report(`[${db}] accept against reject, 4 rounds: ${orders.join('; ')}`);
  });

  it('a crowd of decisions on one PENDING request: one settlement, at most one accept', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { listener, id, coins, reserve } = await requestIn('PENDING');
      const before = await ledgerSummary();
      const calls = admins.flatMap((admin, a) =>
        (['accept', 'process', 'reject'] as const).map((action) => ({ action, admin, tag: `${action}${a}` })),
      );
      const results = await Promise.all(calls.map((c) => decide(c.admin, id, c.action, c.tag)));
      const won = calls.filter((_, i) => results[i]?.status === 200);
      for (const res of results) expect([200, 409], res.text).toContain(res.status);
      for (const res of results.filter((r) => r.status === 409)) {
        expect([
          w.cannotProcess,
          w.alreadyDecided('ACCEPTED'),
          w.alreadyDecided('PROCESSED'),
          w.alreadyDecided('REJECTED'),
        ]).toContain(res.body.message);
      }
      expect(won.filter((c) => c.action === 'accept').length).toBeLessThanOrEqual(1);
      // Two rejects are in the crowd and a reject fits any open request: one settlement always lands.
      const settled = won.filter((c) => c.action !== 'accept');
      expect(settled).toHaveLength(1);
      const settlement = settled[0];
      const row = await rowOf(id);
      const after = await ledgerSummary();
      const earnings = await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id);
      if (settlement?.action === 'process') {
        expect(row).toEqual({
          status: 'PROCESSED',
          decided_by: settlement.admin.id,
          payout_reference: `UTR-${settlement.tag}`,
        });
        expect(after.accounts.paidOut - before.accounts.paidOut).toBe(reserve);
        expect(earnings).toBe(coins - reserve);
      } else {
        expect(row?.status).toBe('REJECTED');
        expect(after.accounts.paidOut).toBe(before.accounts.paidOut);
        expect(earnings).toBe(coins);
      }
      expect(after.accounts.payoutsPending - before.accounts.payoutsPending).toBe(-reserve);
      expect(after.sumOfAllEntries).toBe(0);
      expect(await movesOf(id)).toHaveLength(2);
      expect(await auditOf(id)).toHaveLength(1 + won.length);
      report(`[${db}] 6 parallel decisions, round ${round + 1}: won ${won.map((c) => c.tag).join(', ')}`);
    }
  });
});

describe('many listeners at once', () => {
  it('10 listeners × 3 requests of ₹100 against 250 coins each, all at once: two each, nobody overdraws', async () => {
    const listeners = await Promise.all(Array.from({ length: 10 }, () => createPaidListener(t, 250)));
    const before = await ledgerSummary();
    const results = await Promise.all(
      listeners.flatMap((listener) =>
        Array.from({ length: 3 }, () => requestWithdrawal(t, listener.token, 10_000)),
      ),
    );
    report(`[${db}] 30 parallel withdrawals of 10 listeners: ${tally(results.map((r) => r.status))}`);
    for (const [i, listener] of listeners.entries()) {
      const own = results.slice(i * 3, i * 3 + 3);
      expect(own.map((r) => r.status).sort(), `listener ${i}`).toEqual([200, 200, 400]);
      expect(own.find((r) => r.status === 400)?.body.message).toBe(w.exceedsAvailable(formatRupees(5_000)));
      expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(50);
      expect(await balanceOfUser(t, 'PAYOUTS_PENDING', listener.id)).toBe(200);
      expect((await earningsHistory(listener.id, 0)).balances).toEqual([0, 250, 150, 50]);
    }
    const after = await ledgerSummary();
    expect(after.accounts.payoutsPending - before.accounts.payoutsPending).toBe(10 * 200);
    expect(after.accounts.listenerEarnings - before.accounts.listenerEarnings).toBe(-10 * 200);
    expect(after.sumOfAllEntries).toBe(0);
  });

  it('requests of several listeners, with decisions on their earlier requests, all succeed', async () => {
    const cast = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const accepted = await requestIn('ACCEPTED', 600);
        const pending = await requestWithdrawal(t, accepted.listener.token, 10_000);
        return { listener: accepted.listener, acceptedId: accepted.id, pendingId: idOf(pending) };
      }),
    );
    const before = await ledgerSummary();
    const started = Date.now();
    const results = await Promise.all(
      cast.flatMap((c, i) => [
        requestWithdrawal(t, c.listener.token, 20_000),
        decide(admins[i % 2] ?? firstAdmin, c.acceptedId, 'process', `batch${i}`),
        decide(admins[(i + 1) % 2] ?? firstAdmin, c.pendingId, 'reject'),
        t.get('/withdrawals/mine', c.listener.token),
      ]),
    );
    report(
      `[${db}] 24 parallel calls of 6 listeners (request, process, reject, list): ` +
        `${tally(results.map((r) => r.status))} in ${Date.now() - started} ms`,
    );
    for (const res of results) expect(res.status, res.text).toBe(200);
    for (const c of cast) {
      // 600 earned - 100 processed - 200 newly reserved (the rejected 100 came back).
      expect(await balanceOfUser(t, 'LISTENER_EARNINGS', c.listener.id)).toBe(300);
      // Each listener's open request is in their own pending account, whatever ran beside it.
      expect(await balanceOfUser(t, 'PAYOUTS_PENDING', c.listener.id)).toBe(200);
      const mine = await t.get('/withdrawals/mine', c.listener.token);
      expect(mine.body.data).toMatchObject({ totalRows: 3, available: 30_000, reserved: 20_000 });
    }
    const after = await ledgerSummary();
    expect(after.accounts.paidOut - before.accounts.paidOut).toBe(600);
    expect(after.accounts.payoutsPending - before.accounts.payoutsPending).toBe(6 * (200 - 100 - 100));
    expect(after.sumOfAllEntries).toBe(0);
  });
});

describe('a withdrawal racing a session charge', () => {
  it('the charge, a rejection and the requests queue on the same earnings: no 500, it adds up', async () => {
    // Coins a rejection returns can be withdrawn at once; what the closing session earns is on hold
    // (EARNINGS_HOLD_HOURS). So the third ₹100 fits only if the rejection landed before it.
    const { listenerSharePercent } = t.config.billing;
    const outcomes: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const listener = await createOnlineListener(t, 20);
      await t.database.db
        .update(listenerProfiles)
        .set({ withdrawalUpiId: 'racer@okbank' })
        .where(eq(listenerProfiles.userId, listener.id));
      // Earlier earnings, past their hold, as earlier sessions left them.
      await creditEarnings(t, listener.id, 350, clock.now());
      const earlier = await requestWithdrawal(t, listener.token, 10_000);
      expect(earlier.status, earlier.text).toBe(200);
      const customer = await createCustomer(t, 200);
      const sessionId = await startSession(t, customer, listener);
      clock.advance(5 * 60_000);

      const [closed, rejected, ...requests] = await Promise.all([
        listenerAction(t, 'close-session', sessionId, listener.token),
        decide(admins[round % 2] ?? firstAdmin, idOf(earlier), 'reject'),
        ...Array.from({ length: 3 }, () => requestWithdrawal(t, listener.token, 10_000)),
      ]);
      expect(closed?.status, closed?.text).toBe(200);
      expect(rejected?.status, rejected?.text).toBe(200);
      const [session] = await rows<{ status: string; coins_charged: number; coins_earned: number }>(
        sql`select status, coins_charged, coins_earned from sessions where id = ${sessionId}`,
      );
      const earned = Number(session?.coins_earned);
      expect(session?.status).toBe('COMPLETED');
      expect(Number(session?.coins_charged)).toBe(100);
      expect(earned).toBe(Math.floor((100 * listenerSharePercent) / 100));

      const reserved = requests.filter((r) => r.status === 200).length;
      const { kinds } = await earningsHistory(listener.id, 0);
      const released = kinds.indexOf('WITHDRAWAL_RELEASE');
      const reserves = kinds.flatMap((kind, i) => (kind === 'WITHDRAWAL_RESERVE' ? [i] : []));
      // The first reserve is the earlier request; then the two that always fit, and maybe a third.
      expect(reserves).toHaveLength(1 + reserved);
      if (reserved === 3) {
        expect(released).toBeLessThan(reserves[3] ?? -1);
      } else {
        expect(reserved).toBe(2);
        const refused = requests.find((r) => r.status !== 200);
        expect(refused).toMatchObject({
          status: 400,
          body: { message: w.exceedsAvailable(formatRupees(5_000)) },
        });
        expect(released).toBeGreaterThan(reserves[2] ?? Infinity);
      }
      const earnings = await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id);
      expect(earnings).toBe(350 + earned - reserved * 100);
      const mine = await t.get('/withdrawals/mine', listener.token);
      expect(mine.body.data).toMatchObject({
        held: earned * 100,
        available: (earnings - earned) * 100,
        reserved: reserved * 10_000,
      });
      expect((await ledgerSummary()).sumOfAllEntries).toBe(0);
      outcomes.push(`${reserved} reserved; ${kinds.slice(1).join(' ')}`);
    }
    report(
      `[${db}] close-session, a rejection and 3 withdrawals at once, 3 rounds:\n  ${outcomes.join('\n  ')}`,
    );
  });
});
