// @module-tag embedded
// Honest connection states (issue 23 §3): each side hears where the other stands (`peer-connection`:
// connected, lost since when and until when, waiting), pushed when they join or their last socket goes
// and told to a socket that (re)joins; a chat whose one side is gone for a minute ends CONNECTION_LOST,
// billed up to the moment they left (the server's recorded time), as calls do; a return within the
// minute keeps it, and a return racing the end moves money once either way. The clock is moved, never
// slept; the test sweeps when it chooses (the deadline sweeper calls the same endAbandoned).
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import {
  CHAT_RECONNECT_GRACE_SECONDS,
  messages,
  type PeerConnection,
  type SessionEnded,
} from '@app/contract';
import { ledgerTransactions } from '../../src/db/schema.ts';
import { sessionRoom } from '../../src/realtime/realtime.ts';
import { findSession } from '../../src/modules/sessions/sessions.repository.ts';
import { balanceOfUser, createTestClock } from '../support/marketplace.ts';
import {
  closeSocketsAfterEach,
  collect,
  createJoinedPair,
  createSessionAt,
  drain,
  emitAck,
  eventWhere,
  joinAs,
  listenForSockets,
  openSocketAs,
  seenInRoomNow,
} from '../support/chat.ts';
import { useTestApp } from '../support/test-app.ts';

const clock = createTestClock(new Date('2026-10-01T09:00:00.000Z'));
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const baseUrl = await listenForSockets(t);
closeSocketsAfterEach();

const graceMs = CHAT_RECONNECT_GRACE_SECONDS * 1000;
const at = (ms: number) => new Date(ms).toISOString();

const chargesOf = async (sessionId: string) =>
  (
    await t.database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `session:${sessionId}`))
  ).length;

/** The next `peer-connection` about `role` in `sessionId` on `socket` (in `state`, when given). */
const peerEvent = (socket: Socket, sessionId: string, role: string, state?: PeerConnection['state']) =>
  eventWhere<PeerConnection>(
    socket,
    'peer-connection',
    (payload) =>
      payload.sessionId === sessionId && payload.role === role && (!state || payload.state === state),
  );

/** Waits until the customer's last socket left the room was recorded at the clock's now. */
const customerLeftNow = async (sessionId: string, customerId: string) => {
  // The server has seen the socket go (it left the room) before its stamp is read: a heartbeat of the
  // still-open socket writes the same time, and must not pass for the moment they left.
  await expect
    .poll(async () =>
      (await t.app.io.in(sessionRoom(sessionId)).fetchSockets()).some(
        (socket) => socket.data.user.id === customerId,
      ),
    )
    .toBe(false);
  await seenInRoomNow(t, sessionId, customerId, clock);
  return clock.now();
};

