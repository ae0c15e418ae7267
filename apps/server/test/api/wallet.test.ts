// @module-tag embedded
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  messages,
  type LedgerSummary,
  type PurchaseResult,
  type WalletEntry,
} from '@app/contract';
import { accounts, purchases } from '../../src/db/schema.ts';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider.ts';
import { buyPlan, createPlan, createSignedInUser, createTestApp, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const anyString = expect.any(String) as string;
const admin = await createSignedInUser(t, 'ADMIN');
const w = messages.wallet;
const plan = await createPlan(t, admin.token, {
  name: 'Gold',
  pricePaise: 49_900,
  coins: 500,
  bonusCoins: 50,
});
const small = await createPlan(t, admin.token, { name: 'Mini', pricePaise: 1_000, coins: 10, bonusCoins: 0 });

const balanceOf = async (token: string) =>
  ((await t.get('/wallet', token)).body.data as { balance: number }).balance;
const historyOf = async (token: string, query = '') =>
  (await t.get(`/wallet/transactions${query}`, token)).body as { data: WalletEntry[]; totalRows: number };
const summary = async () => (await t.get('/admin/ledger/summary', admin.token)).body.data as LedgerSummary;
const purchasesOf = (customerId: string) =>
  t.database.db
    .select({
      status: purchases.status,
      provider: purchases.provider,
      provider_reference: purchases.providerReference,
    })
    .from(purchases)
    .where(eq(purchases.customerId, customerId));

describe('GET /wallet', () => {
  it('is 0 for a new customer (no account needed yet)', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    expect(await t.get('/wallet', customer.token)).toMatchObject({
      status: 200,
      body: { data: { balance: 0, coinValuePaise: 100 } },
    });
    expect(await historyOf(customer.token)).toEqual({ data: [], totalRows: 0 });
  });

  it("tells the server's COIN_VALUE_PAISE, so the customer's screens show rupees at the real rate", async () => {
    const other = await createTestApp({
      database: t.database,
      jwtSecret: t.jwtSecret,
      env: { COIN_VALUE_PAISE: '150' },
    });
    try {
      const customer = await createSignedInUser(other, 'CUSTOMER');
      expect((await other.get('/wallet', customer.token)).body).toEqual({
        data: { balance: 0, paymentMode: 'TEST', coinValuePaise: 150 },
      });
    } finally {
      await other.close();
    }
  });
});

