// @module-tag embedded
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  WITHDRAWAL_CSV_COLUMNS,
  describeAuditEntry,
  messages,
  type AuditEntry,
  type LedgerSummary,
  formatRupees,
} from '@app/contract';
import { accounts, users, withdrawals } from '../../src/db/schema.ts';
import {
  PLATFORM_ACCOUNT_IDS,
  accountIdOf,
  postTransaction,
} from '../../src/modules/ledger/ledger.repository.ts';
import {
  balanceOfPlatformAccount,
  balanceOfUser,
  createPaidListener,
  requestWithdrawal,
} from '../support/marketplace.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const w = messages.withdrawals;

const decide = (id: string, action: 'accept' | 'process' | 'reject', body?: unknown) =>
  t.call('POST', `${API_PREFIX}/admin/withdrawals/${id}/${action}`, {
    token: admin.token,
    ...(body === undefined ? {} : { body }),
  });

const ledgerSummary = async () => {
  const res = await t.get('/admin/ledger/summary', admin.token);
  return res.body.data as LedgerSummary;
};

/**
 * A request as the code before migration 0013 made it: its coins reserved in the platform's one
 * PAYOUTS_PENDING row (created by the first request), the request row linking that reserve.
 */
const legacyRequest = async (listenerId: string, coins: number) => {
  const id = crypto.randomUUID();
  const at = new Date();
  await t.database.db.transaction(async (tx) => {
    await tx
      .insert(accounts)
      .values({ id: PLATFORM_ACCOUNT_IDS.PAYOUTS_PENDING, kind: 'PAYOUTS_PENDING' })
      .onConflictDoNothing();
    const posted = await postTransaction(tx, {
      kind: 'WITHDRAWAL_RESERVE',
      reference: `withdrawal:${id}:reserve`,
      at,
      postings: [
        { accountId: await accountIdOf(tx, 'LISTENER_EARNINGS', listenerId), amount: -coins },
        { accountId: PLATFORM_ACCOUNT_IDS.PAYOUTS_PENDING, amount: coins },
      ],
    });
    await tx.insert(withdrawals).values({
      id,
      listenerId,
      idempotencyKey: crypto.randomUUID(),
      amountPaise: coins * 100,
      coins,
      upiId: 'listener@okbank',
      requestedAt: at,
      reserveTransactionId: posted.transactionId,
    });
  });
  return id;
};

const platformPending = () => balanceOfPlatformAccount(t, PLATFORM_ACCOUNT_IDS.PAYOUTS_PENDING);

