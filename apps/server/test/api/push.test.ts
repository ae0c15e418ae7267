import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, messages, pushNotificationText, routes } from '@app/contract';
import { withLocale } from '../../src/lib/locale-context.ts';
import { pushOutbox, pushSubscriptions, users } from '../../src/db/schema.ts';
import { claimPushes, enqueuePush } from '../../src/modules/push/push.repository.ts';
import { createSignedInUser, useTestApp, type TestApp } from '../support/test-app.ts';
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
import { closeSocketsAfterEach, listenForSockets, openSocketAs } from '../support/chat.ts';
import { startPushService, type PushServiceSimulator } from '../support/push-service.ts';
import { reportedCase, actOnCase, createCompletedSession } from '../support/safety.ts';

const clock = createTestClock(new Date());
let t: TestApp;
let pushService: PushServiceSimulator;
let baseUrl: string;
let publicKey: string;

beforeAll(async () => {
  t = await useTestApp({ deadlineSweepMs: 0, clock });
  baseUrl = await listenForSockets(t);
  const someone = await createSignedInUser(t, 'CUSTOMER');
  publicKey = ((await t.get('/push/key', someone.token)).body.data as { publicKey: string }).publicKey;
  pushService = await startPushService({ vapidPublicKey: publicKey });
  // Before the app's own close (hooks run last registered first): a held push must not hold the close.
  afterAll(() => pushService.close());
});
closeSocketsAfterEach();

type Device = ReturnType<PushServiceSimulator['device']>;
const subscribe = async (who: { token: string }, device: Device, extra: Record<string, unknown> = {}) => {
  const res = await t.post('/push/subscriptions', { ...device.subscription, ...extra }, who.token);
  expect(res.status, res.text).toBe(200);
  return res;
};
const subscriptionRow = async (device: Device) =>
  (
    await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))
  )[0];
const flush = () => t.app.services.push.flush();
const outboxOf = (userId: string) =>
  t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, userId));
const request = async (customer: { token: string }, listenerId: string) => {
  const res = await t.post('/sessions/request', requestBody(listenerId), customer.token);
  expect(res.status, res.text).toBe(200);
  return (res.body.data as { id: string }).id;
};

