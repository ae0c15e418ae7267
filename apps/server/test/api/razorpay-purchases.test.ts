// @module-tag embedded
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  messages,
  paymentGatewayPaths,
  type AdminPurchase,
  type PurchaseResult,
  type PurchaseStatusView,
} from '@app/contract';
import { ledgerEntries, ledgerTransactions, paymentEvents, purchases } from '../../src/db/schema.ts';
import { RECONCILE_INTERVAL_MS } from '../../src/lib/durations.ts';
import { WEBHOOKS_PER_MINUTE } from '../../src/modules/wallet/wallet.routes.ts';
import { createTestClock } from '../support/marketplace.ts';
import { startRazorpaySimulator, type FormFields } from '../support/razorpay.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';
import { freePort } from '../support/free-port.ts';

// Coin purchases through Razorpay's hosted checkout (issue 22 §1), against the gateway simulator running
// as its own process (test/support/razorpay-simulator.ts). The server is the real app listening on a
// port, so the simulator's webhooks reach it over HTTP like Razorpay's would.

const sim = await startRazorpaySimulator();
afterAll(sim.close);
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const webhookUrl = `${publicUrl}${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`;
const TIMEOUT_MS = 800;
const CHECK_AFTER_SECONDS = 300;
const EXPIRE_AFTER_SECONDS = 1800;
const clock = createTestClock(new Date());
const t = await useTestApp({
  env: sim.env({
    PUBLIC_URL: publicUrl,
    RAZORPAY_TIMEOUT_MS: String(TIMEOUT_MS),
    PAYMENT_CHECK_AFTER_SECONDS: String(CHECK_AFTER_SECONDS),
    PAYMENT_EXPIRE_AFTER_SECONDS: String(EXPIRE_AFTER_SECONDS),
    PURCHASES_PER_MINUTE: '1000',
  }),
  clock,
  deadlineSweepMs: 0,
});
await t.app.listen({ port, host: '127.0.0.1' });
const gatewayPurchases = t.app.services.gatewayPurchases;
if (!gatewayPurchases) throw new Error('Razorpay is not configured');
const admin = await createSignedInUser(t, 'ADMIN');
const plan = await createPlan(t, admin.token, {
  name: 'Gold',
  pricePaise: 49_900,
  coins: 500,
  bonusCoins: 50,
});
const CREDIT = 550;
const w = messages.wallet;

beforeEach(() => sim.reset(webhookUrl));
afterEach(async () => {
  // After every test: the books balance (all entries sum to 0) and every wallet equals its entries.
  const [sum] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries);
  expect(Number(sum?.total)).toBe(0);
});

const startPurchase = async (token: string, key: string = crypto.randomUUID()) => {
  const res = await buyPlan(t, token, plan.id, key);
  return { status: res.status, body: res.body, data: res.body.data as PurchaseResult };
};

/** A customer with a PENDING purchase and its order at the simulator. */
const customerWithOrder = async () => {
  const customer = await createSignedInUser(t, 'CUSTOMER');
  const { status, data } = await startPurchase(customer.token);
  expect(status).toBe(200);
  const orderId = data.checkout?.fields.order_id;
  if (!data.checkout || !orderId) throw new Error('no checkout form');
  return { customer, purchaseId: data.purchaseId, orderId, checkout: data.checkout };
};

/** The browser coming back: posts the fields the gateway's page posts, to where it posts them. */
const postReturn = async (action: string, fields: FormFields) => {
  const res = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') };
};
const callbackUrlOf = (purchaseId: string) =>
  `${publicUrl}${API_PREFIX}${paymentGatewayPaths.razorpayCallback}?purchase=${purchaseId}`;

const purchaseRow = async (id: string) => {
  const [row] = await t.database.db.select().from(purchases).where(eq(purchases.id, id));
  if (!row) throw new Error(`no purchase ${id}`);
  return row;
};
/** How many ledger transactions credited this purchase (the crediting step's reference). */
const creditsOf = async (purchaseId: string) =>
  (
    await t.database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, purchaseId))
  ).length;
const balanceOf = async (token: string) =>
  ((await t.get('/wallet', token)).body.data as { balance: number }).balance;
const eventsOf = (orderId: string) =>
  t.database.db
    .select({ event: paymentEvents.event, outcome: paymentEvents.outcome, eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId));
