import { describe, expect, it } from 'vitest';
import type { CustomerSession, SessionUpdate } from '@app/contract';
import { listenForSockets, nextEvent, openSocketAs } from '../support/chat.ts';
import { createOnlineListener, createTestClock, startSession } from '../support/marketplace.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

// A purchase during a running session moves the session's run-out deadline (the wallet's hook).
const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const admin = await createSignedInUser(t, 'ADMIN');
const baseUrl = await listenForSockets(t);

describe('buying coins during a session', () => {
  it('moves runsOutAt by the minutes the new coins pay for', async () => {
    const plan = await createPlan(t, admin.token, { coins: 40, bonusCoins: 0 });
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const listener = await createOnlineListener(t, 4);
    await buyPlan(t, customer.token, plan.id); // 40 coins = 10 minutes at 4/min
    const id = await startSession(t, customer, listener);
    const sessionOf = async () =>
      ((await t.get(`/sessions/mine/${id}`, customer.token)).body.data as CustomerSession).runsOutAt;
    const before = await sessionOf();
    expect(before).not.toBeNull();
    const bought = await buyPlan(t, customer.token, plan.id);
    expect(bought.status).toBe(200);
    const after = await sessionOf();
    expect(Date.parse(after ?? '') - Date.parse(before ?? '')).toBe(10 * 60_000);
  });

  it('tells both sides the new run-out moment once the purchase committed', async () => {
    const plan = await createPlan(t, admin.token, { coins: 40, bonusCoins: 0 });
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const listener = await createOnlineListener(t, 4);
    await buyPlan(t, customer.token, plan.id);
    const id = await startSession(t, customer, listener);
    const customerSocket = await openSocketAs(baseUrl, customer);
    const listenerSocket = await openSocketAs(baseUrl, listener);
    const heardByCustomer = nextEvent<SessionUpdate>(customerSocket, 'update-session');
    const heardByListener = nextEvent<SessionUpdate>(listenerSocket, 'update-session');
    expect((await buyPlan(t, customer.token, plan.id)).status).toBe(200);
    const stored = ((await t.get(`/sessions/mine/${id}`, customer.token)).body.data as CustomerSession)
      .runsOutAt;
    for (const heard of [await heardByCustomer, await heardByListener]) {
      expect(heard.session).toMatchObject({ id, status: 'IN_PROGRESS', runsOutAt: stored });
    }
    customerSocket.close();
    listenerSocket.close();
  });
});
