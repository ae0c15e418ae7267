// BILLING_GRACE_SECONDS set to something other than the default: the server bills with it, and says it
// on the customer's session and on each listener of the directory, so the customer's live "billed so
// far" and the request form's "free within n seconds" follow the setting, not the default.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_GRACE_SECONDS } from '@app/contract';
import {
  createCustomer,
  createOnlineListener,
  createTestClock,
  startSession,
} from '../support/marketplace.ts';
import { useTestApp } from '../support/test-app.ts';

const GRACE_SECONDS = 3;
const clock = createTestClock();
const t = await useTestApp({
  clock,
  deadlineSweepMs: 0,
  env: { BILLING_GRACE_SECONDS: String(GRACE_SECONDS) },
});

type Body = { data: Record<string, unknown> };

describe('a billing grace other than the default', () => {
  it('is the grace the session is billed with, and the one its views and the directory show', async () => {
    expect(GRACE_SECONDS).not.toBe(DEFAULT_BILLING_GRACE_SECONDS);
    const listener = await createOnlineListener(t, 5);
    const customer = await createCustomer(t, 100);

    const shown = await t.get(`/directory/listeners/${listener.id}`, customer.token);
    expect(shown.status, shown.text).toBe(200);
    expect((shown.body as Body).data.billingGraceSeconds).toBe(GRACE_SECONDS);
    const listed = await t.get('/directory/listeners?pagesize=100', customer.token);
    const rows = (listed.body as { data: Record<string, unknown>[] }).data;
    expect(rows.find((row) => row.id === listener.id)?.billingGraceSeconds).toBe(GRACE_SECONDS);

    // Just inside the grace: free.
    const free = await startSession(t, customer, listener);
    const running = await t.get(`/sessions/mine/${free}`, customer.token);
    expect((running.body as Body).data.billingGraceSeconds).toBe(GRACE_SECONDS);
    clock.advance(GRACE_SECONDS * 1000 - 1);
    const freeEnd = await t.post(`/sessions/mine/${free}/end`, undefined, customer.token);
    expect((freeEnd.body as Body).data).toMatchObject({
      coinsCharged: 0,
      billingGraceSeconds: GRACE_SECONDS,
    });

    // At the grace (long before the default one): the first minute is billed.
    const paid = await startSession(t, customer, listener);
    clock.advance(GRACE_SECONDS * 1000);
    const paidEnd = await t.post(`/sessions/mine/${paid}/end`, undefined, customer.token);
    expect((paidEnd.body as Body).data).toMatchObject({ timeInMinutes: 1, coinsCharged: 5 });
  });
});
