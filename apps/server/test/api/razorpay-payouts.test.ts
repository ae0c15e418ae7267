// @module-tag embedded
import crypto from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  messages,
  paymentGatewayPaths,
  type AdminWithdrawal,
  type MyWithdrawals,
  type PaymentEvent,
} from '@app/contract';
import { auditLogs, ledgerEntries, ledgerTransactions, withdrawals } from '../../src/db/schema.ts';
import { RECONCILE_INTERVAL_MS } from '../../src/lib/durations.ts';
import { createPaidListener, createTestClock, requestWithdrawal } from '../support/marketplace.ts';
import { startRazorpaySimulator } from '../support/razorpay.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';
import { freePort } from '../support/free-port.ts';

// Listener payouts through RazorpayX (issue 22 §4), against the gateway simulator in its own process
// (test/support/razorpay-simulator.ts); the server is the real app on a port, so the simulator's signed
// webhooks reach it over HTTP. After every test the books sum to 0.

const sim = await startRazorpaySimulator();
afterAll(sim.close);
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const webhookUrl = `${publicUrl}${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`;
const TIMEOUT_MS = 800;
const CHECK_AFTER_SECONDS = 300;
const clock = createTestClock(new Date());
const t = await useTestApp({
  env: sim.env({
    ...sim.payoutEnv(),
    PUBLIC_URL: publicUrl,
    RAZORPAY_TIMEOUT_MS: String(TIMEOUT_MS),
    PAYMENT_CHECK_AFTER_SECONDS: String(CHECK_AFTER_SECONDS),
  }),
  clock,
  deadlineSweepMs: 0,
});
await t.app.listen({ port, host: '127.0.0.1' });
const payouts = t.app.services.gatewayPayouts;
if (!payouts) throw new Error('RazorpayX payouts are not configured');
const admins = [await createSignedInUser(t, 'ADMIN'), await createSignedInUser(t, 'ADMIN')] as const;
const [admin] = admins;
const w = messages.withdrawals;
const AMOUNT_PAISE = 15_000;

beforeEach(() => sim.reset(webhookUrl));
afterEach(async () => {
  const [sum] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries);
  expect(Number(sum?.total)).toBe(0);
});

const adminCall = (path: string, token = admin.token) =>
  t.call('POST', `${API_PREFIX}/admin/withdrawals/${path}`, { token });
const pay = (id: string, token = admin.token) => adminCall(`${id}/pay`, token);

/** A listener with 500 coins and one ACCEPTED request of ₹150 to `upiId`. */
const acceptedRequest = async (upiId = 'listener@okbank') => {
  const listener = await createPaidListener(t, 500, upiId);
  const created = await requestWithdrawal(t, listener.token, AMOUNT_PAISE);
  expect(created.status, created.text).toBe(200);
  const id = (created.body.data as { id: string }).id;
  expect((await adminCall(`${id}/accept`)).status).toBe(200);
  return { listener, id };
};

const rowOf = async (id: string) => {
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw new Error(`no withdrawal ${id}`);
  return row;
};
/** The ledger movements of a request, by kind, sorted (each step's reference is unique). */
const movesOf = async (id: string) =>
  (
    await t.database.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, `withdrawal:${id}:%`))
  )
    .map((row) => row.kind)
    .sort();
/** The audit trail of a request: each action and who it names. */
const auditOf = async (id: string) =>
  (
    await t.database.db
      .select({ action: auditLogs.action, actorId: auditLogs.actorId })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, id))
  ).sort((a, b) => a.action.localeCompare(b.action));
const mine = async (token: string) => {
  const res = await t.get('/withdrawals/mine', token);
  expect(res.status).toBe(200);
  return res.body.data as MyWithdrawals;
};
const payoutsOf = async (id: string) => (await sim.state()).payouts.filter((p) => p.reference_id === id);
const eventsOf = async (id: string) => {
  const res = await t.get('/admin/payment-events?pagesize=100', admin.token);
  expect(res.status).toBe(200);
  return (res.body.data as PaymentEvent[]).filter((e) => e.withdrawalId === id);
};
const postWebhook = (body: string, secret: string, eventId: string) =>
  t.call('POST', `${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`, {
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': crypto.createHmac('sha256', secret).update(body).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
  });