const statusView = async (token: string, purchaseId: string) =>
  (await t.get(`/wallet/purchases/${purchaseId}`, token)).body.data as PurchaseStatusView;

/** A webhook body as Razorpay sends it, for the tests that forge or hand-sign one. */
const webhookBody = (event: string, payment: { id: string; order_id: string; amount: number }) =>
  JSON.stringify({
    entity: 'event',
    account_id: 'acc_Simulator00001',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { ...payment, entity: 'payment', currency: 'INR', status: 'captured' } } },
    created_at: Math.floor(Date.now() / 1000),
  });
const postWebhook = (body: string, secret: string, eventId: string) =>
  t.call('POST', `${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`, {
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': crypto.createHmac('sha256', secret).update(body).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
  });

describe('a purchase through Razorpay', () => {
  it('pay: PENDING with a checkout form (no secret), the hosted page, then PAID with coins + bonus once', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const { status, data, body } = await startPurchase(customer.token);
    expect(status).toBe(200);
    expect(data).toMatchObject({ status: 'PENDING', coins: 500, bonusCoins: 50, balance: 0 });
    const text = JSON.stringify(body);
    expect(text).not.toContain(sim.keySecret);
    expect(text).not.toContain(sim.webhookSecret);
    expect(data.checkout).toEqual({
      actionUrl: `${sim.baseUrl}/v1/checkout/embedded`,
      fields: expect.objectContaining({
        key_id: sim.keyId,
        amount: '49900',
        currency: 'INR',
        callback_url: callbackUrlOf(data.purchaseId),
      }) as FormFields,
    });
    const orderId = data.checkout?.fields.order_id ?? '';
    const order = (await sim.state()).orders.find((o) => o.id === orderId);
    expect(order).toMatchObject({ amount: 49_900, currency: 'INR', receipt: data.purchaseId });
    expect(await purchaseRow(data.purchaseId)).toMatchObject({ status: 'PENDING', providerOrderId: orderId });
    expect(await statusView(customer.token, data.purchaseId)).toMatchObject({
      status: 'PENDING',
      message: w.paymentPending,
    });

    if (!data.checkout) throw new Error('no checkout');
    const back = await sim.checkout(data.checkout, 'Pay');
    expect(back.action).toBe(callbackUrlOf(data.purchaseId));
    expect(await postReturn(back.action, back.fields)).toEqual({
      status: 303,
      location: `/app/wallet?purchase=${data.purchaseId}`,
    });
    expect(await purchaseRow(data.purchaseId)).toMatchObject({
      status: 'CONFIRMED',
      providerReference: back.fields.razorpay_payment_id,
    });
    expect(await creditsOf(data.purchaseId)).toBe(1);
    expect(await balanceOf(customer.token)).toBe(CREDIT);
    expect(await statusView(customer.token, data.purchaseId)).toMatchObject({
      status: 'CONFIRMED',
      message: w.paymentConfirmed(CREDIT),
    });
    // Both webhooks (payment.captured, order.paid) arrived and are kept; one of the three credited.
    const events = await eventsOf(orderId);
    expect(events.map((e) => e.event).sort()).toEqual(['order.paid', 'payment.captured']);
  });

  it('fail: the Fail button ends the purchase FAILED (DECLINED) with no coins; another purchase still goes', async () => {
    const { customer, purchaseId, checkout } = await customerWithOrder();
    const back = await sim.checkout(checkout, 'Fail');
    expect(back.fields['error[code]']).toBe('BAD_REQUEST_ERROR');
    expect(await postReturn(back.action, back.fields)).toEqual({
      status: 303,
      location: `/app/wallet?purchase=${purchaseId}`,
    });
    expect((await purchaseRow(purchaseId)).status).toBe('DECLINED');
    expect(await creditsOf(purchaseId)).toBe(0);
    expect(await balanceOf(customer.token)).toBe(0);
    expect(await statusView(customer.token, purchaseId)).toMatchObject({
      status: 'DECLINED',
      message: w.paymentFailed,
    });
    expect((await startPurchase(customer.token)).data.status).toBe('PENDING');
  });

  it('a retry on the same order after a failed attempt still credits (the money was taken)', async () => {
    const { customer, purchaseId, checkout } = await customerWithOrder();
    await sim.checkout(checkout, 'Fail');
    expect((await purchaseRow(purchaseId)).status).toBe('DECLINED');
    const back = await sim.checkout(checkout, 'Pay');
    await postReturn(back.action, back.fields);
    expect((await purchaseRow(purchaseId)).status).toBe('CONFIRMED');
    expect(await balanceOf(customer.token)).toBe(CREDIT);
  });

  it('abandon: never paid, the purchase EXPIRES after PAYMENT_EXPIRE_AFTER_SECONDS; a pending one blocks nothing', async () => {
    const { customer, purchaseId } = await customerWithOrder();
    // A second purchase while the first is PENDING is not blocked.
    expect((await startPurchase(customer.token)).data.status).toBe('PENDING');
    clock.advance((CHECK_AFTER_SECONDS + 1) * 1000);
    await gatewayPurchases.reconcile();
    expect((await purchaseRow(purchaseId)).status).toBe('PENDING');
    clock.advance(EXPIRE_AFTER_SECONDS * 1000);
    await gatewayPurchases.reconcile();
    expect((await purchaseRow(purchaseId)).status).toBe('EXPIRED');
    expect(await creditsOf(purchaseId)).toBe(0);
    expect(await statusView(customer.token, purchaseId)).toMatchObject({
      status: 'EXPIRED',
      message: w.paymentExpired,
    });
  });
});

