// Blocking a listener or deactivating a customer (by an admin or through moderation) ends their open
// sessions at once (issue 19 §2): requests are cancelled free, running sessions are billed up to that
// moment, the other person hears a neutral 'This session has ended.' (never why), and nothing more
// passes in the session: no message, no signalling.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, messages, type SessionEnded } from '@app/contract';
import { ledgerTransactions } from '../../src/db/schema.ts';
import {
  balanceOfUser,
  createCustomer,
  createOnlineListener,
  createTestClock,
  requestBody,
  startSession,
} from '../support/marketplace.ts';
import {
  closeSocketsAfterEach,
  createJoinedPair,
  emitAck,
  eventWhere,
  joinAs,
  listenForSockets,
  openSocketAs,
  sendMessage,
} from '../support/chat.ts';
import { actOnCase, createCompletedSession, reportedCase } from '../support/safety.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const baseUrl = await listenForSockets(t);
const admin = await createSignedInUser(t, 'ADMIN');
closeSocketsAfterEach();

const neutral = messages.chat.sessionEnded.ENDED_BY_PLATFORM;
type Session = Record<string, unknown>;

const customerView = async (id: string, token: string) =>
  (await t.get(`/sessions/mine/${id}`, token)).body.data as Session;
const chargesOf = async (sessionId: string) =>
  (
    await t.database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `session:${sessionId}`))
  ).length;
const endedOn = (socket: Parameters<typeof eventWhere>[0], sessionId: string) =>
  eventWhere<SessionEnded>(socket, 'session-ended', (p) => p.sessionId === sessionId);

describe('an admin blocks a listener', () => {
  it('ends their running chat at once, billed to that moment; the customer is told neutrally and can send no more', async () => {
    const { listener, customer, sessionId, c } = await createJoinedPair(t, baseUrl, 'in-progress', {
      coins: 100,
      coinsPerMinute: 4,
    });
    clock.advance(90_000);
    const ended = endedOn(c, sessionId);
    const blocked = await t.post('/listener/set-blocked', { id: listener.id, isBlocked: true }, admin.token);
    expect(blocked.status).toBe(200);
    expect(await ended).toEqual({ sessionId, message: neutral, reason: 'ENDED_BY_PLATFORM' });
    expect(neutral).toBe('This session has ended.');
    expect(await customerView(sessionId, customer.token)).toMatchObject({
      status: 'COMPLETED',
      endReason: 'ENDED_BY_PLATFORM',
      endedAt: clock.now().toISOString(),
      // 90 s -> 2 started minutes at 4 coins.
      timeInMinutes: 2,
      coinsCharged: 8,
      walletBalance: 92,
    });
    expect(await chargesOf(sessionId)).toBe(1);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(4);
    // Nothing more passes in the session.
    expect(await sendMessage(c, sessionId, 'are you there?')).toEqual({
      ok: false,
      message: messages.liveSession.chatOnlyInProgress,
    });
    // Time passing bills nothing more.
    clock.advance(10 * 60_000);
    await t.app.services.sessions.runDueDeadlines();
    await t.app.services.presence.endAbandoned();
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(92);
  });

  it('cancels their pending requests, free, and tells each customer', async () => {
    const listener = await createOnlineListener(t, 4);
    const requests = [];
    for (let i = 0; i < 2; i += 1) {
      const customer = await createCustomer(t, 50);
      const socket = await openSocketAs(baseUrl, customer);
      const res = await t.post('/sessions/request', requestBody(listener.id), customer.token);
      const id = (res.body.data as { id: string }).id;
      requests.push({ customer, id, ended: endedOn(socket, id) });
    }
    expect(
      (await t.post('/listener/set-blocked', { id: listener.id, isBlocked: true }, admin.token)).status,
    ).toBe(200);
    for (const { customer, id, ended } of requests) {
      expect(await ended).toEqual({ sessionId: id, message: neutral, reason: 'ENDED_BY_PLATFORM' });
      expect(await customerView(id, customer.token)).toMatchObject({
        status: 'CANCELLED',
        endReason: 'ENDED_BY_PLATFORM',
        coinsCharged: 0,
        walletBalance: 50,
      });
    }
  });
});