describe('POST /wallet/purchase', () => {
  it('credits coins + bonus through the test-mode provider and records the purchase', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const res = await buyPlan(t, customer.token, plan.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      purchaseId: anyString,
      status: 'CONFIRMED',
      coins: 500,
      bonusCoins: 50,
      balance: 550,
      checkout: null,
    });
    expect(await balanceOf(customer.token)).toBe(550);
    const [purchase] = await purchasesOf(customer.id);
    expect(purchase).toMatchObject({ status: 'CONFIRMED', provider: 'test' });
    expect(purchase?.provider_reference).toMatch(/^test_[0-9a-f-]{36}$/);
    const history = await historyOf(customer.token);
    expect(history.totalRows).toBe(1);
    expect(history.data[0]).toEqual({
      id: anyString,
      kind: 'PURCHASE',
      coins: 550,
      balanceAfter: 550,
      createdAt: anyString,
      planId: plan.id,
      planName: 'Gold',
      sessionId: null,
      purchaseId: (res.body.data as PurchaseResult).purchaseId,
      // A test-mode purchase's receipt numbers in its own TEST series (modules/receipts).
      receiptNumber: expect.stringMatching(/^TEST-LW\/\d{4}-\d{2}\/\d{6}$/) as string,
    });
  });

  it('copies price and coins at purchase time: a later plan change leaves history alone', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const changing = await createPlan(t, admin.token, { name: 'Changing', coins: 20, bonusCoins: 0 });
    await buyPlan(t, customer.token, changing.id);
    await t.call('PUT', `${API_PREFIX}/admin/plans/${changing.id}`, {
      body: { name: 'Changed', description: '', pricePaise: 100, coins: 999, bonusCoins: 1 },
      token: admin.token,
    });
    const second = await buyPlan(t, customer.token, changing.id);
    expect(second.body.data).toMatchObject({ coins: 999, bonusCoins: 1, balance: 1020 });
    const history = await historyOf(customer.token);
    expect(history.data.map((entry) => [entry.planName, entry.coins, entry.balanceAfter])).toEqual([
      ['Changed', 1000, 1020],
      ['Changing', 20, 20],
    ]);
  });

  it('pages the history newest first', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    for (let i = 0; i < 3; i += 1) await buyPlan(t, customer.token, small.id);
    const page1 = await historyOf(customer.token, '?pagenumber=1&pagesize=2');
    const page2 = await historyOf(customer.token, '?pagenumber=2&pagesize=2');
    expect(page1.totalRows).toBe(3);
    expect(page1.data.map((entry) => entry.balanceAfter)).toEqual([30, 20]);
    expect(page2.data.map((entry) => entry.balanceAfter)).toEqual([10]);
    expect((await t.get('/wallet/transactions?pagesize=0', customer.token)).status).toBe(400);
  });

  it('answers a replayed key with the first answer and moves no coins', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const key = crypto.randomUUID();
    const first = await buyPlan(t, customer.token, plan.id, key);
    await buyPlan(t, customer.token, small.id); // the balance moves on after the first purchase
    const replay = await buyPlan(t, customer.token, plan.id, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((first.body.data as PurchaseResult).balance).toBe(550);
    expect(await balanceOf(customer.token)).toBe(560);
    expect((await historyOf(customer.token)).totalRows).toBe(2);
  });

  it('refuses the same key for another plan with 422 and moves no coins', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const key = crypto.randomUUID();
    await buyPlan(t, customer.token, plan.id, key);
    const reused = await buyPlan(t, customer.token, small.id, key);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ message: w.idempotencyKeyReused, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await balanceOf(customer.token)).toBe(550);
  });

  it('lets two customers use the same key independently', async () => {
    const [a, b] = await Promise.all([createSignedInUser(t, 'CUSTOMER'), createSignedInUser(t, 'CUSTOMER')]);
    const key = crypto.randomUUID();
    expect((await buyPlan(t, a.token, plan.id, key)).status).toBe(200);
    expect((await buyPlan(t, b.token, small.id, key)).status).toBe(200);
    expect([await balanceOf(a.token), await balanceOf(b.token)]).toEqual([550, 10]);
  });

  it.each([
    ['missing', undefined, w.idempotencyKeyRequired],
    ['too short', 'abc', w.idempotencyKeyInvalid],
    ['with a space', 'abc defgh', w.idempotencyKeyInvalid],
    ['too long', 'k'.repeat(129), w.idempotencyKeyInvalid],
  ])('refuses a %s Idempotency-Key with 400 and moves no coins', async (_case, key, message) => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const res = await t.call('POST', `${API_PREFIX}/wallet/purchase`, {
      body: { planId: plan.id },
      token: customer.token,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_ERROR' });
    expect(await purchasesOf(customer.id)).toEqual([]);
  });

  it('refuses a missing or malformed planId with 400 and an unknown plan with 404', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const missing = await t.call('POST', `${API_PREFIX}/wallet/purchase`, {
      body: {},
      token: customer.token,
      headers,
    });
    expect(missing.status).toBe(400);
    const bad = await buyPlan(t, customer.token, 'nope');
    expect(bad.status).toBe(400);
    const unknown = await buyPlan(t, customer.token, '00000000-0000-4000-8000-00000000ffff');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: w.planUnavailable, code: 'NOT_FOUND' });
    expect(await purchasesOf(customer.id)).toEqual([]);
  });

  it('stores a declined payment, answers 402, credits nothing, and replays the refusal', async () => {
    const declining: PaymentProvider = {
      name: 'declining',
      charge: () => Promise.resolve({ status: 'DECLINED', reason: 'card declined' }),
    };
    const other = await createTestApp({
      database: t.database,
      jwtSecret: t.jwtSecret,
      paymentProvider: declining,
    });
    try {
      const customer = await createSignedInUser(other, 'CUSTOMER');
      const key = crypto.randomUUID();
      const before = await summary();
      const res = await buyPlan(other, customer.token, plan.id, key);
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ message: w.paymentDeclined, code: 'INSUFFICIENT_BALANCE' });
      expect(await balanceOf(customer.token)).toBe(0);
      expect(await historyOf(customer.token)).toEqual({ data: [], totalRows: 0 });
      expect(await purchasesOf(customer.id)).toEqual([
        { status: 'DECLINED', provider: 'declining', provider_reference: null },
      ]);
      expect((await buyPlan(other, customer.token, plan.id, key)).status).toBe(402);
      expect(await summary()).toEqual(before);
    } finally {
      await other.close();
    }
  });
});