describe('a withdrawal from request to payout', () => {
  it('reserves the coins at once, then pays them out with a reference', async () => {
    const listener = await createPaidListener(t, 500, 'asha@okicici');
    const before = await ledgerSummary();

    const created = await requestWithdrawal(t, listener.token, 20_000);
    expect(created.status).toBe(200);
    const withdrawal = created.body.data as Record<string, unknown>;
    expect(withdrawal).toMatchObject({
      amount: '₹200.00',
      amountPaise: 20_000,
      coins: 200,
      status: 'PENDING',
      upiId: 'asha@okicici',
      payoutReference: null,
      decidedAt: null,
      reason: null,
    });
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(300);
    expect(await balanceOfUser(t, 'PAYOUTS_PENDING', listener.id), 'reserved in their own account').toBe(200);

    const mine = await t.get('/withdrawals/mine', listener.token);
    expect(mine.body.data).toMatchObject({
      totalRows: 1,
      available: 30_000,
      reserved: 20_000,
      minimum: 10_000,
      coinValuePaise: 100,
      hasUpiId: true,
    });

    const accepted = await decide(withdrawal.id as string, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'ACCEPTED', listener: { id: listener.id } });

    const processed = await decide(withdrawal.id as string, 'process', { payoutReference: ' UTR-778899 ' });
    expect(processed.status).toBe(200);
    expect(processed.body.data).toMatchObject({ status: 'PROCESSED', payoutReference: 'UTR-778899' });
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(300);

    const after = await ledgerSummary();
    expect(after.sumOfAllEntries).toBe(0);
    expect(after.accounts.paidOut - before.accounts.paidOut).toBe(200);
    expect(after.accounts.payoutsPending).toBe(before.accounts.payoutsPending);
    expect(await balanceOfUser(t, 'PAYOUTS_PENDING', listener.id)).toBe(0);

    const mineAfter = await t.get('/withdrawals/mine', listener.token);
    expect(mineAfter.body.data).toMatchObject({ available: 30_000, reserved: 0 });

    const audit = await t.get(`/admin/audit-logs?entityId=${withdrawal.id as string}`, admin.token);
    expect((audit.body.data as { action: string }[]).map((entry) => entry.action).sort()).toEqual([
      'WITHDRAWAL_ACCEPTED',
      'WITHDRAWAL_PROCESSED',
      'WITHDRAWAL_REQUESTED',
    ]);
    // Each record names the listener it pays and who acted, with their role (issue 23 §6).
    const [listenerName] = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, listener.id));
    const byAction = Object.fromEntries(
      (audit.body.data as AuditEntry[]).map((entry) => [entry.action, entry] as const),
    );
    expect(byAction.WITHDRAWAL_REQUESTED).toMatchObject({
      entityName: listenerName?.name,
      actor: { id: listener.id, role: 'LISTENER' },
    });
    expect(byAction.WITHDRAWAL_ACCEPTED).toMatchObject({
      entityName: listenerName?.name,
      actor: { id: admin.id, role: 'ADMIN' },
    });
    expect(describeAuditEntry(byAction.WITHDRAWAL_ACCEPTED!)).toBe(
      `Withdrawal ₹200 for ${listenerName?.name ?? ''}: accepted`,
    );
  });

  it('returns the coins when rejected, from PENDING or ACCEPTED, and refuses a second decision', async () => {
    const listener = await createPaidListener(t, 400);
    const first = (await requestWithdrawal(t, listener.token, 10_000)).body.data as { id: string };
    const second = (await requestWithdrawal(t, listener.token, 15_000)).body.data as { id: string };
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(150);

    const rejected = await decide(first.id, 'reject', { reason: 'UPI id does not match the name' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: 'REJECTED',
      reason: 'UPI id does not match the name',
    });
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(250);

    expect((await decide(second.id, 'accept')).status).toBe(200);
    expect((await decide(second.id, 'reject', { reason: 'Bank details wrong' })).status).toBe(200);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(400);

    for (const [action, body] of [
      ['accept', undefined],
      ['process', { payoutReference: 'X1' }],
      ['reject', { reason: 'again' }],
    ] as const) {
      const again = await decide(first.id, action, body);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(w.alreadyDecided('REJECTED'));
    }
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(400);
    expect((await ledgerSummary()).sumOfAllEntries).toBe(0);
  });

  it("settles requests reserved before migration 0013 from the platform's pending row, beside new ones", async () => {
    const listener = await createPaidListener(t, 500);
    const [processedOld, rejectedOld] = [
      await legacyRequest(listener.id, 100),
      await legacyRequest(listener.id, 150),
    ];
    const created = await requestWithdrawal(t, listener.token, 10_000);
    expect(created.status).toBe(200);
    const fresh = (created.body.data as { id: string }).id;
    const before = await ledgerSummary();
    const platformBefore = await platformPending();
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(150);
    expect(await balanceOfUser(t, 'PAYOUTS_PENDING', listener.id)).toBe(100);
    const mine = await t.get('/withdrawals/mine', listener.token);
    expect(mine.body.data).toMatchObject({ totalRows: 3, reserved: 35_000 });

    for (const id of [processedOld, fresh]) {
      expect((await decide(id, 'accept')).status).toBe(200);
      expect((await decide(id, 'process', { payoutReference: `UTR-${id}` })).status).toBe(200);
    }
    expect((await decide(rejectedOld, 'reject', { reason: 'Bank details wrong' })).status).toBe(200);

    // Each request's coins left the account its reserve put them in.
    expect(await platformPending()).toBe(platformBefore - 250);
    expect(await balanceOfUser(t, 'PAYOUTS_PENDING', listener.id)).toBe(0);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(300);
    const after = await ledgerSummary();
    expect(after.accounts.payoutsPending - before.accounts.payoutsPending).toBe(-350);
    expect(after.accounts.paidOut - before.accounts.paidOut).toBe(200);
    expect(after.accounts.listenerEarnings - before.accounts.listenerEarnings).toBe(150);
    expect(after.sumOfAllEntries).toBe(0);
  });

  it('only pays out an accepted request', async () => {
    const listener = await createPaidListener(t, 200);
    const pending = (await requestWithdrawal(t, listener.token, 10_000)).body.data as { id: string };
    const early = await decide(pending.id, 'process', { payoutReference: 'UTR1' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(w.cannotProcess);
    expect((await decide(pending.id, 'process', {})).body.message).toBe(w.payoutReferenceRequired);
    expect((await decide(pending.id, 'reject', { reason: '   ' })).body.message).toBe(w.reasonRequired);
    const unknown = await decide('8f0c1a52-3d7e-4b7a-9a55-0f3c2b1d4e6f', 'accept');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(w.notFound);
  });

  it('without RAZORPAYX_ACCOUNT_NUMBER the list offers no Pay and Pay is refused, moving nothing', async () => {
    const listener = await createPaidListener(t, 200);
    const created = (await requestWithdrawal(t, listener.token, 10_000)).body.data as { id: string };
    expect((await decide(created.id, 'accept')).status).toBe(200);
    const list = await t.get('/admin/withdrawals', admin.token);
    expect(list.body.gatewayPayouts).toBe(false);
    const paid = await t.call('POST', `${API_PREFIX}/admin/withdrawals/${created.id}/pay`, {
      token: admin.token,
    });
    expect(paid.status).toBe(404);
    expect(paid.body.message).toBe(w.payoutsNotConfigured);
    const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, created.id));
    expect(row?.status).toBe('ACCEPTED');
  });
});

