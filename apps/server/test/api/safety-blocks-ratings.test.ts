// @module-tag embedded
// Blocking both ways and ratings (issue 12 §3, §4). A customer who blocks a listener no longer sees
// them and cannot request them; a listener who blocks a customer they talked to refuses that customer's
// requests with a neutral message. Either unblocks. A customer rates a session that took place once,
// 1-5 whole stars, within RATING_WINDOW_DAYS; the directory shows the average (one decimal) and count.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  RATING_COMMENT_MAX,
  RATING_WINDOW_DAYS,
  messages,
  type Block,
  type CustomerSession,
  type PublicListener,
} from '@app/contract';
import {
  createCustomer,
  createOnlineListener,
  createTestClock,
  listenerAction,
  requestBody,
  startSession,
} from '../support/marketplace.ts';
import { createCompletedSession } from '../support/safety.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const admin = await createSignedInUser(t, 'ADMIN');

const s = messages.safety;
const DAY = 86_400_000;
type Person = { id: string; token: string };

const block = (who: Person, userId: unknown) => t.post('/blocks', { userId }, who.token);
const unblock = (who: Person, userId: string) =>
  t.call('DELETE', `${API_PREFIX}/blocks/${userId}`, { token: who.token });
const blocksOf = async (who: Person) => {
  const res = await t.get('/blocks', who.token);
  expect(res.status).toBe(200);
  return res.body.data as Block[];
};
const request = (customer: Person, listener: Person) =>
  t.post('/sessions/request', requestBody(listener.id), customer.token);
/** Listener ids in the customer's directory (every page). */
const directoryIds = async (customer: Person) => {
  const res = await t.get('/directory/listeners?pagesize=100', customer.token);
  expect(res.status).toBe(200);
  return (res.body.data as PublicListener[]).map((l) => l.id);
};
const directoryEntry = async (customer: Person, listenerId: string) => {
  const res = await t.get(`/directory/listeners/${listenerId}`, customer.token);
  expect(res.status).toBe(200);
  return res.body.data as PublicListener;
};
/** A request of `customer` that the listener declines: they have met, nothing is charged. */
const declinedRequest = async (customer: Person, listener: Person) => {
  const requested = await request(customer, listener);
  expect(requested.status).toBe(200);
  const id = (requested.body.data as { id: string }).id;
  expect((await listenerAction(t, 'close-session', id, listener.token)).status).toBe(200);
  return id;
};
const rate = (customer: Person, sessionId: string, body: unknown) =>
  t.post(`/sessions/${sessionId}/rating`, body, customer.token);

describe('a customer blocks a listener', () => {
  it('the listener leaves their directory and cannot be requested, until unblocked', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const bystander = await createCustomer(t, 100);
    expect(await directoryIds(customer)).toContain(listener.id);

    const blocked = await block(customer, listener.id);
    expect(blocked.status).toBe(200);
    const entry = blocked.body.data as Block;
    expect(entry).toEqual({
      userId: listener.id,
      name: 'Test LISTENER',
      role: 'LISTENER',
      blockedAt: clock.now().toISOString(),
    });
    // Blocking again changes nothing.
    clock.advance(1000);
    expect((await block(customer, listener.id)).body.data).toEqual(entry);
    expect(await blocksOf(customer)).toEqual([entry]);

    expect(await directoryIds(customer)).not.toContain(listener.id);
    const hidden = await t.get(`/directory/listeners/${listener.id}`, customer.token);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(messages.sessions.listenerNotFound);
    const refused = await request(customer, listener);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(s.listenerBlockedByYou);
    // Nobody else is affected.
    expect(await directoryIds(bystander)).toContain(listener.id);
    expect(await blocksOf(listener)).toEqual([]);

    const unblocked = await unblock(customer, listener.id);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.message).toBe(s.unblocked('Test LISTENER'));
    expect(await blocksOf(customer)).toEqual([]);
    expect(await directoryIds(customer)).toContain(listener.id);
    expect((await request(customer, listener)).status).toBe(200);

    const again = await unblock(customer, listener.id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(s.notBlocked);
  });

  it('lists the people blocked, newest first', async () => {
    const customer = await createCustomer(t);
    const first = await createOnlineListener(t);
    const second = await createOnlineListener(t);
    await block(customer, first.id);
    clock.advance(1000);
    await block(customer, second.id);
    expect((await blocksOf(customer)).map((b) => b.userId)).toEqual([second.id, first.id]);
  });

  it('only listeners can be blocked by a customer; not oneself, nobody unknown', async () => {
    const customer = await createCustomer(t);
    const otherCustomer = await createCustomer(t);
    for (const [target, status, message] of [
      [otherCustomer.id, 400, s.blockWhom],
      [admin.id, 400, s.blockWhom],
      [customer.id, 400, s.blockSelf],
      [crypto.randomUUID(), 404, messages.users.notFound],
      ['not-a-uuid', 400, 'Invalid id'],
      [undefined, 400, 'Invalid id'],
    ] as const) {
      const res = await block(customer, target);
      expect(res.status, String(target)).toBe(status);
      expect(res.body.message, String(target)).toBe(message);
    }
    expect(await blocksOf(customer)).toEqual([]);
  });
});