const payoutWebhook = (event: string, entity: Record<string, unknown>) =>
  JSON.stringify({
    entity: 'event',
    event,
    contains: ['payout'],
    payload: { payout: { entity: { entity: 'payout', currency: 'INR', ...entity } } },
    created_at: Math.floor(Date.now() / 1000),
  });

describe('Pay through RazorpayX', () => {
  it('sends one UPI payout and shows PROCESSING; payout.processed makes it PROCESSED with the UTR', async () => {
    const { listener, id } = await acceptedRequest('asha@okicici');
    const res = await pay(id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'PROCESSING', payoutReference: null });
    expect(res.text).not.toContain(sim.keySecret);
    expect(res.text).not.toContain(sim.webhookSecret);
    const [payout, ...more] = await payoutsOf(id);
    expect(more).toEqual([]);
    expect(payout).toMatchObject({
      amount: AMOUNT_PAISE,
      currency: 'INR',
      status: 'processing',
      fund_account: { vpa: { address: 'asha@okicici' } },
    });
    expect((await rowOf(id)).payoutId).toBe(payout?.id);
    // Still reserved while PROCESSING: the listener sees it and cannot spend the coins again.
    const during = await mine(listener.token);
    expect(during.withdrawals[0]).toMatchObject({ id, status: 'PROCESSING' });
    expect(during.reserved).toBe(AMOUNT_PAISE);
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_RESERVE']);

    const settled = await sim.settlePayout(payout?.id ?? '', 'processed');
    expect(settled.utr).toMatch(/^SIMUTR/);
    const after = await mine(listener.token);
    expect(after.withdrawals[0]).toMatchObject({ id, status: 'PROCESSED', payoutReference: settled.utr });
    expect(after.reserved).toBe(0);
    expect(after.available).toBe(50_000 - AMOUNT_PAISE);
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_PAYOUT', 'WITHDRAWAL_RESERVE']);
    expect((await eventsOf(id)).map((e) => [e.event, e.outcome])).toEqual([['payout.processed', 'paid']]);
    // The gateway's settlement is audited in the name of the admin who pressed Pay.
    expect(await auditOf(id)).toEqual([
      { action: 'WITHDRAWAL_ACCEPTED', actorId: admin.id },
      { action: 'WITHDRAWAL_PAYOUT_SENT', actorId: admin.id },
      { action: 'WITHDRAWAL_PROCESSED', actorId: admin.id },
      { action: 'WITHDRAWAL_REQUESTED', actorId: listener.id },
    ]);
  });

  it('payout.failed: FAILED with the gateway reason for both, the coins back in one transaction', async () => {
    const { listener, id } = await acceptedRequest();
    expect((await pay(id)).status).toBe(200);
    const [payout] = await payoutsOf(id);
    await sim.settlePayout(payout?.id ?? '', 'failed');
    const reason = w.payoutFailedReason('The UPI id of the beneficiary is invalid');
    const seen = await mine(listener.token);
    expect(seen.withdrawals[0]).toMatchObject({ id, status: 'FAILED', reason });
    expect(seen.available).toBe(50_000);
    expect(seen.reserved).toBe(0);
    const list = await t.get('/admin/withdrawals?status=FAILED&pagesize=50', admin.token);
    expect((list.body.data as AdminWithdrawal[]).find((r) => r.id === id)).toMatchObject({ reason });
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_RELEASE', 'WITHDRAWAL_RESERVE']);
    expect((await auditOf(id)).map((a) => a.action)).toContain('WITHDRAWAL_FAILED');
  });

  it('payout.reversed after payout.processed returns the coins exactly once, replays included', async () => {
    const { listener, id } = await acceptedRequest();
    expect((await pay(id)).status).toBe(200);
    const [payout] = await payoutsOf(id);
    await sim.settlePayout(payout?.id ?? '', 'processed');
    expect((await rowOf(id)).status).toBe('PROCESSED');
    await sim.set({ deliveriesPerWebhook: 3 });
    await sim.settlePayout(payout?.id ?? '', 'reversed');
    // Every webhook sent again, all at once.
    await sim.deliver({
      eventIds: (await sim.state()).webhooks.map((h) => h.eventId),
      parallel: true,
      times: 2,
    });
    const seen = await mine(listener.token);
    expect(seen.withdrawals[0]).toMatchObject({
      status: 'FAILED',
      reason: w.payoutReversedReason('The beneficiary bank returned the payout'),
    });
    expect(seen.available).toBe(50_000);
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_PAYOUT', 'WITHDRAWAL_RESERVE', 'WITHDRAWAL_REVERSAL']);
    const outcomes = (await eventsOf(id)).map((e) => e.outcome).sort();
    expect(outcomes).toEqual(['paid', 'reversed']);
  });

  it('10 parallel Pay clicks by two admins send one payout: one 200, the rest 409', async () => {
    const { id } = await acceptedRequest();
    const requestsBefore = (await sim.state()).payoutRequests;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pay(id, admins[i % 2]?.token ?? admin.token)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.message).toBe(w.alreadyDecided('PROCESSING'));
    }
    expect(await payoutsOf(id)).toHaveLength(1);
    expect((await sim.state()).payoutRequests).toBe(requestsBefore + 1);
  });

  it('refuses Pay on a PENDING request and on an unknown one; a non-admin cannot pay', async () => {
    const listener = await createPaidListener(t, 500);
    const created = await requestWithdrawal(t, listener.token, AMOUNT_PAISE);
    const id = (created.body.data as { id: string }).id;
    expect(await pay(id)).toMatchObject({ status: 409, body: { message: w.cannotPay } });
    expect(await pay(crypto.randomUUID())).toMatchObject({ status: 404, body: { message: w.notFound } });
    expect((await pay(id, listener.token)).status).toBe(403);
    expect(await payoutsOf(id)).toEqual([]);
  });

  it('a UPI id the gateway refuses: 502 with its reason, FAILED, the coins back', async () => {
    const { listener, id } = await acceptedRequest('not a upi id');
    const res = await pay(id);
    expect(res.status).toBe(502);
    expect(res.body.message).toContain('The vpa.address is invalid.');
    expect((await mine(listener.token)).withdrawals[0]).toMatchObject({ status: 'FAILED' });
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_RELEASE', 'WITHDRAWAL_RESERVE']);
  });
});

