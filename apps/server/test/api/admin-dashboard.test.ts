// @module-tag embedded
import { describe, expect, it } from 'vitest';
import { API_PREFIX, DEFAULT_EARNINGS_HOLD_HOURS, messages, type AdminDashboard } from '@app/contract';
import { periodDays } from '../../src/modules/dashboard/dashboard.service.ts';
import {
  createCustomer,
  createOnlineListener,
  createPaidListener,
  createTestClock,
  listenerAction,
  requestBody,
  requestWithdrawal,
  stampConsolePresence,
  startSession,
} from '../support/marketplace.ts';
import { createCompletedSession, ledgerSummary, refundOnCase, reportedCase } from '../support/safety.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

// 10:00 UTC is 15:30 in India: the dashboard's days are India's.
const clock = createTestClock(new Date('2026-06-15T10:00:00.000Z'));
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const admin = await createSignedInUser(t, 'ADMIN');

const DAY = 86_400_000;

const dashboard = async (days?: number) => {
  const res = await t.get(`/admin/dashboard${days ? `?days=${days}` : ''}`, admin.token);
  expect(res.status, res.text).toBe(200);
  return res.body.data as AdminDashboard;
};

describe('periodDays', () => {
  it("counts India's calendar days, today included", () => {
    const period = periodDays(new Date('2026-06-14T19:00:00.000Z'), 3, 'Asia/Kolkata');
    // 19:00 UTC on the 14th is 00:30 on the 15th in India.
    expect(period.days).toEqual(['2026-06-13', '2026-06-14', '2026-06-15']);
    expect(period.from.toISOString()).toBe('2026-06-12T18:30:00.000Z');
  });
});

