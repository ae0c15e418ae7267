// Presence (issue 9 §1, issue 20 §4): a listener who switched Online shows online while they have a live
// socket (a console) and for PRESENCE_GRACE_SECONDS after the last one went, never by the switch alone;
// busy while in a session. The app runs on a test clock with a fast presence heartbeat, so minutes pass
// without waiting for them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRESENCE_GRACE_SECONDS, messages, type AdminDashboard, type PublicListener } from '@app/contract';
import { listenerProfiles } from '../../src/db/schema.ts';
import { userRoom } from '../../src/realtime/realtime.ts';
import {
  createCustomer,
  createOnlineListener,
  createSwitchedOnListener,
  createTestClock,
  listenerAction,
  requestBody,
} from '../support/marketplace.ts';
import { closeSocketsAfterEach, listenForSockets, openSocketAs } from '../support/chat.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0, presenceHeartbeatMs: 40 });
const baseUrl = await listenForSockets(t);
closeSocketsAfterEach();
const admin = await createSignedInUser(t, 'ADMIN');

type Person = { id: string; token: string };

/** The listener's presence as customers see it, in the directory list and on the profile (must agree). */
const presenceOf = async (listener: Person, customer: Person) => {
  const list = await t.get('/directory/listeners?pagesize=100', customer.token);
  const inList = (list.body.data as PublicListener[]).find((l) => l.id === listener.id)?.presence;
  const profile = await t.get(`/directory/listeners/${listener.id}`, customer.token);
  const onProfile = (profile.body.data as PublicListener).presence;
  expect(inList).toBe(onProfile);
  return onProfile;
};

/** A customer's request to `listener`: the status and message, withdrawn at once if it was taken. */
const tryRequest = async (listener: Person, customer: Person) => {
  const res = await t.post('/sessions/request', requestBody(listener.id), customer.token);
  if (res.status === 200) {
    const id = (res.body.data as { id: string }).id;
    expect((await t.post(`/sessions/mine/${id}/cancel`, undefined, customer.token)).status).toBe(200);
  }
  return { status: res.status, message: res.body.message };
};

/** Waits until this process holds no socket of `userId` (the server has seen the close). */
const serverSawClose = (userId: string) =>
  expect.poll(async () => (await t.app.io.in(userRoom(userId)).fetchSockets()).length).toBe(0);

/** Waits until the listener was last marked seen at the clock's current time (connect or heartbeat). */
const markedSeenNow = (listenerId: string) =>
  expect
    .poll(async () => {
      const [row] = await t.database.db
        .select({ at: listenerProfiles.lastSeenAt })
        .from(listenerProfiles)
        .where(eq(listenerProfiles.userId, listenerId));
      return row?.at?.getTime();
    })
    .toBe(clock.now().getTime());

const grace = PRESENCE_GRACE_SECONDS * 1000;

/** The admin dashboard's count of listeners online now. */
const listenersOnline = async () =>
  ((await t.get('/admin/dashboard', admin.token)).body.data as AdminDashboard).listenersOnline;

const offlineRefusal = { status: 409, message: messages.sessions.listenerOffline };

