import { describe, expect, it } from 'vitest';
import {
  RECENT_SESSIONS_LIMIT,
  type AdminUserDetail,
  type SessionStatus,
  type WalletEntry,
} from '@app/contract';
import { sessionRatings, sessions } from '../../src/db/schema.ts';
import {
  PLATFORM_ACCOUNT_IDS,
  accountIdOf,
  postTransaction,
} from '../../src/modules/ledger/ledger.repository.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

// The Users screen's figures come from the ledger and the sessions table. Sessions are written
// directly here (the sessions module has its own tests); their charges go through the real ledger.
const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const customer = await createSignedInUser(t, 'CUSTOMER');
const listener = await createSignedInUser(t, 'LISTENER', { approved: true });
const plan = await createPlan(t, admin.token, { coins: 500, bonusCoins: 50 });
await buyPlan(t, customer.token, plan.id);

const base = Date.parse('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(base + minutes * 60_000);

/** A session `minutesIn` after the base time; a billed one is charged 4/min, 60% to the listener. */
const addSession = async (minutesIn: number, status: SessionStatus, billedMinutes = 0) => {
  const coinsCharged = billedMinutes * 4;
  const coinsEarned = Math.floor((coinsCharged * 60) / 100);
  const [row] = await t.database.db
    .insert(sessions)
    .values({
      customerId: customer.id,
      listenerId: listener.id,
      status,
      mode: minutesIn % 2 === 0 ? 'AUDIO' : 'CHAT',
      language: 'Hindi',
      userMood: 'sad',
      coinsPerMinute: 4,
      requestedAt: at(minutesIn),
      expiresAt: at(minutesIn + 1),
      updatedAt: at(minutesIn),
      billedMinutes,
      coinsCharged,
      coinsEarned,
      ...(status === 'COMPLETED' || status === 'REPORTED'
        ? {
            startedAt: at(minutesIn),
            endedAt: at(minutesIn + billedMinutes),
            endReason: 'ENDED_BY_CUSTOMER' as const,
          }
        : status === 'CANCELLED'
          ? { endedAt: at(minutesIn), endReason: 'CANCELLED' as const }
          : {}),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('no session');
  if (coinsCharged > 0) {
    await t.database.db.transaction(async (tx) => {
      const wallet = await accountIdOf(tx, 'CUSTOMER_WALLET', customer.id);
      const earnings = await accountIdOf(tx, 'LISTENER_EARNINGS', listener.id);
      await postTransaction(tx, {
        kind: 'SESSION_CHARGE',
        reference: `session:${row.id}`,
        at: at(minutesIn + billedMinutes),
        postings: [
          { accountId: wallet, amount: -coinsCharged },
          { accountId: earnings, amount: coinsEarned },
          { accountId: PLATFORM_ACCOUNT_IDS.PLATFORM_REVENUE, amount: coinsCharged - coinsEarned },
        ],
      });
    });
  }
  return row.id;
};

const completed = await addSession(0, 'COMPLETED', 61); // 244 coins, listener 146
const reported = await addSession(100, 'REPORTED', 29); // 116 coins, listener 69
const cancelled = [await addSession(200, 'CANCELLED'), await addSession(300, 'CANCELLED')];
const later = [await addSession(400, 'CANCELLED'), await addSession(500, 'CANCELLED')];
const open = await addSession(600, 'pending');

const detailOf = async (id: string) => {
  const res = await t.get(`/admin/users/${id}`, admin.token);
  if (res.status !== 200) throw new Error(res.text);
  return res.body.data as AdminUserDetail;
};

describe('admin Users figures', () => {
  it('customer: wallet from the ledger, sessions that took place, the latest sessions', async () => {
    const detail = await detailOf(customer.id);
    expect(detail.additionalInfo).toEqual({ walletCoins: 550 - 244 - 116 });
    expect(detail.totalSessions).toBe(2);
    expect(detail.recentSessions).toHaveLength(RECENT_SESSIONS_LIMIT);
    expect(detail.recentSessions.map((s) => s.id)).toEqual([
      open,
      ...[...later].reverse(),
      ...[...cancelled].reverse(),
    ]);
    expect(detail.recentSessions[0]).toEqual({
      id: open,
      mode: 'AUDIO',
      timeInMinutes: 0,
      status: 'pending',
      userRating: null,
      createdAt: at(600).toISOString(),
    });
    expect(detail.recentSessions.map((s) => s.id)).not.toContain(completed);
  });

  it('listener: billed hours with one decimal, coins earned, current coins from the ledger', async () => {
    const detail = await detailOf(listener.id);
    expect(detail.totalSessions).toBe(2);
    expect(detail.additionalInfo).toEqual({
      currentRating: null,
      totalHours: 1.5, // 90 billed minutes
      coinsEarned: 146 + 69,
      currentCoins: 146 + 69,
      applicationStatus: 'APPROVED',
    });
    expect(detail.recentSessions).toHaveLength(RECENT_SESSIONS_LIMIT);
  });

  it('the Users list counts sessions that took place per person', async () => {
    const res = await t.get('/admin/users?limit=100', admin.token);
    const rows = res.body.users as { id: string; totalSessions: number }[];
    expect(rows.find((row) => row.id === customer.id)?.totalSessions).toBe(2);
    expect(rows.find((row) => row.id === listener.id)?.totalSessions).toBe(2);
  });

  it("the customer's wallet history shows the session charges with their session ids", async () => {
    const res = await t.get('/wallet/transactions', customer.token);
    const entries = res.body.data as WalletEntry[];
    expect(res.body.totalRows).toBe(3);
    const charges = entries.filter((entry) => entry.kind === 'SESSION_CHARGE');
    expect(charges.map((entry) => [entry.sessionId, entry.coins, entry.planId])).toEqual(
      expect.arrayContaining([
        [completed, -244, null],
        [reported, -116, null],
      ]) as unknown[],
    );
    const summary = await t.get('/admin/ledger/summary', admin.token);
    expect(summary.body.data).toEqual({
      accounts: {
        customerWallets: 190,
        listenerEarnings: 215,
        platformRevenue: 360 - 215,
        paidIn: 550,
        paidOut: 0,
        payoutsPending: 0,
      },
      sumOfAllEntries: 0,
    });
  });
});

describe('admin User Details: ratings (issue 19)', () => {
  it("shows the listener's average stars and each recent session's stars", async () => {
    const rated = await addSession(700, 'COMPLETED', 1);
    const ratedAt = at(702);
    await t.database.db.insert(sessionRatings).values([
      {
        sessionId: completed,
        customerId: customer.id,
        listenerId: listener.id,
        stars: 2,
        createdAt: ratedAt,
      },
      { sessionId: rated, customerId: customer.id, listenerId: listener.id, stars: 5, createdAt: ratedAt },
    ]);
    const ofListener = await detailOf(listener.id);
    expect(ofListener.additionalInfo).toMatchObject({ currentRating: 3.5 });
    expect(ofListener.recentSessions[0]).toMatchObject({ id: rated, userRating: 5 });
    expect(ofListener.recentSessions.find((s) => s.id === open)?.userRating).toBeNull();
    const ofCustomer = await detailOf(customer.id);
    expect(ofCustomer.recentSessions[0]).toMatchObject({ id: rated, userRating: 5 });
  });
});
