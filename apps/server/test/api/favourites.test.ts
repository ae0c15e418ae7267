// @module-tag embedded
// Favourites (issue 23 §5): a customer stars a listener (idempotent), the star leads the directory and
// shows on the listener's profile; "notify me when online" tells the customer when that listener comes
// online, at most once per listener per Indian calendar day, claimed in the database so that two
// processes noticing the same event send one notice.
import { describe, expect, it } from 'vitest';
import { API_PREFIX, messages, type Favourite, type PublicListener } from '@app/contract';
import type { OnlineNotifier } from '../../src/modules/favourites/favourites.service.ts';
import {
  createCustomer,
  createOnlineListener,
  createTestClock,
  stampConsolePresence,
} from '../support/marketplace.ts';
import { useTestApp } from '../support/test-app.ts';

// 10:00 UTC = 15:30 in India.
const clock = createTestClock(new Date('2026-06-15T10:00:00.000Z'));
const notices: Parameters<OnlineNotifier>[0][] = [];
const t = await useTestApp({
  clock,
  deadlineSweepMs: 0,
  onlineNotifier: (notice) => {
    notices.push(notice);
  },
});
type Person = { id: string; token: string };

const star = (who: Person, listenerId: string, body: Record<string, unknown> = {}) =>
  t.call('PUT', `${API_PREFIX}/favourites/${listenerId}`, { token: who.token, body });
const unstar = (who: Person, listenerId: string) =>
  t.call('DELETE', `${API_PREFIX}/favourites/${listenerId}`, { token: who.token });
const favouritesOf = async (who: Person) => {
  const res = await t.get('/favourites', who.token);
  expect(res.status).toBe(200);
  return res.body.data as Favourite[];
};
const directory = async (who: Person) => {
  const res = await t.get('/directory/listeners?pagesize=100', who.token);
  expect(res.status).toBe(200);
  return res.body.data as PublicListener[];
};
const setSwitch = async (listener: Person, online: boolean) => {
  const res = await t.post('/listener/availability', { online }, listener.token);
  expect(res.status).toBe(200);
};
const tellOnline = (listenerId: string) => t.app.services.favourites.tellListenerOnline(listenerId);

describe('stars', () => {
  it('stars idempotently, keeps the first date, and unstars idempotently', async () => {
    const customer = await createCustomer(t);
    const listener = await createOnlineListener(t);
    const first = await star(customer, listener.id);
    expect(first.status).toBe(200);
    const made = first.body.data as Favourite;
    expect(made).toMatchObject({ listener: { id: listener.id, presence: 'online' }, notifyOnline: false });
    clock.advance(60_000);
    const again = await star(customer, listener.id);
    expect(again.status).toBe(200);
    expect((again.body.data as Favourite).favouritedAt).toBe(made.favouritedAt);
    expect(await favouritesOf(customer)).toHaveLength(1);

    expect((await unstar(customer, listener.id)).status).toBe(200);
    const twice = await unstar(customer, listener.id);
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual({ data: { listenerId: listener.id } });
    expect(await favouritesOf(customer)).toEqual([]);
  });

  it('sets and keeps the notify flag: a star without it leaves it as it was', async () => {
    const customer = await createCustomer(t);
    const listener = await createOnlineListener(t);
    expect((await star(customer, listener.id, { notifyOnline: true })).status).toBe(200);
    const plain = await star(customer, listener.id);
    expect((plain.body.data as Favourite).notifyOnline).toBe(true);
    const off = await star(customer, listener.id, { notifyOnline: false });
    expect((off.body.data as Favourite).notifyOnline).toBe(false);
  });

  it('favourites lead the directory (then online, busy, offline, by name) and each card carries the star', async () => {
    const customer = await createCustomer(t);
    const online = await createOnlineListener(t);
    const offline = await createOnlineListener(t);
    await setSwitch(offline, false);
    const before = await directory(customer);
    const offlineIndex = before.findIndex((l) => l.id === offline.id);
    expect(offlineIndex).toBeGreaterThan(before.findIndex((l) => l.id === online.id));
    expect(before.every((l) => l.favourite === null)).toBe(true);

    await star(customer, offline.id, { notifyOnline: true });
    const after = await directory(customer);
    expect(after[0]).toMatchObject({
      id: offline.id,
      presence: 'offline',
      favourite: { notifyOnline: true },
    });
    expect(after.slice(1).every((l) => l.favourite === null)).toBe(true);
    // Another customer's directory is not touched by this star.
    const other = await createCustomer(t);
    expect((await directory(other)).find((l) => l.id === offline.id)?.favourite).toBeNull();
    // The profile shows it too.
    const profile = await t.get(`/directory/listeners/${offline.id}`, customer.token);
    expect((profile.body.data as PublicListener).favourite).toEqual({ notifyOnline: true });
  });

  it('refuses what is not a bookable listener, and bad ids', async () => {
    const customer = await createCustomer(t);
    const another = await createCustomer(t);
    const res = await star(customer, another.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.sessions.listenerNotFound);
    const bad = await star(customer, 'not-a-uuid');
    expect(bad.status).toBe(400);
    const listener = await createOnlineListener(t);
    const badFlag = await star(customer, listener.id, { notifyOnline: 'yes' });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.message).toBe('notifyOnline must be true or false');
  });

  it('leaves a listener out of the list once the customer blocks them', async () => {
    const customer = await createCustomer(t);
    const listener = await createOnlineListener(t);
    await star(customer, listener.id);
    expect((await t.post('/blocks', { userId: listener.id }, customer.token)).status).toBe(200);
    expect(await favouritesOf(customer)).toEqual([]);
  });
});