describe('whichever arrives first credits, once', () => {
  it('the webhook before the return', async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder();
    await sim.set({ webhooks: 'hold' });
    const { callback } = await sim.attempt(orderId, 'pay');
    const delivered = await sim.deliver();
    expect(delivered.delivered.map((d) => d.event)).toEqual(['payment.captured', 'order.paid']);
    expect((await purchaseRow(purchaseId)).status).toBe('CONFIRMED');
    await postReturn(callbackUrlOf(purchaseId), callback);
    expect(await creditsOf(purchaseId)).toBe(1);
    expect(await balanceOf(customer.token)).toBe(CREDIT);
    expect((await eventsOf(orderId)).map((e) => e.outcome).sort()).toEqual(['already credited', 'credited']);
  });

  it('the return before the webhook', async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder();
    await sim.set({ webhooks: 'hold' });
    const { callback } = await sim.attempt(orderId, 'pay');
    await postReturn(callbackUrlOf(purchaseId), callback);
    expect((await purchaseRow(purchaseId)).status).toBe('CONFIRMED');
    await sim.deliver({ reverse: true }); // and out of order: order.paid first
    expect(await creditsOf(purchaseId)).toBe(1);
    expect(await balanceOf(customer.token)).toBe(CREDIT);
    expect((await eventsOf(orderId)).map((e) => e.outcome)).toEqual(['already credited', 'already credited']);
  });

  it('the return and every webhook at once, twice each, 10 rounds: one credit each', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { customer, purchaseId, orderId } = await customerWithOrder();
      await sim.set({ webhooks: 'hold' });
      const { callback } = await sim.attempt(orderId, 'pay');
      const [first, second, hooks] = await Promise.all([
        postReturn(callbackUrlOf(purchaseId), callback),
        postReturn(callbackUrlOf(purchaseId), callback),
        sim.deliver({ times: 2, parallel: true }),
      ]);
      // Every one of them answered as usual (none lost a race with an error)...
      expect([first.status, second.status]).toEqual([303, 303]);
      expect(hooks.delivered.map((hook) => hook.answer)).toEqual([200, 200, 200, 200]);
      // ...and the coins came once.
      expect(await creditsOf(purchaseId)).toBe(1);
      expect(await balanceOf(customer.token)).toBe(CREDIT);
      await sim.reset(webhookUrl);
    }
  });

  it('a late payment.failed after the capture changes nothing', async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder();
    await sim.set({ webhooks: 'hold' });
    await sim.attempt(orderId, 'fail');
    await sim.attempt(orderId, 'pay');
    const { webhooks } = await sim.state();
    const ours = webhooks.filter((hook) => hook.deliveries === 0);
    const failed = ours.filter((hook) => hook.event === 'payment.failed').map((hook) => hook.eventId);
    const captured = ours.filter((hook) => hook.event !== 'payment.failed').map((hook) => hook.eventId);
    await sim.deliver({ eventIds: [...captured, ...failed] });
    expect((await purchaseRow(purchaseId)).status).toBe('CONFIRMED');
    expect(await balanceOf(customer.token)).toBe(CREDIT);
  });
});

