// @module-tag embedded
import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX, paymentGatewayPaths, type PurchaseResult } from '@app/contract';
import { freePort } from '../support/free-port.ts';
import { createPaidListener, requestWithdrawal } from '../support/marketplace.ts';
import { startRazorpaySimulator } from '../support/razorpay.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

// Issue 22 §5: no key or secret of the gateway is ever logged, nor who paid or was paid. A whole round of
// purchases and payouts runs against the simulator, with the refusals and the gateway's failures that log
// the most, and the server's log is read line by line.

const lines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

const sim = await startRazorpaySimulator();
afterAll(sim.close);
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const t = await useTestApp({
  env: sim.env({ ...sim.payoutEnv(), PUBLIC_URL: publicUrl, RAZORPAY_TIMEOUT_MS: '800' }),
  deadlineSweepMs: 0,
  logStream,
});
await t.app.listen({ port, host: '127.0.0.1' });
await sim.reset(`${publicUrl}${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`);
const admin = await createSignedInUser(t, 'ADMIN');
const plan = await createPlan(t, admin.token, { pricePaise: 49_900, coins: 500, bonusCoins: 50 });

const postReturn = (action: string, fields: Record<string, string>) =>
  fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

describe("the server's log around the payment gateway", () => {
  it('names no key, secret, customer or UPI id through payments, refusals, failures and payouts', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    // Paid: the return and the webhooks.
    const paid = (await buyPlan(t, customer.token, plan.id)).body.data as PurchaseResult;
    if (!paid.checkout) throw new Error('no checkout form');
    const back = await sim.checkout(paid.checkout, 'Pay');
    expect((await postReturn(back.action, back.fields)).status).toBe(303);
    // A forged return and a forged webhook (both refused and logged).
    await postReturn(back.action, { ...back.fields, razorpay_signature: 'f'.repeat(64) });
    const forged = JSON.stringify({ event: 'payment.captured', payload: {} });
    const webhook = await t.call('POST', `${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`, {
      payload: forged,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': crypto.createHmac('sha256', 'not-the-secret').update(forged).digest('hex'),
        'x-razorpay-event-id': 'evt_forged',
      },
    });
    expect(webhook.status).toBe(400);
    // The gateway down: a purchase refused with 503.
    await sim.set({ failures: 1 });
    expect((await buyPlan(t, customer.token, plan.id)).status).toBe(503);
    await sim.set({ failures: 0 });

    // A payout sent, then failed at the bank; one to a UPI id the gateway refuses.
    const upiId = 'asha.private@okicici';
    const listener = await createPaidListener(t, 1_000, upiId);
    const acceptedRequest = async () => {
      const created = await requestWithdrawal(t, listener.token, 15_000);
      const id = (created.body.data as { id: string }).id;
      await t.call('POST', `${API_PREFIX}/admin/withdrawals/${id}/accept`, { token: admin.token });
      return id;
    };
    const first = await acceptedRequest();
    const second = await acceptedRequest();
    expect(
      (await t.call('POST', `${API_PREFIX}/admin/withdrawals/${first}/pay`, { token: admin.token })).status,
    ).toBe(200);
    const payout = (await sim.state()).payouts.find((p) => p.reference_id === first);
    await sim.settlePayout(payout?.id ?? '', 'failed');
    await sim.set({ failures: 1, failureStatus: 400 });
    await t.call('POST', `${API_PREFIX}/admin/withdrawals/${second}/pay`, { token: admin.token });
    await sim.set({ failures: 0, failureStatus: 500 });

    const log = lines.join('\n');
    // The refusals and failures were logged: the check below reads a log that has something to say.
    expect(log).toMatch(/bad signature/);
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of [sim.keySecret, sim.webhookSecret, customer.email, upiId, customer.token]) {
      expect(log).not.toContain(secret);
    }
    // Nor the Basic credentials the server sends the gateway.
    expect(log).not.toContain(Buffer.from(`${sim.keyId}:${sim.keySecret}`).toString('base64'));
  });
});