describe('notify me when online', () => {
  it('tells the customers who asked, once per listener per Indian day, through the notifier', async () => {
    const listener = await createOnlineListener(t);
    const asked = await createCustomer(t);
    const alsoAsked = await createCustomer(t);
    const starredOnly = await createCustomer(t);
    await star(asked, listener.id, { notifyOnline: true });
    await star(alsoAsked, listener.id, { notifyOnline: true });
    await star(starredOnly, listener.id);

    notices.length = 0;
    expect(await tellOnline(listener.id)).toEqual([asked.id, alsoAsked.id].sort());
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      customerIds: [asked.id, alsoAsked.id].sort(),
      listener: { id: listener.id },
      title: messages.favourites.notifyTitle,
    });
    // The same day (India's), the same listener: nobody again, and the notifier is not called.
    clock.advance(60 * 60_000);
    await stampConsolePresence(t, listener.id);
    expect(await tellOnline(listener.id)).toEqual([]);
    expect(notices).toHaveLength(1);
    // 18:30 UTC is past midnight in India: a new day, told again.
    clock.set(new Date('2026-06-15T18:31:00.000Z'));
    await stampConsolePresence(t, listener.id);
    expect(await tellOnline(listener.id)).toEqual([asked.id, alsoAsked.id].sort());
    clock.set(new Date('2026-06-16T10:00:00.000Z'));
  });

  it('two processes noticing the same event at once tell each customer once', async () => {
    const listener = await createOnlineListener(t);
    const customers = await Promise.all([1, 2, 3].map(() => createCustomer(t)));
    for (const customer of customers) await star(customer, listener.id, { notifyOnline: true });
    const told = await Promise.all([1, 2, 3, 4, 5, 6].map(() => tellOnline(listener.id)));
    expect(told.flat().sort()).toEqual(customers.map((c) => c.id).sort());
    expect(told.filter((ids) => ids.length > 0)).toHaveLength(1);
  });

  it('turning the switch on while the console is open is the event; offline listeners and blocks tell nobody', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t);
    const blocker = await createCustomer(t);
    await star(customer, listener.id, { notifyOnline: true });
    await star(blocker, listener.id, { notifyOnline: true });
    await t.post('/blocks', { userId: listener.id }, blocker.token);
    await setSwitch(listener, false);
    expect(await tellOnline(listener.id)).toEqual([]);

    notices.length = 0;
    await setSwitch(listener, true);
    expect(notices.map((n) => n.customerIds)).toEqual([[customer.id]]);
    // Off and on again the same day: no second notice.
    await setSwitch(listener, false);
    await setSwitch(listener, true);
    expect(notices).toHaveLength(1);
  });
});