describe('gateway outages', () => {
  it('a 5xx leaves it PROCESSING (clear message, nothing moved); the reconciler sends it with the same key', async () => {
    const { id } = await acceptedRequest();
    await sim.set({ failures: 1, failureStatus: 503 });
    const res = await pay(id);
    expect(res).toMatchObject({ status: 503, body: { message: w.payoutGatewayUnavailable } });
    expect(await rowOf(id)).toMatchObject({ status: 'PROCESSING', payoutId: null });
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_RESERVE']);
    expect(await payoutsOf(id)).toEqual([]);
    // Pay again is refused: the payout is the reconciler's now, never a second one.
    expect((await pay(id)).status).toBe(409);

    await payouts.reconcile(); // too early: not asked yet
    expect(await payoutsOf(id)).toEqual([]);
    clock.advance((CHECK_AFTER_SECONDS + 1) * 1000);
    await payouts.reconcile();
    const [payout, ...more] = await payoutsOf(id);
    expect(more).toEqual([]);
    expect((await rowOf(id)).payoutId).toBe(payout?.id);
    clock.advance(RECONCILE_INTERVAL_MS); // the pass's claim runs out
    await payouts.reconcile(); // asks by id: still processing, nothing sent again
    expect(await payoutsOf(id)).toHaveLength(1);
    await sim.settlePayout(payout?.id ?? '', 'processed');
    expect((await rowOf(id)).status).toBe('PROCESSED');
  });

  it('a timeout after the gateway made the payout: the reconciler finds it by reference and sends nothing twice', async () => {
    const { id } = await acceptedRequest();
    await sim.set({ apiDelayMs: TIMEOUT_MS + 400 });
    const res = await pay(id);
    expect(res).toMatchObject({ status: 503, body: { message: w.payoutGatewayUnavailable } });
    await sim.set({ apiDelayMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const made = await payoutsOf(id);
    expect(made).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'PROCESSING', payoutId: null });
    // The payout was processed while nobody knew its id, and its webhook was lost.
    await sim.set({ webhooks: 'drop' });
    await sim.settlePayout(made[0]?.id ?? '', 'processed');
    clock.advance((CHECK_AFTER_SECONDS + 1) * 1000);
    const requestsBefore = (await sim.state()).payoutRequests;
    await payouts.reconcile();
    expect((await sim.state()).payoutRequests).toBe(requestsBefore);
    expect(await rowOf(id)).toMatchObject({ status: 'PROCESSED', payoutId: made[0]?.id });
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_PAYOUT', 'WITHDRAWAL_RESERVE']);
  });

  it('the webhook and the reconciler racing settle it once', async () => {
    const { id } = await acceptedRequest();
    expect((await pay(id)).status).toBe(200);
    const [payout] = await payoutsOf(id);
    await sim.set({ webhooks: 'hold' });
    await sim.settlePayout(payout?.id ?? '', 'failed');
    clock.advance((CHECK_AFTER_SECONDS + 1) * 1000);
    await Promise.all([payouts.reconcile(), sim.deliver({ times: 3, parallel: true }), payouts.reconcile()]);
    expect((await rowOf(id)).status).toBe('FAILED');
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_RELEASE', 'WITHDRAWAL_RESERVE']);
  });

  it('reconcilers in several processes ask about a payout once per interval, not once each', async () => {
    const sent = await Promise.all([1, 2].map(() => acceptedRequest()));
    for (const { id } of sent) expect((await pay(id)).status).toBe(200);
    clock.advance((CHECK_AFTER_SECONDS + 1) * 1000);
    const callsDuring = async (pass: () => Promise<unknown>) => {
      const before = (await sim.state()).apiCalls;
      await pass();
      return (await sim.state()).apiCalls - before;
    };
    const twoAtOnce = await callsDuring(() => Promise.all([payouts.reconcile(), payouts.reconcile()]));
    expect(await callsDuring(() => payouts.reconcile())).toBe(0);
    clock.advance(RECONCILE_INTERVAL_MS);
    const oneAlone = await callsDuring(() => payouts.reconcile());
    expect(oneAlone).toBeGreaterThanOrEqual(sent.length);
    expect(twoAtOnce).toBe(oneAlone);
    for (const { id } of sent) expect((await rowOf(id)).status).toBe('PROCESSING');
  });
});