describe('a listener blocks a customer', () => {
  it("refuses that customer's requests with a neutral message, until unblocked", async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    await declinedRequest(customer, listener);

    const blocked = await block(listener, customer.id);
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ userId: customer.id, role: 'CUSTOMER' });
    expect(await blocksOf(listener)).toEqual([blocked.body.data]);

    const refused = await request(customer, listener);
    expect(refused.status).toBe(409);
    // The same words as for any listener who is not available: the customer is not told why.
    expect(refused.body.message).toBe(s.listenerNotTakingYou);
    expect(s.listenerNotTakingYou).toBe(messages.sessions.listenerUnavailable);
    // The listener still shows in the customer's directory (nothing gives the block away).
    expect(await directoryIds(customer)).toContain(listener.id);
    expect(await blocksOf(customer)).toEqual([]);
    // Other customers may still request them.
    const other = await createCustomer(t, 100);
    await declinedRequest(other, listener);

    expect((await unblock(listener, customer.id)).status).toBe(200);
    expect((await request(customer, listener)).status).toBe(200);
  });

  it('only a customer they had a session with: not a stranger (404), a listener or an admin', async () => {
    const listener = await createOnlineListener(t);
    const stranger = await createCustomer(t);
    const otherListener = await createOnlineListener(t);
    for (const [target, status, message] of [
      [stranger.id, 404, messages.users.notFound],
      [crypto.randomUUID(), 404, messages.users.notFound],
      [otherListener.id, 400, s.blockWhom],
      [admin.id, 400, s.blockWhom],
      [listener.id, 400, s.blockSelf],
    ] as const) {
      const res = await block(listener, target);
      expect(res.status, target).toBe(status);
      expect(res.body.message, target).toBe(message);
    }
    expect(await blocksOf(listener)).toEqual([]);
    // A customer who requested them (even a declined request) can be blocked; the stranger still not.
    const requester = await createCustomer(t, 100);
    await declinedRequest(requester, listener);
    expect((await block(listener, requester.id)).status).toBe(200);
    expect((await block(listener, stranger.id)).status).toBe(404);
  });
});