describe('duplicates, forgeries and tampering', () => {
  it('duplicate and replayed webhooks and returns credit once; the replays are answered 200', async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder();
    await sim.set({ webhooks: 'send', deliveriesPerWebhook: 3 });
    const { callback } = await sim.attempt(orderId, 'pay');
    const sent = (await sim.state()).webhooks.filter((h) => h.deliveries === 3);
    const ids = sent.map((h) => h.eventId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    // A duplicate is answered 2xx, like the first delivery (Razorpay would retry anything else).
    expect(sent.flatMap((h) => h.answers)).toEqual(sent.flatMap(() => [200, 200, 200]));
    // Replayed long after: the same events again, and the same return twice.
    const replayed = await sim.deliver({ eventIds: ids, times: 2 });
    expect(replayed.delivered.map((d) => d.answer)).toEqual(ids.flatMap(() => [200, 200]));
    await postReturn(callbackUrlOf(purchaseId), callback);
    await postReturn(callbackUrlOf(purchaseId), callback);
    expect(await creditsOf(purchaseId)).toBe(1);
    expect(await balanceOf(customer.token)).toBe(CREDIT);
    // Each event id is acted on once (the duplicates leave no second row).
    expect((await eventsOf(orderId)).filter((e) => e.eventId !== null)).toHaveLength(2);
  });

  it('a webhook signed with another secret is refused (400), recorded, and does not shadow the genuine event', async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder();
    const eventId = `evt${crypto.randomBytes(6).toString('hex')}`;
    const body = webhookBody('payment.captured', {
      id: 'pay_Forged00000001',
      order_id: orderId,
      amount: 49_900,
    });
    const forged = await postWebhook(body, 'not-the-webhook-secret', eventId);
    expect(forged.status).toBe(400);
    expect((await purchaseRow(purchaseId)).status).toBe('PENDING');
    const [refused] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.outcome, 'refused: bad signature'));
    expect(refused).toBeDefined();
    // An admin sees it; a customer may not look.
    const listed = await t.get('/admin/payment-events?pagesize=100', admin.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ id: refused?.id, outcome: 'refused: bad signature', eventId: null }),
    );
    expect((await t.get('/admin/payment-events', customer.token)).status).toBe(403);
    // A body changed after signing (one byte) is refused too.
    const tampered = await t.call('POST', `${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`, {
      payload: body.replace('49900', '49901'),
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': crypto.createHmac('sha256', sim.webhookSecret).update(body).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
    });
    expect(tampered.status).toBe(400);
    expect(await creditsOf(purchaseId)).toBe(0);
    // The genuine event with that id still counts.
    const genuine = await postWebhook(body, sim.webhookSecret, eventId);
    expect(genuine).toMatchObject({ status: 200, body: { outcome: 'credited' } });
    expect(await balanceOf(customer.token)).toBe(CREDIT);
  });

  it('a return with a forged signature credits nothing and is recorded', async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder();
    await sim.set({ webhooks: 'drop' });
    const { callback } = await sim.attempt(orderId, 'pay');
    const forged = {
      ...callback,
      razorpay_signature: crypto.createHmac('sha256', 'guess').update('x').digest('hex'),
    };
    expect((await postReturn(callbackUrlOf(purchaseId), forged)).status).toBe(303);
    expect((await purchaseRow(purchaseId)).status).toBe('PENDING');
    expect(await balanceOf(customer.token)).toBe(0);
    expect(await eventsOf(orderId)).toEqual([
      { event: 'checkout.return', outcome: 'refused: bad signature', eventId: null },
    ]);
  });

  it('amount tampering: a payment of less than the order is refused everywhere (webhook, return, reconciler)', async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder();
    const { callback } = await sim.attempt(orderId, 'pay', 100);
    expect((await eventsOf(orderId)).map((e) => e.outcome)).toEqual([
      'refused: amount or currency does not match the order',
    ]);
    await postReturn(callbackUrlOf(purchaseId), callback);
    clock.advance((CHECK_AFTER_SECONDS + 1) * 1000);
    await gatewayPurchases.reconcile();
    expect((await purchaseRow(purchaseId)).status).toBe('PENDING');
    expect(await creditsOf(purchaseId)).toBe(0);
    expect(await balanceOf(customer.token)).toBe(0);
  });

  it('a signed webhook for an order that is not ours is answered 200, recorded, credits nothing', async () => {
    const body = webhookBody('payment.captured', {
      id: 'pay_Unknown0000001',
      order_id: 'order_NotOurs000001',
      amount: 49_900,
    });
    const res = await postWebhook(body, sim.webhookSecret, `evt${crypto.randomBytes(6).toString('hex')}`);
    expect(res).toMatchObject({ status: 200, body: { outcome: 'refused: unknown order' } });
    expect(await eventsOf('order_NotOurs000001')).toHaveLength(1);
  });
});

