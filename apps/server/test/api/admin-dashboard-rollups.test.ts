// @module-tag embedded
// The admin dashboard reads daily rollups (issue 21 §4): triggers append a change row in each writer's
// transaction and a fold moves the changes into the daily rows. After a mix of writes, most of them real
// parallel requests into the real app (purchases, sessions requested, started and billed across India's
// midnight, declines, a refund, withdrawals requested, paid out and rejected) with folds running
// alongside, what the dashboard reads must equal the live aggregate of the rows it summarises, day by day,
// before and after a fold; and the migration's backfill must compute the same from the rows alone.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '@app/contract';
import { foldDashboardChanges } from '../../src/modules/dashboard/dashboard.repository.ts';
import { liveFigures, rolledUp } from '../support/dashboard-rollups.ts';
import {
  createCustomer,
  createOnlineListener,
  createPaidListener,
  createTestClock,
  listenerAction,
  requestBody,
  requestWithdrawal,
  startSession,
} from '../support/marketplace.ts';
import { refundOnCase, reportedCase } from '../support/safety.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

// 18:20 UTC is 23:50 in India: sessions requested before India's midnight are billed after it.
const clock = createTestClock(new Date('2026-06-15T18:20:00.000Z'));
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const admin = await createSignedInUser(t, 'ADMIN');
const db = t.database.db;
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: T[] }).rows;

const expectRollupsToMatchTheRows = async () => {
  expect(await rolledUp(t)).toEqual(await liveFigures(t));
};

const fold = () => db.transaction((tx) => foldDashboardChanges(tx));
const changesLeft = async () => {
  const [row] = await rowsOf<{ n: string }>(
    sql`select (select count(*) from dashboard_session_changes) + (select count(*) from dashboard_money_changes) as n`,
  );
  return Number(row?.n);
};

const ok = (res: { status: number; text: string }) => expect(res.status, res.text).toBe(200);

describe('admin dashboard rollups', () => {
  it('equal the live aggregate after parallel purchases, sessions, refunds and payouts, folded or not', async () => {
    const plan = await createPlan(t, admin.token, { pricePaise: 49_900, coins: 500, bonusCoins: 50 });
    const pairs = await Promise.all(
      Array.from({ length: 6 }, async () => ({
        customer: await createCustomer(t),
        listener: await createOnlineListener(t, 4),
      })),
    );
    const [first] = pairs;
    if (!first) throw new Error('no pair');

    // Purchases in parallel (one of them sent twice with the same key: credited once), with a fold.
    await Promise.all([
      ...pairs.map(async ({ customer }) =>
        ok(await buyPlan(t, customer.token, plan.id, `buy-${customer.id}`)),
      ),
      buyPlan(t, first.customer.token, plan.id, `buy-${first.customer.id}`),
      fold(),
    ]);

    // Four sessions requested, accepted and started at once, two requests left waiting, with a fold.
    const running = pairs.slice(0, 4);
    const runningIds = await Promise.all(
      running.map(({ customer, listener }) => startSession(t, customer, listener)),
    );
    const waiting = pairs.slice(4);
    const waitingIds = await Promise.all([
      ...waiting.map(async ({ customer, listener }) => {
        const res = await t.post(
          '/sessions/request',
          requestBody(listener.id, { mode: 'AUDIO' }),
          customer.token,
        );
        ok(res);
        return (res.body as { data: { id: string } }).data.id;
      }),
    ]);
    await fold();

    // Past India's midnight: the four are billed on the 16th, requested on the 15th; the waiting
    // requests are declined; all at once, with two folds racing them.
    clock.advance(15 * 60_000);
    await Promise.all([
      ...running.map(async ({ listener }, i) =>
        ok(await listenerAction(t, 'close-session', runningIds[i] ?? '', listener.token)),
      ),
      ...waiting.map(async ({ listener }, i) =>
        ok(
          await t.call('GET', `${API_PREFIX}/sessions/close-session?id=${waitingIds[i] ?? ''}`, {
            token: listener.token,
          }),
        ),
      ),
      fold(),
      fold(),
    ]);
    await expectRollupsToMatchTheRows();

    // A report and a refund the next day (the report moves the session to REPORTED).
    clock.advance(86_400_000);
    const reported = await reportedCase(t, admin.token, first.customer, runningIds[0] ?? '');
    ok(await refundOnCase(t, admin.token, reported.id, 7));

    // Withdrawals: five listeners ask at once, then three are paid out and one rejected at once.
    const earners = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createPaidListener(t, 1000, `earner${i}@okbank`, new Date('2026-01-01T00:00:00.000Z')),
      ),
    );
    const requested = await Promise.all(
      earners.map(async (earner) => {
        const res = await requestWithdrawal(t, earner.token, 20_000);
        ok(res);
        return (res.body as { data: { id: string } }).data.id;
      }),
    );
    await Promise.all(
      requested
        .slice(0, 4)
        .map(async (id) => ok(await t.post(`/admin/withdrawals/${id}/accept`, undefined, admin.token))),
    );
    await Promise.all([
      ...requested
        .slice(0, 3)
        .map(async (id, i) =>
          ok(await t.post(`/admin/withdrawals/${id}/process`, { payoutReference: `UTR-${i}` }, admin.token)),
        ),
      (async () =>
        ok(
          await t.post(`/admin/withdrawals/${requested[3]}/reject`, { reason: 'Wrong UPI id' }, admin.token),
        ))(),
      fold(),
    ]);

    // Not folded yet, folded, and the sums are what the rows say (and not empty: something was counted).
    await expectRollupsToMatchTheRows();
    await fold();
    expect(await changesLeft()).toBe(0);
    await expectRollupsToMatchTheRows();
    const { sessions, money } = await rolledUp(t);
    expect(sessions['2026-06-15 REPORTED CHAT']).toEqual({ count: 1, minutes: 15 });
    expect(sessions['2026-06-15 COMPLETED CHAT']).toEqual({ count: 3, minutes: 45 });
    expect(money['2026-06-15']).toMatchObject({ coinsSold: 3300, paidInPaise: 6 * 49_900 });
    expect(money['2026-06-16']).toMatchObject({ revenue: 4 * 60 - 4 * 36, earnings: 4 * 36 });
    expect(Object.values(money).reduce((sum, day) => sum + (day.paidOutPaise ?? 0), 0)).toBe(60_000);
  });

  it("the migration's backfill computes the same daily rows from the rows alone", async () => {
    const migration = fs.readFileSync(
      new URL('../../drizzle/0014_dashboard_rollups.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--.*\n\s*)*INSERT INTO dashboard_\w+_days/.test(statement));
    expect(backfill).toHaveLength(2);
    const before = await rolledUp(t);
    await db.transaction(async (tx) => {
      for (const table of [
        'dashboard_session_days',
        'dashboard_session_changes',
        'dashboard_money_days',
        'dashboard_money_changes',
      ]) {
        await tx.execute(sql.raw(`delete from ${table}`));
      }
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    expect(await rolledUp(t)).toEqual(before);
    await expectRollupsToMatchTheRows();
  });
});