describe('ratings', () => {
  it('the customer rates a session that took place once; the directory and the session show it', async () => {
    const listener = await createOnlineListener(t, 10);
    const customers = [
      await createCustomer(t, 500),
      await createCustomer(t, 500),
      await createCustomer(t, 500),
    ];
    const sessions: string[] = [];
    for (const customer of customers) {
      const id = await startSession(t, customer, listener);
      clock.advance(2 * 60_000);
      await listenerAction(t, 'close-session', id, listener.token);
      sessions.push(id);
    }
    const viewer = customers[0] as Person;
    expect(await directoryEntry(viewer, listener.id)).toMatchObject({ ratingAverage: null, ratingCount: 0 });
    expect((await t.get(`/sessions/mine/${sessions[0]}`, viewer.token)).body.data).toMatchObject({
      rating: null,
    });

    const first = await rate(viewer, sessions[0] ?? '', { stars: 5, comment: '  Kind and patient  ' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      sessionId: sessions[0],
      stars: 5,
      comment: 'Kind and patient',
      createdAt: clock.now().toISOString(),
    });
    const twice = await rate(viewer, sessions[0] ?? '', { stars: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(s.alreadyRated);
    expect((await t.get(`/sessions/mine/${sessions[0]}`, viewer.token)).body.data).toMatchObject({
      rating: { stars: 5, comment: 'Kind and patient' },
    });

    expect((await rate(customers[1] as Person, sessions[1] ?? '', { stars: 4, comment: '' })).status).toBe(
      200,
    );
    expect((await rate(customers[2] as Person, sessions[2] ?? '', { stars: 4 })).status).toBe(200);
    expect(
      (
        (await t.get(`/sessions/mine/${sessions[2]}`, (customers[2] as Person).token)).body
          .data as CustomerSession
      ).rating,
    ).toEqual({ stars: 4, comment: null });
    // (5 + 4 + 4) / 3 = 4.33…
    expect(await directoryEntry(viewer, listener.id)).toMatchObject({ ratingAverage: 4.3, ratingCount: 3 });
    const listed = (await t.get('/directory/listeners?pagesize=100', viewer.token)).body
      .data as PublicListener[];
    expect(listed.find((l) => l.id === listener.id)).toMatchObject({ ratingAverage: 4.3, ratingCount: 3 });
  });

  it('only the session’s customer; only after it took place; within the window', async () => {
    const { customer, listener, sessionId } = await createCompletedSession(t, clock, { minutes: 1 });
    const stranger = await createCustomer(t);
    const notYours = await rate(stranger, sessionId, { stars: 3 });
    expect(notYours.status).toBe(404);
    expect(notYours.body.message).toBe(messages.sessions.notFound);
    expect((await rate(customer, crypto.randomUUID(), { stars: 3 })).status).toBe(404);

    // A request that never started, declined or still open, cannot be rated.
    const declined = await declinedRequest(customer, listener);
    const noShow = await rate(customer, declined, { stars: 1 });
    expect(noShow.status).toBe(409);
    expect(noShow.body.message).toBe(s.ratingNotCompleted);
    const running = await startSession(t, customer, listener);
    expect((await rate(customer, running, { stars: 2 })).body.message).toBe(s.ratingNotCompleted);
    clock.advance(60_000);
    await listenerAction(t, 'close-session', running, listener.token);

    // The window: RATING_WINDOW_DAYS after the end, to the millisecond.
    const endOf = async (id: string) =>
      Date.parse(
        ((await t.get(`/sessions/mine/${id}`, customer.token)).body.data as CustomerSession).endedAt ?? '',
      );
    clock.set(new Date((await endOf(sessionId)) + RATING_WINDOW_DAYS * DAY + 1));
    const late = await rate(customer, sessionId, { stars: 2 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(s.ratingWindowPassed);
    clock.set(new Date((await endOf(running)) + RATING_WINDOW_DAYS * DAY));
    expect((await rate(customer, running, { stars: 2 })).status).toBe(200);
  });

  it('a reported session can still be rated', async () => {
    const { customer, sessionId } = await createCompletedSession(t, clock, { minutes: 1 });
    expect(
      (
        await t.post(
          `/sessions/${sessionId}/report`,
          { category: 'POOR_SERVICE', reason: 'Rude' },
          customer.token,
        )
      ).status,
    ).toBe(200);
    expect((await rate(customer, sessionId, { stars: 1, comment: 'Rude' })).status).toBe(200);
  });

  it('refuses stars that are not a whole 1-5 and a comment that is too long', async () => {
    const { customer, sessionId } = await createCompletedSession(t, clock, { minutes: 1 });
    const cases: [unknown, string][] = [
      [{ stars: 0 }, s.ratingStarsInvalid],
      [{ stars: 6 }, s.ratingStarsInvalid],
      [{ stars: 3.5 }, s.ratingStarsInvalid],
      [{ stars: -1 }, s.ratingStarsInvalid],
      [{ stars: '4' }, s.ratingStarsInvalid],
      [{}, s.ratingStarsInvalid],
      [{ stars: 4, comment: 'x'.repeat(RATING_COMMENT_MAX + 1) }, s.ratingCommentTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await rate(customer, sessionId, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const longest = await rate(customer, sessionId, { stars: 4, comment: 'x'.repeat(RATING_COMMENT_MAX) });
    expect(longest.status).toBe(200);
  });
});
