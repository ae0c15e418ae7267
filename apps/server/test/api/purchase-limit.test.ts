// @module-tag embedded
// Purchases per customer are limited (PURCHASES_PER_MINUTE, issue 20 §4): the count is taken in the
// database under a lock on the customer's row, so parallel requests, on two app instances sharing the
// database (two server processes), cannot all slip through. The extra ones answer 429, store nothing
// and move no coin.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { messages, type PurchaseResult } from '@app/contract';
import { accounts, ledgerEntries, purchases } from '../../src/db/schema.ts';
import { PLATFORM_ACCOUNT_IDS } from '../../src/modules/ledger/ledger.repository.ts';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider.ts';
import { balanceOfPlatformAccount, createTestClock } from '../support/marketplace.ts';
import {
  buyPlan,
  createPlan,
  createSignedInUser,
  createTestApp,
  useTestApp,
  type TestApp,
} from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
// A second server process on the same database: its own pool, its own connections.
const other = await createTestApp({
  database: t.database,
  jwtSecret: t.jwtSecret,
  clock,
  deadlineSweepMs: 0,
});
afterAll(other.close);
const admin = await createSignedInUser(t, 'ADMIN');
const plan = await createPlan(t, admin.token, {
  name: 'Limit',
  pricePaise: 9_900,
  coins: 100,
  bonusCoins: 10,
});
const credited = 110;
const limit = t.config.purchasesPerMinute;

const tooMany = { message: messages.wallet.tooManyPurchases(limit), code: 'RATE_LIMITED' };

/** The wallet's balance column and the sum of its ledger entries (they must agree). */
const walletBooks = async (customerId: string) => {
  const [wallet] = await t.database.db
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.ownerId, customerId), eq(accounts.kind, 'CUSTOMER_WALLET')));
  if (!wallet) return { balance: 0, entries: 0 };
  const [sum] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, wallet.id));
  return { balance: wallet.balance, entries: Number(sum?.total) };
};
const paidIn = () => balanceOfPlatformAccount(t, PLATFORM_ACCOUNT_IDS.PAID_IN);
const purchaseCount = async (customerId: string) =>
  (await t.database.db.select().from(purchases).where(eq(purchases.customerId, customerId))).length;

/** `n` parallel purchases, alternating between the two app instances. */
const buyInParallel = (token: string, n: number, apps: TestApp[] = [t, other]) =>
  Promise.all(Array.from({ length: n }, (_, i) => buyPlan(apps[i % apps.length] ?? t, token, plan.id)));

describe('PURCHASES_PER_MINUTE', () => {
  it('is 5 by default', () => {
    expect(limit).toBe(5);
  });

  it(`lets ${limit} of ${limit + 3} parallel purchases through; the rest answer 429 and move nothing`, async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const bystander = await createSignedInUser(t, 'CUSTOMER');
    const paidInBefore = await paidIn();
    const [answers, bystanderAnswers] = await Promise.all([
      buyInParallel(customer.token, limit + 3),
      buyInParallel(bystander.token, 2),
    ]);
    const ok = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(ok).toHaveLength(limit);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual(tooMany);
      // Every counted purchase was made at this (test clock's) instant: a slot frees in 60 s.
      expect(answer.headers['retry-after']).toBe('60');
    }
    // Each success answers the balance right after its own credit: taken in turn, none lost.
    expect(ok.map((answer) => (answer.body.data as PurchaseResult).balance).sort((a, b) => a - b)).toEqual(
      Array.from({ length: limit }, (_, i) => credited * (i + 1)),
    );
    expect(await walletBooks(customer.id)).toEqual({
      balance: limit * credited,
      entries: limit * credited,
    });
    expect(await purchaseCount(customer.id)).toBe(limit);
    // Another customer buying at the same time is not affected.
    expect(bystanderAnswers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await walletBooks(bystander.id)).toEqual({ balance: 2 * credited, entries: 2 * credited });
    // PAID_IN moved by exactly the coins credited: the refused ones did not pump it.
    expect(await paidIn()).toBe(paidInBefore - (limit + 2) * credited);
  });

  it('answers a replayed Idempotency-Key with its first answer, even at the limit', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const key = crypto.randomUUID();
    const first = await buyPlan(t, customer.token, plan.id, key);
    expect(first.status).toBe(200);
    expect((await buyInParallel(customer.token, limit - 1)).every((answer) => answer.status === 200)).toBe(
      true,
    );
    expect((await buyPlan(t, customer.token, plan.id)).status).toBe(429);
    const replays = await Promise.all([
      buyPlan(t, customer.token, plan.id, key),
      buyPlan(other, customer.token, plan.id, key),
    ]);
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
    }
    expect(await walletBooks(customer.id)).toEqual({ balance: limit * credited, entries: limit * credited });
  });

  it('counts the last 60 seconds: a slot frees when the oldest purchase leaves the window', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const start = clock.now();
    await buyPlan(t, customer.token, plan.id); // the oldest, at start
    clock.advance(20_000);
    expect((await buyInParallel(customer.token, limit - 1)).every((answer) => answer.status === 200)).toBe(
      true,
    );
    clock.set(new Date(start.getTime() + 59_500));
    const early = await buyPlan(t, customer.token, plan.id);
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    clock.set(new Date(start.getTime() + 60_000));
    const again = await buyPlan(other, customer.token, plan.id);
    expect(again.status).toBe(200);
    // The window now holds the 4 bought at +20 s and this one: full again until +80 s.
    const next = await buyPlan(t, customer.token, plan.id);
    expect(next.status).toBe(429);
    expect(next.headers['retry-after']).toBe('20');
    clock.advance(20_000);
    expect(
      (await buyInParallel(customer.token, limit + 1)).filter((answer) => answer.status === 200),
    ).toHaveLength(limit - 1);
    expect(await walletBooks(customer.id)).toEqual({
      balance: 2 * limit * credited,
      entries: 2 * limit * credited,
    });
  });

  it('does not count a declined payment: it moved no coin', async () => {
    const declining: PaymentProvider = {
      name: 'declining',
      charge: () => Promise.resolve({ status: 'DECLINED', reason: 'card declined' }),
    };
    const declines = await createTestApp({
      database: t.database,
      jwtSecret: t.jwtSecret,
      clock,
      deadlineSweepMs: 0,
      paymentProvider: declining,
    });
    try {
      const customer = await createSignedInUser(t, 'CUSTOMER');
      for (let i = 0; i < limit + 1; i += 1) {
        expect((await buyPlan(declines, customer.token, plan.id)).status).toBe(402);
      }
      expect((await buyInParallel(customer.token, limit)).every((answer) => answer.status === 200)).toBe(
        true,
      );
    } finally {
      await declines.close();
    }
  });
});