it("lets the browser post the checkout form to the gateway (the page's form-action)", async () => {
  const res = await t.call('GET', '/readyz');
  expect(res.headers['content-security-policy']).toContain(`form-action 'self' ${sim.baseUrl}`);
});

describe('the gateway down', () => {
  it.each([
    ['a 5xx', { failures: 1, failureStatus: 502 }],
    ['a timeout', { apiDelayMs: TIMEOUT_MS * 2 }],
  ])(
    '%s on the order: 503 with a clear message, nothing credited, nothing left pending',
    async (_, fault) => {
      const customer = await createSignedInUser(t, 'CUSTOMER');
      await sim.set(fault);
      const key = crypto.randomUUID();
      const started = Date.now();
      const res = await startPurchase(customer.token, key);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ message: w.gatewayUnavailable, code: 'UNAVAILABLE' });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2 + 1000);
      const rows = await t.database.db.select().from(purchases).where(eq(purchases.customerId, customer.id));
      expect(rows.map((row) => row.status)).toEqual(['DECLINED']);
      expect(await balanceOf(customer.token)).toBe(0);
      await sim.reset(webhookUrl);
      // The same key answers the same refusal; a new purchase goes through.
      expect((await startPurchase(customer.token, key)).status).toBe(402);
      expect((await startPurchase(customer.token)).data.status).toBe('PENDING');
    },
  );
});

describe('reconciliation', () => {
  it('a dropped webhook and a lost return: the reconciler asks the gateway and credits once', async () => {
    const { customer, purchaseId, orderId } = await customerWithOrder();
    await sim.set({ webhooks: 'drop' });
    await sim.attempt(orderId, 'pay');
    await gatewayPurchases.reconcile(); // too young to ask about
    expect((await purchaseRow(purchaseId)).status).toBe('PENDING');
    clock.advance((CHECK_AFTER_SECONDS + 1) * 1000);
    await sim.set({ failures: 1000 }); // the gateway down for one pass: the purchase waits
    expect((await gatewayPurchases.reconcile()).unreachable).toBeGreaterThan(0);
    expect((await purchaseRow(purchaseId)).status).toBe('PENDING');
    await sim.set({ failures: 0 });
    await gatewayPurchases.reconcile();
    expect((await purchaseRow(purchaseId)).status).toBe('CONFIRMED');
    await gatewayPurchases.reconcile();
    expect(await creditsOf(purchaseId)).toBe(1);
    expect(await balanceOf(customer.token)).toBe(CREDIT);
  });

  it('reconcilers in several processes ask the gateway about a purchase once per interval, not once each', async () => {
    // What earlier tests left waiting runs out first, so each pass below sees the same purchases.
    clock.advance((EXPIRE_AFTER_SECONDS + 1) * 1000);
    await gatewayPurchases.reconcile();
    const waiting = await Promise.all([1, 2, 3].map(() => customerWithOrder()));
    clock.advance((CHECK_AFTER_SECONDS + 1) * 1000);
    const callsDuring = async (pass: () => Promise<unknown>) => {
      const before = (await sim.state()).apiCalls;
      await pass();
      return (await sim.state()).apiCalls - before;
    };
    // Two processes' passes at once (each claims what it asks about, skipping the other's rows).
    const twoAtOnce = await callsDuring(() =>
      Promise.all([gatewayPurchases.reconcile(), gatewayPurchases.reconcile()]),
    );
    // A third pass within the interval: everything is claimed, nobody asks.
    expect(await callsDuring(() => gatewayPurchases.reconcile())).toBe(0);
    // Once the interval is over, one pass asks about each again: as much as the two together did.
    clock.advance(RECONCILE_INTERVAL_MS);
    const oneAlone = await callsDuring(() => gatewayPurchases.reconcile());
    expect(oneAlone).toBeGreaterThanOrEqual(waiting.length);
    expect(twoAtOnce).toBe(oneAlone);
    for (const { purchaseId } of waiting) expect((await purchaseRow(purchaseId)).status).toBe('PENDING');
  });
});