describe('what a listener may ask for', () => {
  it('refuses amounts below the minimum, above the balance, not whole or without a UPI id', async () => {
    const listener = await createPaidListener(t, 150);
    const cases: [unknown, string][] = [
      [9_900, w.belowMinimum(formatRupees(10_000))],
      [20_000, w.exceedsAvailable(formatRupees(15_000))],
      [10_050, w.amountWholeRupees],
      [0, w.amountPositive],
      ['15000', w.amountRequired],
      [null, w.amountRequired],
    ];
    for (const [amount, message] of cases) {
      const res = await requestWithdrawal(t, listener.token, amount);
      expect(res.status, JSON.stringify(amount)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const noKey = await requestWithdrawal(t, listener.token, 10_000, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toBe(w.idempotencyKeyRequired);
    const badKey = await requestWithdrawal(t, listener.token, 10_000, 'short');
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toBe(messages.wallet.idempotencyKeyInvalid);

    const withoutUpi = await createPaidListener(t, 500, '');
    const refused = await requestWithdrawal(t, withoutUpi.token, 10_000);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(w.upiRequired);
    expect((await t.get('/withdrawals/mine', withoutUpi.token)).body.data).toMatchObject({ hasUpiId: false });

    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(150);
    expect((await t.get('/withdrawals/mine', listener.token)).body.data).toMatchObject({ totalRows: 0 });
  });

  it('answers a replayed Idempotency-Key with the first request, and refuses it for another amount', async () => {
    const listener = await createPaidListener(t, 300);
    const key = 'withdraw-key-0001';
    const first = await requestWithdrawal(t, listener.token, 10_000, key);
    const replay = await requestWithdrawal(t, listener.token, 10_000, key);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);
    const other = await requestWithdrawal(t, listener.token, 20_000, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(w.idempotencyKeyReused);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(200);
  });

  it('lists their own requests newest first, filtered by status', async () => {
    const listener = await createPaidListener(t, 1000);
    const ids: string[] = [];
    for (const amount of [10_000, 11_000, 12_000]) {
      ids.push(((await requestWithdrawal(t, listener.token, amount)).body.data as { id: string }).id);
    }
    await decide(ids[0] ?? '', 'accept');
    const all = await t.get('/withdrawals/mine?pagesize=2', listener.token);
    const page = all.body.data as { withdrawals: { id: string }[]; totalRows: number };
    expect(page.totalRows).toBe(3);
    expect(page.withdrawals.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    const accepted = await t.get('/withdrawals/mine?status=ACCEPTED', listener.token);
    expect((accepted.body.data as { withdrawals: { id: string }[] }).withdrawals.map((r) => r.id)).toEqual([
      ids[0],
    ]);
    const bad = await t.get('/withdrawals/mine?status=PAID', listener.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(w.statusInvalid);
  });
});

describe('the admin list and the payout batch', () => {
  it('searches by listener, filters by status and exports the filtered rows as CSV', async () => {
    const listener = await createPaidListener(t, 1000, 'csv,"quoted"@okaxis');
    const row = (await requestWithdrawal(t, listener.token, 12_300)).body.data as { id: string };
    await decide(row.id, 'accept');

    const found = await t.get(`/admin/withdrawals?search=${encodeURIComponent(listener.email)}`, admin.token);
    expect(found.body.totalRows).toBe(1);
    expect((found.body.data as { listener: { email: string } }[])[0]?.listener.email).toBe(listener.email);
    const none = await t.get(
      `/admin/withdrawals?status=PENDING&search=${encodeURIComponent(listener.email)}`,
      admin.token,
    );
    expect(none.body.totalRows).toBe(0);

    const csv = await t.call(
      'GET',
      `${API_PREFIX}/admin/withdrawals/export?status=ACCEPTED&search=${encodeURIComponent(listener.email)}`,
      { token: admin.token },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="withdrawals-accepted-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(WITHDRAWAL_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${row.id},`);
    expect(lines[1]).toContain(',ACCEPTED,');
    expect(lines[1]).toContain(',"csv,""quoted""@okaxis",123.00,123,');
  });

  it('never lets a cell start a spreadsheet formula', async () => {
    const listener = await createPaidListener(t, 1000, '=HYPERLINK("x")@ok');
    await requestWithdrawal(t, listener.token, 10_000);
    const csv = await t.call(
      'GET',
      `${API_PREFIX}/admin/withdrawals/export?search=${encodeURIComponent(listener.email)}`,
      { token: admin.token },
    );
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")@ok"`);
  });
});