describe('parallel purchases', () => {
  it('20 parallel requests with one key: exactly one credit, all 20 answers equal', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => buyPlan(t, customer.token, plan.id, key)),
    );
    const statuses = responses.map((res) => res.status);
    const bodies = new Set(responses.map((res) => JSON.stringify(res.body)));
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    expect(bodies.size).toBe(1);
    expect((responses[0]?.body.data as PurchaseResult).balance).toBe(550);
    expect(await balanceOf(customer.token)).toBe(550);
    expect((await historyOf(customer.token)).totalRows).toBe(1);
    expect(await purchasesOf(customer.id)).toHaveLength(1);
  });

  it('20 parallel requests with 20 keys: 20 credits, balance = their sum', async () => {
    // 20 credits racing on one wallet need a purchase limit of 20 a minute (purchase-limit.test.ts
    // tests the limit itself): the same database, an app allowing them.
    const roomy = await createTestApp({
      database: t.database,
      jwtSecret: t.jwtSecret,
      env: { PURCHASES_PER_MINUTE: '20' },
    });
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => buyPlan(roomy, customer.token, plan.id)),
    ).finally(roomy.close);
    const balances = responses.map((res) => (res.body.data as PurchaseResult).balance).sort((a, b) => a - b);
    expect(responses.every((res) => res.status === 200)).toBe(true);
    // Each answer is the balance right after its own credit: 550, 1100, ... 11000, each once.
    expect(balances).toEqual(Array.from({ length: 20 }, (_, i) => 550 * (i + 1)));
    expect(await balanceOf(customer.token)).toBe(20 * 550);
    expect((await historyOf(customer.token, '?pagesize=100')).totalRows).toBe(20);
  });
});

describe('GET /admin/ledger/summary', () => {
  it('balances after everything above: wallets = paid in, and every entry sums to 0', async () => {
    const res = await t.get('/admin/ledger/summary', admin.token);
    expect(res.status).toBe(200);
    const books = res.body.data as LedgerSummary;
    const [wallets] = await t.database.db
      .select({ total: sql<string>`coalesce(sum(${accounts.balance}), 0)` })
      .from(accounts)
      .where(eq(accounts.kind, 'CUSTOMER_WALLET'));
    const [bought] = await t.database.db
      .select({ total: sql<string>`coalesce(sum(${purchases.coins} + ${purchases.bonusCoins}), 0)` })
      .from(purchases)
      .where(eq(purchases.status, 'CONFIRMED'));
    expect(books.sumOfAllEntries).toBe(0);
    expect(books.accounts.customerWallets).toBe(Number(wallets?.total));
    expect(books.accounts.paidIn).toBe(Number(bought?.total));
    expect(books.accounts.paidIn).toBeGreaterThan(20 * 550);
    expect(books.accounts).toMatchObject({ listenerEarnings: 0, platformRevenue: 0, paidOut: 0 });
  });
});