describe("the admin's purchase list", () => {
  const list = async (query: string) => {
    const res = await t.get(`/admin/purchases${query}`, admin.token);
    expect(res.status).toBe(200);
    return res.body as { data: AdminPurchase[]; totalRows: number };
  };

  it("shows each purchase's state with the gateway's order and payment ids, filtered and searched", async () => {
    const paid = await customerWithOrder();
    const back = await sim.checkout(paid.checkout, 'Pay');
    await postReturn(back.action, back.fields);
    const paymentId = back.fields.razorpay_payment_id ?? '';
    const failed = await customerWithOrder();
    const failedBack = await sim.checkout(failed.checkout, 'Fail');
    await postReturn(failedBack.action, failedBack.fields);
    const waiting = await customerWithOrder();

    const [paidRow] = (await list(`?search=${paid.orderId}`)).data;
    expect(paidRow).toEqual({
      id: paid.purchaseId,
      customer: { id: paid.customer.id, name: 'Test CUSTOMER', email: paid.customer.email },
      planName: 'Gold',
      pricePaise: 49_900,
      coins: 500,
      bonusCoins: 50,
      status: 'CONFIRMED',
      provider: 'razorpay',
      orderId: paid.orderId,
      paymentId,
      createdAt: expect.any(String) as string,
      confirmedAt: expect.any(String) as string,
    });
    // The payment id finds it too, and so does the customer's email.
    expect((await list(`?search=${paymentId}`)).data.map((row) => row.id)).toEqual([paid.purchaseId]);
    expect(
      (await list(`?search=${encodeURIComponent(paid.customer.email)}`)).data.map((row) => row.id),
    ).toEqual([paid.purchaseId]);
    expect((await list(`?search=${failed.orderId}`)).data[0]).toMatchObject({
      status: 'DECLINED',
      paymentId: null,
      confirmedAt: null,
    });
    expect((await list(`?search=${waiting.orderId}&status=PENDING`)).data.map((row) => row.id)).toEqual([
      waiting.purchaseId,
    ]);
    expect((await list(`?search=${waiting.orderId}&status=CONFIRMED`)).totalRows).toBe(0);

    // Every PENDING row is PENDING, newest first, and the count is the whole filter's.
    const pending = await list('?status=PENDING&pagesize=100');
    expect(pending.data.every((row) => row.status === 'PENDING')).toBe(true);
    expect(pending.totalRows).toBe(pending.data.length);
    const times = pending.data.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses an unknown status with a clear message', async () => {
    const res = await t.get('/admin/purchases?status=PAID', admin.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: w.purchaseStatusInvalid });
  });
});

describe('the webhook route under a flood', () => {
  it(`answers 429 past ${WEBHOOKS_PER_MINUTE} a minute from one address, in parallel, and records none of those`, async () => {
    const address = `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`;
    const forged = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`,
        remoteAddress: address,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': 'f'.repeat(64),
          'x-razorpay-event-id': `flood_${n}`,
        },
        payload: JSON.stringify({ event: 'payment.captured', n }),
      });
    // A refused forgery is recorded without its (unproven) event id, so count the refusals.
    const recorded = async () =>
      (
        await t.database.db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.outcome, 'refused: bad signature'))
      ).length;
    const before = await recorded();
    const extra = 5;
    const answers = await Promise.all(
      Array.from({ length: WEBHOOKS_PER_MINUTE + extra }, (_, n) => forged(n)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(WEBHOOKS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
    // Every answered forgery is recorded for an admin; the limited ones never reached the handler.
    expect((await recorded()) - before).toBe(WEBHOOKS_PER_MINUTE);
  });
});