describe('the VAPID key', () => {
  it('is generated once into DATA_DIR (0600) and given to signed-in people only', async () => {
    const file = path.join(t.config.dataDir, 'vapid-keys.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    expect(publicKey).toBe(kept.publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await t.get('/push/key')).status).toBe(401);
  });
});

describe('subscribing a device', () => {
  it('refuses a malformed subscription with the contract message, and strangers', async () => {
    const customer = await createCustomer(t);
    const { subscription } = pushService.device();
    const bad = [
      { ...subscription, endpoint: 'not a url' },
      { ...subscription, endpoint: 'ftp://push.example/x' },
      { ...subscription, keys: { ...subscription.keys, p256dh: 'c2hvcnQ' } },
      { ...subscription, keys: { ...subscription.keys, auth: 'a'.repeat(40) } },
      { endpoint: subscription.endpoint },
    ];
    for (const body of bad) {
      const res = await t.post('/push/subscriptions', body, customer.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(messages.push.invalidSubscription);
    }
    expect((await t.post('/push/subscriptions', subscription)).status).toBe(401);
    expect((await t.post('/push/subscriptions/remove', { endpoint: subscription.endpoint })).status).toBe(
      401,
    );
    expect(await subscriptionRow({ subscription } as Device)).toBeUndefined();
  });

  it("keeps a device one person's: the last to subscribe it owns it, and only the owner removes it", async () => {
    const first = await createCustomer(t);
    const second = await createCustomer(t);
    const device = pushService.device();
    await subscribe(first, device);
    expect((await subscriptionRow(device))?.userId).toBe(first.id);
    // Another person signs in on the same browser and turns notifications on: the device is theirs now.
    await subscribe(second, device);
    expect((await subscriptionRow(device))?.userId).toBe(second.id);
    // The previous owner's sign-out cannot remove it.
    const stranger = await t.post(
      '/push/subscriptions/remove',
      { endpoint: device.subscription.endpoint },
      first.token,
    );
    expect(stranger.status).toBe(200);
    expect((await subscriptionRow(device))?.userId).toBe(second.id);
    const own = await t.post(
      '/push/subscriptions/remove',
      { endpoint: device.subscription.endpoint },
      second.token,
    );
    expect(own.status).toBe(200);
    expect(own.body).toEqual({
      data: { subscribed: false, alwaysNewRequests: false },
      message: messages.push.unsubscribed,
    });
    expect(await subscriptionRow(device)).toBeUndefined();
  });

  it('keeps "always" only for a listener', async () => {
    const customer = await createCustomer(t);
    const res = await subscribe(customer, pushService.device(), { alwaysNewRequests: true });
    expect(res.body.data).toEqual({ subscribed: true, alwaysNewRequests: false });
    const listener = await createOnlineListener(t);
    const mine = await subscribe(listener, pushService.device(), { alwaysNewRequests: true });
    expect(mine.body).toEqual({
      data: { subscribed: true, alwaysNewRequests: true },
      message: messages.push.subscribed,
    });
  });
});

describe('what is sent', () => {
  it("a new request reaches a listener with no console open: the customer's name and the screen, nothing else", async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const device = pushService.device();
    await subscribe(listener, device);
    await request(customer, listener.id);
    await pushService.waitFor(device.id);
    const [delivery] = device.received();
    expect(JSON.parse(delivery?.text ?? '')).toEqual({
      kind: 'new-request',
      name: 'Test CUSTOMER',
      url: routes.listener.sessionRequests,
    });
    expect(delivery?.ttl).toBe(t.config.billing.sessionRequestTtlSeconds);
    expect(delivery?.urgency).toBe('high');
    expect(pushService.refusals).toEqual([]);
  });

  it('with a console open, a new request reaches only the devices that asked for every request', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const quiet = pushService.device();
    const always = pushService.device();
    await subscribe(listener, quiet);
    await subscribe(listener, always, { alwaysNewRequests: true });
    await openSocketAs(baseUrl, listener);
    await request(customer, listener.id);
    await pushService.waitFor(always.id);
    await flush();
    expect(quiet.received()).toEqual([]);
    expect(always.received().map((d) => d.payload.kind)).toEqual(['new-request']);
  });

  it('names the language of a person who reads Hindi, so their device shows the Hindi texts', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const device = pushService.device();
    await subscribe(customer, device);
    const saved = await t.call('PUT', `${API_PREFIX}/auth/me/locale`, {
      body: { locale: 'hi' },
      token: customer.token,
    });
    expect(saved.status).toBe(200);
    const id = await request(customer, listener.id);
    expect((await listenerAction(t, 'accept-session-request', id, listener.token)).status).toBe(200);
    await pushService.waitFor(device.id);
    const payload = device.received()[0]?.payload;
    expect(payload).toEqual({
      kind: 'request-accepted',
      name: 'Test LISTENER',
      url: routes.app.session(id),
      locale: 'hi',
    });
    // What the device shows for it (the service worker reads the same contract texts).
    const shown = withLocale('hi', () => pushNotificationText('request-accepted', 'Test LISTENER'));
    expect(shown).toEqual({
      title: 'अनुरोध स्वीकार हो गया',
      body: 'Test LISTENER ने आपका अनुरोध स्वीकार कर लिया। अभी सेशन में जुड़ें।',
    });
  });

  it("an accepted request reaches the customer with the listener's name and opens the session", async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const device = pushService.device();
    await subscribe(customer, device);
    const id = await request(customer, listener.id);
    expect(device.received()).toEqual([]);
    expect((await listenerAction(t, 'accept-session-request', id, listener.token)).status).toBe(200);
    await pushService.waitFor(device.id);
    expect(device.received()[0]?.payload).toEqual({
      kind: 'request-accepted',
      name: 'Test LISTENER',
      url: routes.app.session(id),
    });
  });

  it('a low balance reaches the customer and opens the session', async () => {
    const listener = await createOnlineListener(t, 4);
    // One minute of coins: the run-out is within the warning window from the start.
    const customer = await createCustomer(t, 4);
    const device = pushService.device();
    await subscribe(customer, device);
    const id = await startSession(t, customer, listener);
    await flush();
    const before = device.received().length;
    expect(await t.app.services.sessions.runLowBalanceWarnings()).toBeGreaterThanOrEqual(1);
    await pushService.waitFor(device.id, before + 1);
    expect(device.received().at(-1)?.payload).toEqual({ kind: 'low-balance', url: routes.app.session(id) });
  });

  it("a favourite coming online reaches the customers who asked, with the listener's name and profile", async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const starredOnly = await createCustomer(t, 100);
    const device = pushService.device();
    const quiet = pushService.device();
    await subscribe(customer, device);
    await subscribe(starredOnly, quiet);
    const star = (who: { token: string }, notifyOnline: boolean) =>
      t.call('PUT', `${API_PREFIX}/favourites/${listener.id}`, { token: who.token, body: { notifyOnline } });
    expect((await star(customer, true)).status).toBe(200);
    expect((await star(starredOnly, false)).status).toBe(200);
    const setSwitch = (online: boolean) => t.post('/listener/availability', { online }, listener.token);
    expect((await setSwitch(false)).status).toBe(200);
    expect((await setSwitch(true)).status).toBe(200);
    await pushService.waitFor(device.id);
    expect(device.received().map((d) => d.payload)).toEqual([
      { kind: 'listener-online', name: 'Test LISTENER', url: routes.app.listener(listener.id) },
    ]);
    // Once a day: off and on again tells nobody.
    expect((await setSwitch(false)).status).toBe(200);
    expect((await setSwitch(true)).status).toBe(200);
    await flush();
    expect(device.received()).toHaveLength(1);
    expect(quiet.received()).toEqual([]);
  });

  it('a paid withdrawal reaches the listener and opens their withdrawals', async () => {
    const admin = await createSignedInUser(t, 'ADMIN');
    const listener = await createPaidListener(t, 1000, 'paid@okbank', new Date('2026-01-01T00:00:00Z'));
    const device = pushService.device();
    await subscribe(listener, device);
    const requested = (await requestWithdrawal(t, listener.token, 20_000)).body.data as { id: string };
    await t.post(`/admin/withdrawals/${requested.id}/accept`, undefined, admin.token);
    await flush();
    expect(device.received()).toEqual([]);
    const processed = await t.post(
      `/admin/withdrawals/${requested.id}/process`,
      { payoutReference: 'UTR-PUSH-1' },
      admin.token,
    );
    expect(processed.status, processed.text).toBe(200);
    await pushService.waitFor(device.id);
    expect(device.received()[0]?.payload).toEqual({
      kind: 'withdrawal-paid',
      url: routes.listener.withdrawals,
    });
  });

  it('a decided report reaches the person who filed it and opens their reports', async () => {
    const admin = await createSignedInUser(t, 'ADMIN');
    const { customer, sessionId } = await createCompletedSession(t, clock);
    const device = pushService.device();
    await subscribe(customer, device);
    const row = await reportedCase(t, admin.token, customer, sessionId);
    await flush();
    expect(device.received()).toEqual([]);
    const decided = await actOnCase(t, admin.token, row.id, { action: 'DISMISS', note: 'Looked fine' });
    expect(decided.status, decided.text).toBe(200);
    await pushService.waitFor(device.id);
    expect(device.received()[0]?.payload).toEqual({ kind: 'moderation-outcome', url: routes.app.reports });
  });
});