describe('an admin deactivates a customer', () => {
  it('ends their running call at once; the listener hears it ended and signalling is refused', async () => {
    const listener = await createOnlineListener(t, 4);
    const customer = await createCustomer(t, 100);
    const sessionId = await startSession(t, customer, listener, { mode: 'AUDIO' });
    const l = await openSocketAs(baseUrl, listener);
    await joinAs(l, 'listener', sessionId);
    clock.advance(30_000);
    const ended = endedOn(l, sessionId);
    const callEnded = eventWhere<{ sessionId: string; reason: string }>(
      l,
      'call-ended',
      (p) => p.sessionId === sessionId,
    );
    const off = await t.call('PATCH', `${API_PREFIX}/admin/users/${customer.id}/status`, {
      token: admin.token,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(await ended).toEqual({ sessionId, message: neutral, reason: 'ENDED_BY_PLATFORM' });
    expect(await callEnded).toEqual({ sessionId, reason: neutral });
    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    expect(await emitAck(l, 'create-offer', { sessionId, offer })).toEqual({
      ok: false,
      message: messages.calls.notCallable,
    });
    // 30 s -> 1 started minute at 4 coins, charged once.
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(96);
    expect(await chargesOf(sessionId)).toBe(1);
  });
});

describe('moderation', () => {
  it("BLOCK_LISTENER ends the listener's running session with another customer, billed to that moment", async () => {
    const first = await createCompletedSession(t, clock, { coinsPerMinute: 4, minutes: 2 });
    const row = await reportedCase(t, admin.token, first.customer, first.sessionId);
    const other = await createCustomer(t, 100);
    const { c, sessionId } = await (async () => {
      const id = await startSession(t, other, first.listener);
      const socket = await openSocketAs(baseUrl, other);
      await joinAs(socket, 'customer', id);
      return { c: socket, sessionId: id };
    })();
    clock.advance(61_000);
    const ended = endedOn(c, sessionId);
    expect((await actOnCase(t, admin.token, row.id, { action: 'BLOCK_LISTENER' })).status).toBe(200);
    expect(await ended).toEqual({ sessionId, message: neutral, reason: 'ENDED_BY_PLATFORM' });
    expect(await customerView(sessionId, other.token)).toMatchObject({
      status: 'COMPLETED',
      endReason: 'ENDED_BY_PLATFORM',
      timeInMinutes: 2,
      coinsCharged: 8,
      walletBalance: 92,
    });
    expect(await sendMessage(c, sessionId, 'hello?')).toEqual({
      ok: false,
      message: messages.liveSession.chatOnlyInProgress,
    });
  });

  it("DEACTIVATE_CUSTOMER ends the customer's running session with another listener", async () => {
    const first = await createCompletedSession(t, clock, { coinsPerMinute: 4, minutes: 2 });
    const row = await reportedCase(t, admin.token, first.customer, first.sessionId);
    const another = await createOnlineListener(t, 4);
    const sessionId = await startSession(t, first.customer, another);
    const l = await openSocketAs(baseUrl, another);
    await joinAs(l, 'listener', sessionId);
    clock.advance(20_000);
    const ended = endedOn(l, sessionId);
    expect((await actOnCase(t, admin.token, row.id, { action: 'DEACTIVATE_CUSTOMER' })).status).toBe(200);
    expect(await ended).toEqual({ sessionId, message: neutral, reason: 'ENDED_BY_PLATFORM' });
    const listenerView = await t.call('GET', `${API_PREFIX}/sessions/session-data-listener?id=${sessionId}`, {
      token: another.token,
    });
    expect(listenerView.body.data).toMatchObject({
      status: 'COMPLETED',
      endReason: 'ENDED_BY_PLATFORM',
      timeInMinutes: 1,
      coinsEarned: 2,
    });
    expect(await sendMessage(l, sessionId, 'hello?')).toEqual({
      ok: false,
      message: messages.liveSession.chatOnlyInProgress,
    });
  });
});
