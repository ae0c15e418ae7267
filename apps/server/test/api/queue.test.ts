// @module-tag embedded
// The waiting line of a busy listener (issue 23 §5): at most QUEUE_MAX_LENGTH wait, one place per
// customer, a place lapses after QUEUE_PLACE_TTL_MINUTES or when the listener goes offline, the customer
// leaves any time; the free listener's Take next sends the usual request for the first in line. Writes
// to a line hold the listener's row lock: parallel joins never overfill it, parallel Take nexts never
// serve two people or the same person twice.
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  QUEUE_MAX_LENGTH,
  QUEUE_PLACE_TTL_MINUTES,
  messages,
  type ListenerSession,
  type QueuePlace,
  type WaitingCustomer,
} from '@app/contract';
import {
  createCustomer,
  createOnlineListener,
  createTestClock,
  listenerAction,
  requestBody,
  stampConsolePresence,
  startSession,
} from '../support/marketplace.ts';
import { useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const q = messages.favourites;
type Person = { id: string; token: string };

const join = (customer: Person, listener: Person, overrides: Record<string, unknown> = {}) =>
  t.post('/queue', requestBody(listener.id, overrides), customer.token);
const mine = async (customer: Person) => {
  const res = await t.get('/queue/mine', customer.token);
  expect(res.status).toBe(200);
  return res.body.data as QueuePlace | null;
};
const leave = (customer: Person) => t.call('DELETE', `${API_PREFIX}/queue/mine`, { token: customer.token });
const waiting = async (listener: Person) => {
  const res = await t.get('/queue/waiting', listener.token);
  expect(res.status).toBe(200);
  return res.body.data as WaitingCustomer[];
};
const takeNext = (listener: Person) => t.post('/queue/take-next', undefined, listener.token);
const endSession = (customer: Person, id: string) =>
  t.post(`/sessions/mine/${id}/end`, undefined, customer.token);

/** A listener in a running session with someone else (so customers may wait for them). */
const busyListener = async () => {
  const listener = await createOnlineListener(t);
  const current = await createCustomer(t, 100);
  const sessionId = await startSession(t, current, listener);
  return { listener, current, sessionId };
};

describe('joining and leaving', () => {
  it('joins a busy listener, sees the position, joins again idempotently, leaves any time', async () => {
    const { listener } = await busyListener();
    const first = await createCustomer(t, 50);
    const second = await createCustomer(t, 50);
    const joined = await join(first, listener);
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({ position: 1, listener: { id: listener.id }, mode: 'CHAT' });
    expect((await join(second, listener)).body.data).toMatchObject({ position: 2 });
    const again = await join(first, listener);
    expect(again.status).toBe(200);
    expect((again.body.data as QueuePlace).position).toBe(1);
    expect((await waiting(listener)).map((w) => [w.customer.id, w.position])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);

    const left = await leave(first);
    expect(left.status).toBe(200);
    expect(left.body.message).toBe(q.queueLeft);
    expect((await leave(first)).status).toBe(200);
    expect(await mine(first)).toBeNull();
    expect((await mine(second))?.position).toBe(1);
  });

  it('refuses a free listener, a full line, a second line, an open session and an empty wallet', async () => {
    const free = await createOnlineListener(t);
    const customer = await createCustomer(t, 50);
    const res = await join(customer, free);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(q.queueListenerFree);

    const { listener, current } = await busyListener();
    const inSession = await join(current, listener);
    expect(inSession.status).toBe(409);
    expect(inSession.body.message).toBe(q.queueOpenSession);

    const broke = await createCustomer(t, 0);
    const noCoins = await join(broke, listener);
    expect(noCoins.status).toBe(402);
    expect(noCoins.body.message).toBe(messages.sessions.insufficientBalance(4));

    const waiters = await Promise.all(Array.from({ length: QUEUE_MAX_LENGTH }, () => createCustomer(t, 50)));
    for (const waiter of waiters) expect((await join(waiter, listener)).status).toBe(200);
    const full = await join(customer, listener);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(q.queueFull);

    const { listener: other } = await busyListener();
    const elsewhere = await join(waiters[0]!, other);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toBe(q.queueElsewhere((await mine(waiters[0]!))!.listener.name));
  });

  it(`a place lapses after ${QUEUE_PLACE_TTL_MINUTES} minutes, and when the listener goes offline`, async () => {
    const { listener } = await busyListener();
    const customer = await createCustomer(t, 50);
    const later = await createCustomer(t, 50);
    await join(customer, listener);
    clock.advance(QUEUE_PLACE_TTL_MINUTES * 60_000 - 1000);
    await stampConsolePresence(t, listener.id);
    await join(later, listener);
    expect((await mine(later))?.position).toBe(2);
    clock.advance(1000);
    expect(await mine(customer)).toBeNull();
    expect((await mine(later))?.position).toBe(1);
    expect((await waiting(listener)).map((w) => w.customer.id)).toEqual([later.id]);

    expect((await t.post('/listener/availability', { online: false }, listener.token)).status).toBe(200);
    expect(await mine(later)).toBeNull();
    expect(await waiting(listener)).toEqual([]);
  });

  it('parallel joins to a line with one free place: exactly one gets it', async () => {
    const { listener } = await busyListener();
    for (let i = 1; i < QUEUE_MAX_LENGTH; i += 1) await join(await createCustomer(t, 50), listener);
    const racers = await Promise.all([1, 2, 3, 4, 5].map(() => createCustomer(t, 50)));
    const answers = await Promise.all(racers.map((racer) => join(racer, listener)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === q.queueFull)).toBe(true);
    const line = await waiting(listener);
    expect(line.map((w) => w.position)).toEqual([1, 2, 3]);
  });

  it('one customer joining two lines at once holds one place', async () => {
    const { listener: a } = await busyListener();
    const { listener: b } = await busyListener();
    const customer = await createCustomer(t, 50);
    const answers = await Promise.all([join(customer, a), join(customer, b)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect((await waiting(a)).length + (await waiting(b)).length).toBe(1);
  });
});

describe('take next', () => {
  it('serves the line in order through the usual request and accept', async () => {
    const { listener, current, sessionId } = await busyListener();
    const first = await createCustomer(t, 50);
    const second = await createCustomer(t, 50);
    await join(first, listener);
    clock.advance(1000);
    await join(second, listener, { mode: 'AUDIO', userMood: 'frustrated' });

    const busy = await takeNext(listener);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(q.queueStillBusy);

    expect((await endSession(current, sessionId)).status).toBe(200);
    const taken = await takeNext(listener);
    expect(taken.status).toBe(200);
    const request = taken.body.data as ListenerSession;
    expect(request).toMatchObject({ status: 'pending', customer: { id: first.id }, mode: 'CHAT' });
    expect(await mine(first)).toBeNull();
    expect((await mine(second))?.position).toBe(1);
    // The customer sees it as their current request.
    const current1 = await t.get('/sessions/mine/current', first.token);
    expect((current1.body.data as { id: string }).id).toBe(request.id);

    // While that request waits, Take next is refused; the usual accept and start follow.
    const waitingRequest = await takeNext(listener);
    expect(waitingRequest.status).toBe(409);
    expect(waitingRequest.body.message).toBe(q.queueRequestWaiting);
    expect((await listenerAction(t, 'accept-session-request', request.id, listener.token)).status).toBe(200);
    expect((await listenerAction(t, 'start-session', request.id, listener.token)).status).toBe(200);
    expect((await endSession(first, request.id)).status).toBe(200);

    const next = await takeNext(listener);
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({
      customer: { id: second.id },
      mode: 'AUDIO',
      userMood: 'frustrated',
    });
    await t.post(`/sessions/mine/${(next.body.data as ListenerSession).id}/cancel`, undefined, second.token);
    const empty = await takeNext(listener);
    expect(empty.status).toBe(404);
    expect(empty.body.message).toBe(q.queueEmpty);
  });

  it('drops someone who can no longer be served and takes the next', async () => {
    const { listener, current, sessionId } = await busyListener();
    const elsewhere = await createCustomer(t, 50);
    const next = await createCustomer(t, 50);
    await join(elsewhere, listener);
    clock.advance(1000);
    await join(next, listener);
    // The first in line started a session with someone else meanwhile.
    const other = await createOnlineListener(t);
    await startSession(t, elsewhere, other);
    await endSession(current, sessionId);
    await stampConsolePresence(t, listener.id);
    const taken = await takeNext(listener);
    expect(taken.status).toBe(200);
    expect((taken.body.data as ListenerSession).customer.id).toBe(next.id);
    expect(await mine(elsewhere)).toBeNull();
  });

  it('two Take nexts at once serve one person once', async () => {
    const { listener, current, sessionId } = await busyListener();
    const customers = await Promise.all([1, 2, 3].map(() => createCustomer(t, 50)));
    for (const customer of customers) {
      await join(customer, listener);
      clock.advance(1000);
    }
    await stampConsolePresence(t, listener.id);
    await endSession(current, sessionId);
    const answers = await Promise.all([takeNext(listener), takeNext(listener), takeNext(listener)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const served = answers.find((a) => a.status === 200)!.body.data as ListenerSession;
    expect(served.customer.id).toBe(customers[0]!.id);
    expect((await waiting(listener)).map((w) => w.customer.id)).toEqual([customers[1]!.id, customers[2]!.id]);
  });
});