describe('presence', () => {
  it('the switch alone is not online: no console, no directory presence and no request, until one connects', async () => {
    const listener = await createSwitchedOnListener(t);
    const customer = await createCustomer(t, 100);
    const countedBefore = await listenersOnline();
    expect(await presenceOf(listener, customer)).toBe('offline');
    expect(await tryRequest(listener, customer)).toEqual(offlineRefusal);
    // Flipping the switch again is no sign of presence either.
    expect((await t.post('/listener/availability', { online: true }, listener.token)).status).toBe(200);
    expect(await presenceOf(listener, customer)).toBe('offline');
    expect(await listenersOnline()).toBe(countedBefore);

    await openSocketAs(baseUrl, listener);
    await markedSeenNow(listener.id);
    expect(await presenceOf(listener, customer)).toBe('online');
    expect(await listenersOnline()).toBe(countedBefore + 1);
    expect((await tryRequest(listener, customer)).status).toBe(200);
  });

  it('a console gone past the grace: switching Online again through the API does not bring them back', async () => {
    const listener = await createSwitchedOnListener(t);
    const customer = await createCustomer(t, 100);
    const socket = await openSocketAs(baseUrl, listener);
    await markedSeenNow(listener.id);
    socket.close();
    await serverSawClose(listener.id);
    clock.advance(grace + 1000);
    expect(await presenceOf(listener, customer)).toBe('offline');
    for (const online of [false, true]) {
      expect((await t.post('/listener/availability', { online }, listener.token)).status).toBe(200);
    }
    expect(await presenceOf(listener, customer)).toBe('offline');
    expect(await tryRequest(listener, customer)).toEqual(offlineRefusal);
  });

  it('online with a live socket; after it goes, online at +119 s, offline at +121 s; back on reconnect', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const socket = await openSocketAs(baseUrl, listener);
    await markedSeenNow(listener.id);
    expect(await presenceOf(listener, customer)).toBe('online');
    expect((await tryRequest(listener, customer)).status).toBe(200);

    socket.close();
    await serverSawClose(listener.id);
    clock.advance(grace - 1000);
    expect(await presenceOf(listener, customer)).toBe('online');
    expect((await tryRequest(listener, customer)).status).toBe(200);

    clock.advance(2000);
    expect(await presenceOf(listener, customer)).toBe('offline');
    expect(await tryRequest(listener, customer)).toEqual({
      status: 409,
      message: messages.sessions.listenerOffline,
    });

    // Still Online by their switch: a new socket brings them back at once.
    await openSocketAs(baseUrl, listener);
    await markedSeenNow(listener.id);
    expect(await presenceOf(listener, customer)).toBe('online');
    expect((await tryRequest(listener, customer)).status).toBe(200);
  });

  it('the heartbeat keeps a connected listener online while the clock moves on', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const socket = await openSocketAs(baseUrl, listener);
    await markedSeenNow(listener.id);
    for (let step = 0; step < 4; step += 1) {
      // Each step is most of the grace period; only the heartbeat can keep them within it.
      clock.advance(grace - 10_000);
      await markedSeenNow(listener.id);
      expect(await presenceOf(listener, customer)).toBe('online');
    }
    expect((await tryRequest(listener, customer)).status).toBe(200);
    // With the socket gone, the heartbeat no longer marks them.
    socket.close();
    await serverSawClose(listener.id);
    clock.advance(grace + 1000);
    expect(await presenceOf(listener, customer)).toBe('offline');
  });

  it('one tab closing leaves them online while another tab is open', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const first = await openSocketAs(baseUrl, listener);
    await openSocketAs(baseUrl, listener);
    first.close();
    await expect.poll(async () => (await t.app.io.in(userRoom(listener.id)).fetchSockets()).length).toBe(1);
    clock.advance(grace + 1000);
    await markedSeenNow(listener.id);
    expect(await presenceOf(listener, customer)).toBe('online');
  });

  it('a listener who switched Offline shows offline though their socket is live', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    await openSocketAs(baseUrl, listener);
    await markedSeenNow(listener.id);
    expect((await t.post('/listener/availability', { online: false }, listener.token)).status).toBe(200);
    expect(await presenceOf(listener, customer)).toBe('offline');
    expect(await tryRequest(listener, customer)).toEqual({
      status: 409,
      message: messages.sessions.listenerOffline,
    });
    expect((await t.post('/listener/availability', { online: true }, listener.token)).status).toBe(200);
    expect(await presenceOf(listener, customer)).toBe('online');
  });

  it('busy from acceptance to the end of the session, then online again', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const another = await createCustomer(t, 100);
    await openSocketAs(baseUrl, listener);
    await markedSeenNow(listener.id);
    const requested = await t.post('/sessions/request', requestBody(listener.id), customer.token);
    const id = (requested.body.data as { id: string }).id;
    // A request alone does not make them busy (they may take one of several).
    expect(await presenceOf(listener, another)).toBe('online');
    await listenerAction(t, 'accept-session-request', id, listener.token);
    expect(await presenceOf(listener, another)).toBe('busy');
    expect(await tryRequest(listener, another)).toEqual({
      status: 409,
      message: messages.sessions.listenerBusy,
    });
    await listenerAction(t, 'start-session', id, listener.token);
    expect(await presenceOf(listener, another)).toBe('busy');
    clock.advance(60_000);
    await markedSeenNow(listener.id);
    await listenerAction(t, 'close-session', id, listener.token);
    expect(await presenceOf(listener, another)).toBe('online');
    expect((await tryRequest(listener, another)).status).toBe(200);
  });
});
