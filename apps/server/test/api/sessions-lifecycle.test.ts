// @module-tag embedded
import { describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import {
  balanceOfUser,
  createCustomer,
  createOnlineListener,
  createTestClock,
  creditLikePurchase,
  listenerAction,
  requestBody,
  startSession,
} from '../support/marketplace.ts';
import { useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });

type Session = Record<string, unknown> & { id: string; status: string };
const dataOf = (response: { body: Record<string, unknown> }) => response.body.data as Session;

describe('session lifecycle and billing', () => {
  it('request -> accept -> start -> close bills every started minute, 60/40', async () => {
    const listener = await createOnlineListener(t, 4);
    const customer = await createCustomer(t, 100);

    const requested = await t.post('/sessions/request', requestBody(listener.id), customer.token);
    expect(requested.status).toBe(200);
    const session = dataOf(requested);
    expect(session).toMatchObject({
      status: 'pending',
      coinsPerMinute: 4,
      endReason: null,
      timeInMinutes: 0,
    });

    const pending = await t.get('/sessions/all-pending-sessions?pagenumber=1&pagesize=10', listener.token);
    expect(pending.body).toMatchObject({
      data: { totalRows: 1, sessions: [{ id: session.id, customer: {} }] },
    });

    expect((await listenerAction(t, 'accept-session-request', session.id, listener.token)).status).toBe(200);
    const started = await listenerAction(t, 'start-session', session.id, listener.token);
    expect(started.status).toBe(200);
    expect(started.body.message).toBe(messages.sessions.started);

    const running = dataOf(await t.get(`/sessions/mine/${session.id}`, customer.token));
    // 100 coins at 4/min: 25 minutes from the start.
    expect(running).toMatchObject({ status: 'IN_PROGRESS', walletBalance: 100, lowBalance: false });
    expect(Date.parse(running.runsOutAt as string) - Date.parse(running.startedAt as string)).toBe(
      25 * 60_000,
    );

    clock.advance(61_000);
    const closed = await listenerAction(t, 'close-session', session.id, listener.token);
    expect(closed.status).toBe(200);
    expect(dataOf(closed)).toMatchObject({
      status: 'COMPLETED',
      endReason: 'CLOSED_BY_LISTENER',
      timeInMinutes: 2,
      coinsEarned: 4,
    });
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(92);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(4);

    // Closing again changes nothing.
    clock.advance(120_000);
    expect(dataOf(await listenerAction(t, 'close-session', session.id, listener.token))).toMatchObject({
      timeInMinutes: 2,
    });
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(92);

    const completed = await t.get('/sessions/all?pagenumber=1&pagesize=10', listener.token);
    expect(completed.body).toMatchObject({
      data: { totalRows: 1, sessions: [{ id: session.id, status: 'COMPLETED' }] },
    });
    const earnings = await t.get('/sessions/earnings?pagenumber=1&pagesize=20', listener.token);
    expect(earnings.body).toMatchObject({
      data: { totalRows: 1, summary: { totalMinutes: 2, totalCoins: 4, averageRatePerMinute: 2 } },
    });
  });

  it('a session ended within the grace period is free', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 20);
    const id = await startSession(t, customer, listener);
    clock.advance(14_000);
    const ended = await t.post(`/sessions/mine/${id}/end`, undefined, customer.token);
    expect(dataOf(ended)).toMatchObject({
      status: 'COMPLETED',
      endReason: 'ENDED_BY_CUSTOMER',
      coinsCharged: 0,
    });
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(20);
  });

  it('close means what the state says: pending declines, accepted cancels, both free', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 20);
    const first = dataOf(await t.post('/sessions/request', requestBody(listener.id), customer.token));
    expect(dataOf(await listenerAction(t, 'close-session', first.id, listener.token))).toMatchObject({
      status: 'CANCELLED',
      endReason: 'DECLINED',
    });
    const second = dataOf(await t.post('/sessions/request', requestBody(listener.id), customer.token));
    await listenerAction(t, 'accept-session-request', second.id, listener.token);
    expect(dataOf(await listenerAction(t, 'close-session', second.id, listener.token))).toMatchObject({
      status: 'CANCELLED',
      endReason: 'CLOSED_BY_LISTENER',
    });
    const third = dataOf(await t.post('/sessions/request', requestBody(listener.id), customer.token));
    expect(
      dataOf(await t.post(`/sessions/mine/${third.id}/cancel`, undefined, customer.token)),
    ).toMatchObject({
      status: 'CANCELLED',
      endReason: 'CANCELLED',
    });
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(20);
  });

  it('refuses requests it cannot honour, with a clear message', async () => {
    const listener = await createOnlineListener(t, 5);
    const poor = await createCustomer(t, 4);
    const refused = await t.post('/sessions/request', requestBody(listener.id), poor.token);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(messages.sessions.insufficientBalance(5));

    const offline = await createOnlineListener(t);
    await t.post('/listener/availability', { online: false }, offline.token);
    const rich = await createCustomer(t, 100);
    const toOffline = await t.post('/sessions/request', requestBody(offline.id), rich.token);
    expect(toOffline).toMatchObject({ status: 409, body: { message: messages.sessions.listenerOffline } });

    const first = await t.post('/sessions/request', requestBody(listener.id), rich.token);
    expect(first.status).toBe(200);
    const second = await t.post('/sessions/request', requestBody(listener.id), rich.token);
    expect(second).toMatchObject({ status: 409, body: { message: messages.sessions.openSessionExists } });

    // Busy: the listener is in a session with someone else.
    const busyListener = await createOnlineListener(t);
    await startSession(t, await createCustomer(t, 100), busyListener);
    const toBusy = await t.post(
      '/sessions/request',
      requestBody(busyListener.id),
      (await createCustomer(t, 100)).token,
    );
    expect(toBusy).toMatchObject({ status: 409, body: { message: messages.sessions.listenerBusy } });

    const unknown = await t.post(
      '/sessions/request',
      requestBody('3f1f5c4e-0000-4000-8000-000000000000'),
      (await createCustomer(t, 100)).token,
    );
    expect(unknown.status).toBe(404);
    const badMood = await t.post(
      '/sessions/request',
      requestBody(listener.id, { userMood: 'bored' }),
      rich.token,
    );
    expect(badMood).toMatchObject({ status: 400, body: { message: messages.sessions.moodInvalid } });
  });

  it('only the session’s own listener and customer may act on it (others get 404)', async () => {
    const listener = await createOnlineListener(t);
    const other = await createOnlineListener(t);
    const customer = await createCustomer(t, 50);
    const stranger = await createCustomer(t, 50);
    const session = dataOf(await t.post('/sessions/request', requestBody(listener.id), customer.token));
    expect((await listenerAction(t, 'accept-session-request', session.id, other.token)).status).toBe(404);
    expect((await listenerAction(t, 'session-data-listener', session.id, other.token)).status).toBe(404);
    expect((await t.get(`/sessions/mine/${session.id}`, stranger.token)).status).toBe(404);
    expect((await t.post(`/sessions/mine/${session.id}/end`, undefined, stranger.token)).status).toBe(404);
    expect(dataOf(await t.get(`/sessions/mine/${session.id}`, customer.token)).status).toBe('pending');
  });

  it('pending requests expire after the TTL and leave the pending list', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 50);
    const session = dataOf(await t.post('/sessions/request', requestBody(listener.id), customer.token));
    clock.advance(60_000);
    const pending = await t.get('/sessions/all-pending-sessions', listener.token);
    expect(pending.body).toMatchObject({ data: { totalRows: 0 } });
    expect(await t.app.services.sessions.runDueDeadlines()).toBeGreaterThanOrEqual(1);
    expect(dataOf(await t.get(`/sessions/mine/${session.id}`, customer.token))).toMatchObject({
      status: 'CANCELLED',
      endReason: 'EXPIRED',
      endedAt: session.expiresAt,
    });
    const accept = await listenerAction(t, 'accept-session-request', session.id, listener.token);
    expect(accept).toMatchObject({ status: 409, body: { message: messages.sessions.notPending } });
  });

  it('says the balance is low from two minutes before the wallet runs out', async () => {
    const listener = await createOnlineListener(t, 4);
    // 20 coins at 4/min: five minutes.
    const customer = await createCustomer(t, 20);
    const id = await startSession(t, customer, listener);
    clock.advance(3 * 60_000 - 1000);
    expect(dataOf(await t.get(`/sessions/mine/${id}`, customer.token))).toMatchObject({ lowBalance: false });
    clock.advance(1000);
    expect(dataOf(await t.get(`/sessions/mine/${id}`, customer.token))).toMatchObject({ lowBalance: true });
    await t.post(`/sessions/mine/${id}/end`, undefined, customer.token);
  });

  it('the server ends a session when the wallet runs out and bills exactly what was covered', async () => {
    const listener = await createOnlineListener(t, 4);
    const customer = await createCustomer(t, 10);
    const id = await startSession(t, customer, listener);
    clock.advance(61_000);
    expect(dataOf(await t.get(`/sessions/mine/${id}`, customer.token))).toMatchObject({ lowBalance: true });
    clock.advance(10 * 60_000);
    await t.app.services.sessions.runDueDeadlines();
    expect(dataOf(await t.get(`/sessions/mine/${id}`, customer.token))).toMatchObject({
      status: 'COMPLETED',
      endReason: 'INSUFFICIENT_BALANCE',
      timeInMinutes: 2,
      coinsCharged: 8,
      walletBalance: 2,
    });
  });

  it('pages the pending list with the right total on every page, past the end too', async () => {
    const listener = await createOnlineListener(t);
    for (let i = 0; i < 12; i += 1) {
      const customer = await createCustomer(t, 10);
      expect((await t.post('/sessions/request', requestBody(listener.id), customer.token)).status).toBe(200);
    }
    const page = async (n: number) =>
      (await t.get(`/sessions/all-pending-sessions?pagenumber=${n}&pagesize=5`, listener.token)).body
        .data as {
        sessions: unknown[];
        totalRows: number;
      };
    expect(await page(1)).toMatchObject({ totalRows: 12, sessions: { length: 5 } });
    expect(await page(3)).toMatchObject({ totalRows: 12, sessions: { length: 2 } });
    expect(await page(4)).toMatchObject({ totalRows: 12, sessions: { length: 0 } });
    clock.advance(60_000);
    expect(await page(1)).toMatchObject({ totalRows: 0, sessions: { length: 0 } });
    await t.app.services.sessions.runDueDeadlines();
  });

  it('coins bought while the session screen polls always move the run-out moment', async () => {
    const listener = await createOnlineListener(t, 4);
    const customer = await createCustomer(t, 8);
    const id = await startSession(t, customer, listener);
    const polls = Array.from({ length: 10 }, () => t.get(`/sessions/mine/${id}`, customer.token));
    await Promise.all([...polls, creditLikePurchase(t, customer.id, 40, clock.now())]);
    const running = dataOf(await t.get(`/sessions/mine/${id}`, customer.token));
    // 48 coins at 4/min: 12 minutes from the start, not the 2 the first 8 coins paid for.
    expect(Date.parse(running.runsOutAt as string) - Date.parse(running.startedAt as string)).toBe(
      12 * 60_000,
    );
    await t.post(`/sessions/mine/${id}/end`, undefined, customer.token);
  });

  it('reports: either participant, once each, on a session that took place', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 50);
    const id = await startSession(t, customer, listener);
    const rude = { category: 'HARASSMENT', reason: 'Rude' };
    const early = await t.post(`/sessions/${id}/report`, rude, customer.token);
    expect(early).toMatchObject({ status: 409, body: { message: messages.sessions.reportNotEnded } });
    clock.advance(90_000);
    await t.post(`/sessions/mine/${id}/end`, undefined, customer.token);
    expect((await t.post(`/sessions/${id}/report`, { ...rude, reason: ' ' }, customer.token)).status).toBe(
      400,
    );
    const reported = await t.post(`/sessions/${id}/report`, rude, listener.token);
    expect(reported.body).toEqual({ data: { id, status: 'REPORTED' } });
    const again = await t.post(`/sessions/${id}/report`, rude, listener.token);
    expect(again).toMatchObject({ status: 409, body: { message: messages.sessions.alreadyReported } });
    const other = await t.post(`/sessions/${id}/report`, rude, customer.token);
    expect(other.body).toEqual({ data: { id, status: 'REPORTED' } });
    const twice = await t.post(`/sessions/${id}/report`, rude, customer.token);
    expect(twice).toMatchObject({ status: 409, body: { message: messages.sessions.alreadyReported } });
    const completed = await t.get('/sessions/all', listener.token);
    expect(completed.body).toMatchObject({ data: { sessions: [{ id, status: 'REPORTED' }] } });
  });
});