describe('GET /admin/dashboard', () => {
  it('is the marketplace as it is: money from the ledger, sessions by state and mode, what waits', async () => {
    const empty = await dashboard(7);
    expect(empty.days).toBe(7);
    expect(empty.daily).toHaveLength(7);
    expect(empty.daily.at(-1)).toEqual({
      date: '2026-06-15',
      revenuePaise: 0,
      sessions: 0,
      completedSessions: 0,
    });
    expect(empty.revenuePaise).toBe(0);

    // A plan bought through the API: money paid in and coins sold.
    const plan = await t.post(
      '/admin/plans',
      { name: 'Dash', description: '', pricePaise: 49_900, coins: 500, bonusCoins: 50 },
      admin.token,
    );
    const customer = await createCustomer(t);
    const bought = await t.call('POST', `${API_PREFIX}/wallet/purchase`, {
      token: customer.token,
      body: { planId: (plan.body.data as { id: string }).id },
      headers: { 'idempotency-key': 'dash-purchase-1' },
    });
    expect(bought.status, bought.text).toBe(200);

    // One session completed after 3 minutes, one request declined (an AUDIO one).
    const listener = await createOnlineListener(t, 4);
    const sessionId = await startSession(t, customer, listener);
    clock.advance(3 * 60_000);
    expect((await listenerAction(t, 'close-session', sessionId, listener.token)).status).toBe(200);
    const other = await createCustomer(t, 100);
    await stampConsolePresence(t, listener.id); // their console is still open, 3 minutes on
    const declined = await t.post(
      '/sessions/request',
      requestBody(listener.id, { mode: 'AUDIO' }),
      other.token,
    );
    expect(declined.status, declined.text).toBe(200);
    const declineId = (declined.body.data as { id: string }).id;
    expect(
      (await t.call('GET', `${API_PREFIX}/sessions/close-session?id=${declineId}`, { token: listener.token }))
        .status,
    ).toBe(200);

    // A withdrawal paid out, and one still waiting (from earnings made before the period).
    const paid = await createPaidListener(t, 1000, 'paid@okbank', new Date('2026-01-01T00:00:00.000Z'));
    const first = (await requestWithdrawal(t, paid.token, 20_000)).body.data as { id: string };
    await t.post(`/admin/withdrawals/${first.id}/accept`, undefined, admin.token);
    await t.post(`/admin/withdrawals/${first.id}/process`, { payoutReference: 'UTR-1' }, admin.token);
    await requestWithdrawal(t, paid.token, 15_000);

    const figures = await dashboard(7);
    expect(figures.coinsSold).toBe(550);
    expect(figures.paidInPaise).toBe(49_900);
    expect(figures.revenueCoins).toBeGreaterThan(0);
    expect(figures.revenueCoins + figures.listenerEarningsCoins).toBe(12);
    expect(figures.revenuePaise).toBe(figures.revenueCoins * 100);
    expect(figures.listenerEarningsPaise).toBe(figures.listenerEarningsCoins * 100);
    expect(figures.paidOutPaise).toBe(20_000);
    expect(figures.pendingWithdrawals).toEqual({ count: 1, amountPaise: 15_000 });
    expect(figures.sessionsByStatus).toMatchObject({ COMPLETED: 1, CANCELLED: 1, pending: 0 });
    expect(figures.sessionsByMode).toEqual({ AUDIO: 1, CHAT: 1 });
    expect(figures.averageSessionMinutes).toBe(3);
    expect(figures.listenersOnline).toBe(1);
    expect(figures.daily.at(-1)).toEqual({
      date: '2026-06-15',
      revenuePaise: figures.revenuePaise,
      sessions: 2,
      completedSessions: 1,
    });

    // A week later the 7-day view is quiet again; the 30-day one still holds it all.
    clock.advance(7 * 86_400_000);
    const later = await dashboard(7);
    expect(later.revenuePaise).toBe(0);
    expect(later.sessionsByMode).toEqual({ AUDIO: 0, CHAT: 0 });
    expect(later.pendingWithdrawals.count).toBe(1);
    const month = await dashboard();
    expect(month.days).toBe(30);
    expect(month.revenuePaise).toBe(figures.revenuePaise);
    expect(month.daily.reduce((sum, day) => sum + day.sessions, 0)).toBe(2);
  });

  it('nets refunds on the day they are made: within the hold both shares, after it the platform only', async () => {
    const today = () => periodDays(clock.now(), 1).days[0];
    const revenueOf = (figures: AdminDashboard, date: string | undefined) =>
      figures.daily.find((day) => day.date === date)?.revenuePaise;
    const start = await dashboard(90);
    const booksAtStart = await ledgerSummary(t, admin.token);

    // 50 coins charged: 30 the listener's, 20 the platform's.
    const { customer, sessionId } = await createCompletedSession(t, clock, {
      coinsPerMinute: 10,
      minutes: 5,
    });
    const sessionDay = today();
    const row = await reportedCase(t, admin.token, customer, sessionId);
    const charged = await dashboard(90);
    expect(charged.revenueCoins - start.revenueCoins).toBe(20);
    expect(charged.listenerEarningsCoins - start.listenerEarningsCoins).toBe(30);

    // The next day, within the hold: 20 back, 12 of them from the listener's share, 8 from the platform's.
    clock.advance(DAY);
    const withinDay = today();
    expect((await refundOnCase(t, admin.token, row.id, 20)).status).toBe(200);
    const within = await dashboard(90);
    expect(within.revenueCoins - charged.revenueCoins).toBe(-8);
    expect(within.listenerEarningsCoins - charged.listenerEarningsCoins).toBe(-12);
    expect(revenueOf(within, withinDay)).toBe(-800);
    expect(revenueOf(within, sessionDay)).toBe(revenueOf(charged, sessionDay));

    // Past the hold: 10 more, all of them the platform's; the listener keeps what is left of theirs.
    clock.advance(DEFAULT_EARNINGS_HOLD_HOURS * 3_600_000);
    const afterDay = today();
    expect((await refundOnCase(t, admin.token, row.id, 10)).status).toBe(200);
    const after = await dashboard(90);
    expect(after.revenueCoins - within.revenueCoins).toBe(-10);
    expect(after.listenerEarningsCoins).toBe(within.listenerEarningsCoins);
    expect(revenueOf(after, afterDay)).toBe(-1_000);
    expect(revenueOf(after, withinDay)).toBe(-800);
    expect(after.revenuePaise).toBe(after.revenueCoins * 100);
    expect(after.listenerEarningsPaise).toBe(after.listenerEarningsCoins * 100);

    // The period's figures moved exactly as the ledger's accounts did.
    const books = await ledgerSummary(t, admin.token);
    expect(after.revenueCoins - start.revenueCoins).toBe(
      books.accounts.platformRevenue - booksAtStart.accounts.platformRevenue,
    );
    expect(after.listenerEarningsCoins - start.listenerEarningsCoins).toBe(
      books.accounts.listenerEarnings - booksAtStart.accounts.listenerEarnings,
    );
    expect(after.revenueCoins - start.revenueCoins).toBe(2);
    expect(after.listenerEarningsCoins - start.listenerEarningsCoins).toBe(18);
  });

  it('refuses a period other than 7, 30 or 90 days', async () => {
    for (const days of ['14', 'week', '0']) {
      const res = await t.get(`/admin/dashboard?days=${days}`, admin.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.adminDashboard.periodInvalid);
    }
  });
});