describe('when the push service says no', () => {
  it.each([404, 410])('a %i removes the subscription; the request that sent it succeeds', async (status) => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const device = pushService.device();
    await subscribe(listener, device);
    device.answerWith(status);
    await request(customer, listener.id);
    await flush();
    expect(await subscriptionRow(device)).toBeUndefined();
  });

  it('a 500 keeps the subscription for the next push', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const device = pushService.device();
    await subscribe(listener, device);
    device.answerWith(500);
    await request(customer, listener.id);
    await flush();
    expect(await subscriptionRow(device)).toBeDefined();
  });

  it('a push service that does not answer never holds the request that triggered the push', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const device = pushService.device();
    await subscribe(listener, device);
    device.answerWith('hold');
    const started = Date.now();
    const res = await t.post('/sessions/request', requestBody(listener.id), customer.token);
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    // The push is still waiting for its answer after the request answered.
    await expect.poll(() => pushService.holding()).toBe(1);
    pushService.release();
    await flush();
    expect(await subscriptionRow(device)).toBeDefined();
  });
});

describe('the outbox: nothing queued is lost', () => {
  it('a device whose push service fails for now gets the push again when its retry is due, once; the others once', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const failing = pushService.device();
    const fine = pushService.device();
    await subscribe(listener, failing);
    await subscribe(listener, fine);
    failing.answerWith(500);
    await request(customer, listener.id);
    await flush();
    expect(fine.received()).toHaveLength(1);
    expect(failing.received()).toEqual([]);
    failing.answerWith(201);
    // Not before its retry is due (5 s after the failure).
    await flush();
    expect(failing.received()).toEqual([]);
    clock.advance(5_000);
    await flush();
    expect(failing.received().map((delivery) => delivery.payload.kind)).toEqual(['new-request']);
    // Delivered everywhere: the row is gone and nothing is sent again.
    expect(await outboxOf(listener.id)).toEqual([]);
    clock.advance(60_000);
    await flush();
    expect(failing.received()).toHaveLength(1);
    expect(fine.received()).toHaveLength(1);
  });

  it("a push claimed by a process that died is sent by another once the claim's lease ends; an expired one never", async () => {
    const customer = await createCustomer(t, 100);
    const device = pushService.device();
    await subscribe(customer, device);
    const db = t.database.db;
    const now = clock.now();
    const payload = { kind: 'low-balance', url: routes.app.wallet } as const;
    await enqueuePush(db, {
      userId: customer.id,
      payload,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 120_000),
    });
    await enqueuePush(db, {
      userId: customer.id,
      payload,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 30_000),
    });
    // A process claims both and dies before sending.
    expect(await claimPushes(db, { limit: 10, leaseMs: 60_000, now })).toHaveLength(2);
    await flush();
    expect(device.received()).toEqual([]);
    clock.advance(60_001);
    await flush();
    expect(device.received().map((delivery) => delivery.payload)).toEqual([payload]);
    expect(await outboxOf(customer.id)).toEqual([]);
  });
});

describe('who is notified', () => {
  it("a deactivated person's devices hear nothing", async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const device = pushService.device();
    await subscribe(customer, device);
    const id = await request(customer, listener.id);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, customer.id));
    await listenerAction(t, 'accept-session-request', id, listener.token);
    await flush();
    expect(device.received()).toEqual([]);
  });
});