describe('peer-connection: where the other person stands', () => {
  it('tells the listener the customer lost connection (since when, until when) and is back', async () => {
    const { customer, sessionId, l, c } = await createJoinedPair(t, baseUrl, 'in-progress', {
      coinsPerMinute: 4,
    });
    clock.advance(30_000);
    const lost = peerEvent(l, sessionId, 'customer', 'lost');
    c.close();
    const leftAt = (await customerLeftNow(sessionId, customer.id)).getTime();
    expect(await lost).toEqual({
      sessionId,
      role: 'customer',
      state: 'lost',
      leftAt: at(leftAt),
      endsAt: at(leftAt + graceMs),
    });

    clock.advance(20_000);
    const back = peerEvent(l, sessionId, 'customer', 'connected');
    await joinAs(await openSocketAs(baseUrl, customer), 'customer', sessionId);
    expect(await back).toEqual({
      sessionId,
      role: 'customer',
      state: 'connected',
      leftAt: null,
      endsAt: null,
    });
  });

  it('tells a (re)joining socket where the other person stands: a reload of either side', async () => {
    const { listener, customer, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    // The listener reloads while the customer is there: connected at once.
    l.close();
    const fresh = await openSocketAs(baseUrl, listener);
    const toListener = peerEvent(fresh, sessionId, 'customer');
    await joinAs(fresh, 'listener', sessionId);
    expect(await toListener).toMatchObject({ state: 'connected', leftAt: null, endsAt: null });

    // The customer goes; the listener reloads again: lost, from the recorded moment they left.
    c.close();
    const leftAt = (await customerLeftNow(sessionId, customer.id)).getTime();
    clock.advance(10_000);
    fresh.close();
    const again = await openSocketAs(baseUrl, listener);
    const stillLost = peerEvent(again, sessionId, 'customer');
    await joinAs(again, 'listener', sessionId);
    expect(await stillLost).toEqual({
      sessionId,
      role: 'customer',
      state: 'lost',
      leftAt: at(leftAt),
      endsAt: at(leftAt + graceMs),
    });

    // The customer reloads: the listener is there.
    const customerBack = await openSocketAs(baseUrl, customer);
    const toCustomer = peerEvent(customerBack, sessionId, 'listener');
    await joinAs(customerBack, 'customer', sessionId);
    expect(await toCustomer).toMatchObject({ role: 'listener', state: 'connected' });
  });

  it('a running session the other person never joined counts from its start; an accepted one waits', async () => {
    const running = await createSessionAt(t, 'in-progress');
    const startedAt = (await findSession(t.database.db, running.sessionId))?.startedAt?.getTime() ?? 0;
    const c = await openSocketAs(baseUrl, running.customer);
    const aboutListener = peerEvent(c, running.sessionId, 'listener');
    await joinAs(c, 'customer', running.sessionId);
    expect(await aboutListener).toEqual({
      sessionId: running.sessionId,
      role: 'listener',
      state: 'lost',
      leftAt: at(startedAt),
      endsAt: at(startedAt + graceMs),
    });

    const accepted = await createSessionAt(t, 'accepted');
    const l = await openSocketAs(baseUrl, accepted.listener);
    const aboutCustomer = peerEvent(l, accepted.sessionId, 'customer');
    await joinAs(l, 'listener', accepted.sessionId);
    expect(await aboutCustomer).toMatchObject({ state: 'waiting', leftAt: null, endsAt: null });
  });

  it('says nothing while another tab of the person is still in the room', async () => {
    const { customer, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    const secondTab = await openSocketAs(baseUrl, customer);
    await joinAs(secondTab, 'customer', sessionId);
    const heard = collect<PeerConnection>(l, 'peer-connection');
    c.close();
    // The server has seen that tab go (the room holds the listener and the second tab) before looking.
    await expect.poll(async () => (await t.app.io.in(sessionRoom(sessionId)).fetchSockets()).length).toBe(2);
    await drain(t.app.io, l);
    // Whatever the listener heard about the customer says connected, never lost.
    expect(heard.filter((p) => p.state !== 'connected')).toEqual([]);
    const lost = peerEvent(l, sessionId, 'customer', 'lost');
    secondTab.close();
    expect(await lost).toMatchObject({ state: 'lost' });
  });
});

describe('a chat with one side gone for the grace', () => {
  it('ends CONNECTION_LOST after 60 s, billed up to the moment they left, once', async () => {
    expect(CHAT_RECONNECT_GRACE_SECONDS).toBe(60);
    const { listener, customer, sessionId, l, c } = await createJoinedPair(t, baseUrl, 'in-progress', {
      coins: 100,
      coinsPerMinute: 4,
    });
    clock.advance(70_000); // 70 s of chat: 2 started minutes
    c.close();
    const leftAt = await customerLeftNow(sessionId, customer.id);
    const ended = eventWhere<SessionEnded>(l, 'session-ended', (e) => e.sessionId === sessionId);

    clock.advance(graceMs - 1000);
    await t.app.services.presence.endAbandoned();
    expect((await findSession(t.database.db, sessionId))?.status).toBe('IN_PROGRESS');

    clock.advance(1000);
    await Promise.all([t.app.services.presence.endAbandoned(), t.app.services.presence.endAbandoned()]);
    expect(await ended).toEqual({
      sessionId,
      reason: 'CONNECTION_LOST',
      message: messages.chat.sessionEnded.CONNECTION_LOST,
    });
    const seen = (await t.get(`/sessions/mine/${sessionId}`, customer.token)).body.data;
    expect(seen).toMatchObject({
      status: 'COMPLETED',
      endReason: 'CONNECTION_LOST',
      endedAt: leftAt.toISOString(),
      timeInMinutes: 2,
      coinsCharged: 8,
    });
    expect(await chargesOf(sessionId)).toBe(1);
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(92);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(4); // 60% of 8, rounded down
  });

  it('a return within 60 s keeps it, and the minute away is billed as session time', async () => {
    const { customer, sessionId, l, c } = await createJoinedPair(t, baseUrl, 'in-progress', {
      coins: 100,
      coinsPerMinute: 4,
    });
    clock.advance(10_000);
    c.close();
    await customerLeftNow(sessionId, customer.id);
    clock.advance(graceMs - 2000);
    const back = await openSocketAs(baseUrl, customer);
    await joinAs(back, 'customer', sessionId);
    clock.advance(graceMs);
    await t.app.services.presence.endAbandoned();
    expect((await findSession(t.database.db, sessionId))?.status).toBe('IN_PROGRESS');
    // The customer ends it: 10 + 58 + 60 = 128 s, 3 started minutes.
    expect(await emitAck(back, 'end-session', { sessionId })).toEqual({ ok: true, status: 'COMPLETED' });
    expect(await findSession(t.database.db, sessionId)).toMatchObject({
      endReason: 'ENDED_BY_CUSTOMER',
      billedMinutes: 3,
      coinsCharged: 12,
    });
    l.close();
  });

  it("the customer's return racing the end: either it ends billed to when they left, or it runs on; money moves once", async () => {
    for (let round = 0; round < 6; round += 1) {
      const { listener, customer, sessionId, c } = await createJoinedPair(t, baseUrl, 'in-progress', {
        coins: 100,
        coinsPerMinute: 4,
      });
      clock.advance(45_000);
      c.close();
      const leftAt = await customerLeftNow(sessionId, customer.id);
      clock.advance(graceMs + 1000);
      const back = await openSocketAs(baseUrl, customer);
      // The rejoin (a stamp) and two sweeps, in parallel, as two processes and the customer would.
      const [joined] = await Promise.all([
        emitAck(back, 'join-as-customer', { sessionId }),
        t.app.services.presence.endAbandoned(),
        t.app.services.presence.endAbandoned(),
      ]);
      expect(joined.ok).toBe(true);
      const session = await findSession(t.database.db, sessionId);
      // Either outcome is right (which one wins is the race's); each must be whole.
      if (session?.status === 'COMPLETED') {
        // 45 s -> 1 started minute; nothing after they left.
        expect(session).toMatchObject({ endReason: 'CONNECTION_LOST', billedMinutes: 1, coinsCharged: 4 });
        expect(session.endedAt).toEqual(leftAt);
        expect(await chargesOf(sessionId)).toBe(1);
        expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(96);
      } else {
        expect(session?.status).toBe('IN_PROGRESS');
        expect(await chargesOf(sessionId)).toBe(0);
        // Back in the room: a later sweep leaves it running.
        await t.app.services.presence.endAbandoned();
        expect((await findSession(t.database.db, sessionId))?.status).toBe('IN_PROGRESS');
        expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(100);
        await emitAck(back, 'end-session', { sessionId });
        expect(await chargesOf(sessionId)).toBe(1);
      }
      expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBeLessThanOrEqual(
        (await findSession(t.database.db, sessionId))?.coinsCharged ?? 0,
      );
    }
  });
});