describe('payout webhooks refused', () => {
  it('a forged signature: 400, recorded, nothing moved', async () => {
    const { id } = await acceptedRequest();
    expect((await pay(id)).status).toBe(200);
    const [payout] = await payoutsOf(id);
    const body = payoutWebhook('payout.processed', {
      id: payout?.id,
      amount: AMOUNT_PAISE,
      status: 'processed',
      reference_id: id,
      utr: 'FORGED1',
    });
    const refusals = async () =>
      ((await t.get('/admin/payment-events?pagesize=100', admin.token)).body.data as PaymentEvent[]).filter(
        (e) => e.outcome === 'refused: bad signature' && e.eventId === null,
      ).length;
    const before = await refusals();
    const res = await postWebhook(body, 'not the webhook secret', crypto.randomUUID());
    expect(res.status).toBe(400);
    expect((await rowOf(id)).status).toBe('PROCESSING');
    expect(await refusals()).toBe(before + 1);
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_RESERVE']);
  });

  it('a payout of another amount, or one no request sent, is refused and recorded', async () => {
    const { id } = await acceptedRequest();
    expect((await pay(id)).status).toBe(200);
    const [payout] = await payoutsOf(id);
    await sim.settlePayout(payout?.id ?? '', 'processed', AMOUNT_PAISE + 100);
    expect((await rowOf(id)).status).toBe('PROCESSING');
    expect((await eventsOf(id)).map((e) => e.outcome)).toEqual([
      'refused: amount or currency does not match the withdrawal',
    ]);
    const unknown = crypto.randomUUID();
    const body = payoutWebhook('payout.processed', {
      id: 'pout_Unknown0000001',
      amount: AMOUNT_PAISE,
      status: 'processed',
      reference_id: unknown,
      utr: 'UTR1',
    });
    const eventId = crypto.randomUUID();
    expect((await postWebhook(body, sim.webhookSecret, eventId)).status).toBe(200);
    const events = (await t.get('/admin/payment-events?pagesize=100', admin.token)).body
      .data as PaymentEvent[];
    expect(events.find((e) => e.eventId === eventId)).toMatchObject({ outcome: 'refused: unknown payout' });
    // Another payout id for a request that has one is refused too.
    const other = payoutWebhook('payout.processed', {
      id: 'pout_Other00000001',
      amount: AMOUNT_PAISE,
      status: 'processed',
      reference_id: id,
      utr: 'UTR2',
    });
    expect((await postWebhook(other, sim.webhookSecret, crypto.randomUUID())).status).toBe(200);
    expect((await rowOf(id)).status).toBe('PROCESSING');
    expect(await movesOf(id)).toEqual(['WITHDRAWAL_RESERVE']);
  });
});
