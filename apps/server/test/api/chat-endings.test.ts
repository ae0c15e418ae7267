// How a session's changes reach both people's sockets (issue 9 §1): every ending as session-ended +
// update-session, the start, a participant leaving, a new request pushed to the listener, the
// low-balance warning. The app runs on a test clock with its deadline sweeper on, as in production.
import crypto from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_SESSION_TTL_SECONDS,
  API_PREFIX,
  LOW_BALANCE_WARNING_SECONDS,
  messages,
  type SessionEnded,
  type SessionRequestPush,
  type SessionUpdate,
} from '@app/contract';
import {
  createCustomer,
  createOnlineListener,
  createTestClock,
  creditLikePurchase,
  listenerAction,
  requestBody,
} from '../support/marketplace.ts';
import {
  closeSocketsAfterEach,
  collect,
  createJoinedPair,
  drain,
  emitAck,
  eventWhere,
  joinAs,
  listenForSockets,
  nextEvent,
  openSocketAs,
  sendMessage,
  type Stage,
} from '../support/chat.ts';
import { sessionRoom } from '../../src/realtime/realtime.ts';
import { useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const sweepMs = 40;
const t = await useTestApp({ clock, deadlineSweepMs: sweepMs });
const baseUrl = await listenForSockets(t);
closeSocketsAfterEach();

/** A few rounds of the deadline sweeper, on the real clock. */
const letSweeperRun = () => new Promise((resolve) => setTimeout(resolve, sweepMs * 5));

/** What `socket` hears when the session ends: session-ended, and update-session with `status`. */
const endingHeard = (socket: Socket, sessionId: string, status: string) =>
  Promise.all([
    eventWhere<SessionEnded>(socket, 'session-ended', (e) => e.sessionId === sessionId),
    eventWhere<SessionUpdate>(
      socket,
      'update-session',
      (u) => u.session.id === sessionId && u.session.status === status,
    ),
  ]);

const customerView = async (sessionId: string, token: string) =>
  (await t.get(`/sessions/mine/${sessionId}`, token)).body.data as Record<string, unknown>;

describe('a running session ending reaches both sides as session-ended + update-session', () => {
  const endings = [
    {
      how: "the listener's close-session on the socket",
      reason: 'CLOSED_BY_LISTENER',
      message: messages.chat.sessionEnded.CLOSED_BY_LISTENER,
      end: async (p: Awaited<ReturnType<typeof createJoinedPair>>) =>
        expect(await emitAck(p.l, 'close-session', { sessionId: p.sessionId })).toEqual({
          ok: true,
          status: 'COMPLETED',
        }),
    },
    {
      how: "the listener's REST close-session",
      reason: 'CLOSED_BY_LISTENER',
      message: messages.chat.sessionEnded.CLOSED_BY_LISTENER,
      end: async (p: Awaited<ReturnType<typeof createJoinedPair>>) =>
        expect((await listenerAction(t, 'close-session', p.sessionId, p.listener.token)).status).toBe(200),
    },
    {
      how: "the customer's end-session on the socket",
      reason: 'ENDED_BY_CUSTOMER',
      // The spec's toast.
      message: 'Session was closed by the customer',
      end: async (p: Awaited<ReturnType<typeof createJoinedPair>>) =>
        expect(await emitAck(p.c, 'end-session', { sessionId: p.sessionId })).toEqual({
          ok: true,
          status: 'COMPLETED',
        }),
    },
    {
      how: "the customer's REST end",
      reason: 'ENDED_BY_CUSTOMER',
      // The spec's toast.
      message: 'Session was closed by the customer',
      end: async (p: Awaited<ReturnType<typeof createJoinedPair>>) =>
        expect((await t.post(`/sessions/mine/${p.sessionId}/end`, undefined, p.customer.token)).status).toBe(
          200,
        ),
    },
  ] as const;

  it.each(endings)('$how', async ({ reason, message, end }) => {
    const pair = await createJoinedPair(t, baseUrl);
    const { sessionId, customer, listener } = pair;
    // Every socket of both people hears it, a tab that never joined the room too.
    const otherTabs = [await openSocketAs(baseUrl, customer), await openSocketAs(baseUrl, listener)];
    const sockets = [pair.l, pair.c, ...otherTabs];
    const heard = sockets.map((socket) => endingHeard(socket, sessionId, 'COMPLETED'));
    const endedCounts = sockets.map((socket) => collect(socket, 'session-ended'));
    clock.advance(3 * 60_000);
    await end(pair);
    for (const [ended, updated] of await Promise.all(heard)) {
      expect(ended).toEqual({ sessionId, reason, message });
      expect(updated.session).toMatchObject({
        id: sessionId,
        status: 'COMPLETED',
        endReason: reason,
        endedAt: clock.now().toISOString(),
        runsOutAt: null,
        timeInMinutes: 3,
      });
    }
    // Once each, and a second close or end changes nothing and tells nobody again.
    await listenerAction(t, 'close-session', sessionId, listener.token);
    expect(await emitAck(pair.c, 'end-session', { sessionId })).toEqual({ ok: true, status: 'COMPLETED' });
    for (const socket of sockets) await drain(t.app.io, socket);
    expect(endedCounts.map((list) => list.length)).toEqual([1, 1, 1, 1]);
  });

  it("the wallet running out: the sweeper ends it, 'Insufficient balance' to both", async () => {
    // 10 coins at 4 a minute: two minutes.
    const pair = await createJoinedPair(t, baseUrl, 'in-progress', { coins: 10, coinsPerMinute: 4 });
    const { sessionId, customer } = pair;
    const runsOutAt = (await customerView(sessionId, customer.token)).runsOutAt as string;
    const heard = [pair.l, pair.c].map((socket) => endingHeard(socket, sessionId, 'COMPLETED'));
    clock.set(new Date(Date.parse(runsOutAt) + 1000));
    // Past run-out no message goes in, swept yet or not.
    expect(await sendMessage(pair.c, sessionId, 'one more thing')).toEqual({
      ok: false,
      message: messages.liveSession.chatOnlyInProgress,
    });
    for (const [ended, updated] of await Promise.all(heard)) {
      expect(ended).toEqual({ sessionId, reason: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
      expect(updated.session).toMatchObject({
        status: 'COMPLETED',
        endReason: 'INSUFFICIENT_BALANCE',
        endedAt: runsOutAt,
        timeInMinutes: 2,
      });
    }
    expect(await customerView(sessionId, customer.token)).toMatchObject({
      coinsCharged: 8,
      walletBalance: 2,
    });
  });
});

describe('a session that never started ending reaches both sides', () => {
  const cases: {
    stage: Stage;
    how: string;
    reason: keyof typeof messages.chat.sessionEnded;
    end: (p: {
      sessionId: string;
      listener: { token: string };
      customer: { token: string };
    }) => Promise<unknown>;
  }[] = [
    {
      stage: 'accepted',
      how: `expiry of an accepted session after ${ACCEPTED_SESSION_TTL_SECONDS} s`,
      reason: 'EXPIRED',
      end: async (p) => {
        clock.advance((ACCEPTED_SESSION_TTL_SECONDS - 1) * 1000);
        // A second before, it is still there (reading it would apply a passed deadline).
        expect(await customerView(p.sessionId, p.customer.token)).toMatchObject({ status: 'ACCEPTED' });
        clock.advance(2000);
      },
    },
    {
      stage: 'pending',
      how: 'expiry of a request nobody accepted',
      reason: 'EXPIRED',
      end: () => Promise.resolve(clock.advance(61_000)),
    },
    {
      stage: 'pending',
      how: "the listener's close of a request (declined)",
      reason: 'DECLINED',
      end: (p) => listenerAction(t, 'close-session', p.sessionId, p.listener.token),
    },
    {
      stage: 'accepted',
      how: "the listener's close of an accepted session",
      reason: 'CLOSED_BY_LISTENER',
      end: (p) => listenerAction(t, 'close-session', p.sessionId, p.listener.token),
    },
    {
      stage: 'accepted',
      how: "the customer's cancel",
      reason: 'CANCELLED',
      end: (p) => t.post(`/sessions/mine/${p.sessionId}/cancel`, undefined, p.customer.token),
    },
  ];

  it.each(cases)('$how', async ({ stage, reason, end }) => {
    const pair = await createJoinedPair(t, baseUrl, stage);
    const heard = [pair.l, pair.c].map((socket) => endingHeard(socket, pair.sessionId, 'CANCELLED'));
    await end(pair);
    for (const [ended, updated] of await Promise.all(heard)) {
      expect(ended).toEqual({
        sessionId: pair.sessionId,
        reason,
        message: messages.chat.sessionEnded[reason],
      });
      expect(updated.session).toMatchObject({ status: 'CANCELLED', endReason: reason, timeInMinutes: 0 });
    }
  });
});

describe('start', () => {
  it('start-session after the REST start tells both sides IN_PROGRESS', async () => {
    const pair = await createJoinedPair(t, baseUrl, 'accepted');
    const { sessionId, listener } = pair;
    const fromRest = [pair.l, pair.c].map((socket) =>
      eventWhere<SessionUpdate>(socket, 'update-session', (u) => u.session.status === 'IN_PROGRESS'),
    );
    expect((await listenerAction(t, 'start-session', sessionId, listener.token)).status).toBe(200);
    await Promise.all(fromRest);
    const announced = [pair.l, pair.c].map((socket) => nextEvent<SessionUpdate>(socket, 'update-session'));
    const ended = [pair.l, pair.c].map((socket) => collect(socket, 'session-ended'));
    expect(await emitAck(pair.l, 'start-session', { sessionId })).toEqual({
      ok: true,
      status: 'IN_PROGRESS',
    });
    for (const update of await Promise.all(announced)) {
      expect(update.session).toMatchObject({
        id: sessionId,
        status: 'IN_PROGRESS',
        endReason: null,
        startedAt: clock.now().toISOString(),
        endedAt: null,
        runsOutAt: new Date(clock.now().getTime() + 50 * 60_000).toISOString(),
        timeInMinutes: 0,
      });
    }
    // Started once: the announcement moved nothing.
    const view = await customerView(sessionId, pair.customer.token);
    expect(view).toMatchObject({ status: 'IN_PROGRESS', startedAt: clock.now().toISOString() });
    expect(ended.flat()).toEqual([]);
    expect((await sendMessage(pair.c, sessionId, 'we can talk now')).ok).toBe(true);
  });

  it('start-session on an accepted session starts it (same rules as the REST start)', async () => {
    const pair = await createJoinedPair(t, baseUrl, 'accepted');
    const heard = [pair.l, pair.c].map((socket) =>
      eventWhere<SessionUpdate>(socket, 'update-session', (u) => u.session.status === 'IN_PROGRESS'),
    );
    expect(await emitAck(pair.l, 'start-session', { sessionId: pair.sessionId })).toEqual({
      ok: true,
      status: 'IN_PROGRESS',
    });
    await Promise.all(heard);
    // Not on a pending one, nor another listener's.
    const pending = await createJoinedPair(t, baseUrl, 'pending');
    expect(await emitAck(pending.l, 'start-session', { sessionId: pending.sessionId })).toEqual({
      ok: false,
      message: messages.sessions.notAccepted,
    });
    expect(await emitAck(pending.l, 'start-session', { sessionId: pair.sessionId })).toEqual({
      ok: false,
      message: messages.sessions.notFound,
    });
    expect(await emitAck(pending.l, 'close-session', { sessionId: pair.sessionId })).toEqual({
      ok: false,
      message: messages.sessions.notFound,
    });
    expect(await emitAck(pair.c, 'end-session', { sessionId: pending.sessionId })).toEqual({
      ok: false,
      message: messages.sessions.notFound,
    });
  });
});

describe('participants coming and going', () => {
  it("participant-disconnected when a side's last socket leaves the room, not while another tab is in it", async () => {
    const { customer, listener, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    const secondTab = await openSocketAs(baseUrl, customer);
    await joinAs(secondTab, 'customer', sessionId);
    const unjoinedTab = await openSocketAs(baseUrl, customer);
    const atListener = collect<{ sessionId: string; role: string }>(l, 'participant-disconnected');

    unjoinedTab.close();
    c.close();
    // The server has seen both go (the room has one customer socket left) before the last one goes.
    await expect.poll(async () => (await t.app.io.in(sessionRoom(sessionId)).fetchSockets()).length).toBe(2);
    await drain(t.app.io, l);
    expect(atListener).toEqual([]);

    const gone = nextEvent(l, 'participant-disconnected');
    secondTab.close();
    expect(await gone).toEqual({ sessionId, role: 'customer' });
    await drain(t.app.io, l);
    expect(atListener).toHaveLength(1);

    // The customer comes back: the listener hears it; then the listener goes and the customer hears that.
    const back = await openSocketAs(baseUrl, customer);
    const rejoined = nextEvent(l, 'customer-joined');
    await joinAs(back, 'customer', sessionId);
    expect(await rejoined).toEqual({ sessionId });
    const listenerGone = nextEvent(back, 'participant-disconnected');
    l.close();
    expect(await listenerGone).toEqual({ sessionId, role: 'listener' });
    const listenerBack = nextEvent(back, 'listener-joined');
    await joinAs(await openSocketAs(baseUrl, listener), 'listener', sessionId);
    expect(await listenerBack).toEqual({ sessionId });
  });
});

describe('request push', () => {
  it("session-request reaches every socket of the requested listener, and no one else's", async () => {
    const listener = await createOnlineListener(t, 2);
    const otherListener = await createOnlineListener(t, 2);
    const customer = await createCustomer(t, 100);
    const tabs = [await openSocketAs(baseUrl, listener), await openSocketAs(baseUrl, listener)];
    const others = [await openSocketAs(baseUrl, otherListener), await openSocketAs(baseUrl, customer)];
    const pushed = tabs.map((socket) => nextEvent<SessionRequestPush>(socket, 'session-request'));
    const pushedToTabs = tabs.map((socket) => collect(socket, 'session-request'));
    const heardByOthers = others.map((socket) => collect(socket, 'session-request'));
    const key = crypto.randomUUID();
    const request = () =>
      t.call('POST', `${API_PREFIX}/sessions/request`, {
        body: requestBody(listener.id, { mode: 'AUDIO', language: 'English', userMood: 'frustrated' }),
        token: customer.token,
        headers: { 'idempotency-key': key },
      });
    const requested = await request();
    expect(requested.status).toBe(200);
    const id = (requested.body.data as { id: string }).id;
    for (const push of await Promise.all(pushed)) {
      expect(push.session).toMatchObject({
        id,
        status: 'pending',
        mode: 'AUDIO',
        language: 'English',
        userMood: 'frustrated',
        customer: { name: 'Test CUSTOMER' },
        coinsPerMinute: 2,
      });
    }
    // A replay of the same request (same Idempotency-Key) is no new request: nothing pushed again.
    expect((await request()).status).toBe(200);
    for (const socket of [...tabs, ...others]) await drain(t.app.io, socket);
    expect(pushedToTabs.map((list) => list.length)).toEqual([1, 1]);
    expect(heardByOthers.flat()).toEqual([]);
  });
});

describe('low balance', () => {
  it('warns the customer once per run-out moment, and again after a top-up moved it', async () => {
    // 20 coins at 4 a minute: five minutes.
    const pair = await createJoinedPair(t, baseUrl, 'in-progress', { coins: 20, coinsPerMinute: 4 });
    const { sessionId, customer } = pair;
    const warnings = collect<{ sessionId: string; runsOutAt: string }>(pair.c, 'low-balance');
    const toListener = collect(pair.l, 'low-balance');
    const firstRunOut = Date.parse((await customerView(sessionId, customer.token)).runsOutAt as string);

    // Not yet within the warning window.
    clock.set(new Date(firstRunOut - (LOW_BALANCE_WARNING_SECONDS + 1) * 1000));
    await letSweeperRun();
    await drain(t.app.io, pair.c);
    expect(warnings).toEqual([]);

    const first = nextEvent(pair.c, 'low-balance');
    clock.advance(2000);
    expect(await first).toEqual({ sessionId, runsOutAt: new Date(firstRunOut).toISOString() });
    expect(await customerView(sessionId, customer.token)).toMatchObject({ lowBalance: true });
    // Once for that moment, however often anyone sweeps.
    clock.advance(10_000);
    expect(await t.app.services.sessions.runLowBalanceWarnings()).toBe(0);
    await letSweeperRun();
    await drain(t.app.io, pair.c);
    expect(warnings).toHaveLength(1);

    // A top-up moves the run-out moment five minutes on: no warning until that one comes near.
    await creditLikePurchase(t, customer.id, 20, clock.now());
    const secondRunOut = Date.parse((await customerView(sessionId, customer.token)).runsOutAt as string);
    expect(secondRunOut).toBe(firstRunOut + 5 * 60_000);
    await letSweeperRun();
    await drain(t.app.io, pair.c);
    expect(warnings).toHaveLength(1);

    const second = nextEvent(pair.c, 'low-balance');
    clock.set(new Date(secondRunOut - 30_000));
    expect(await second).toEqual({ sessionId, runsOutAt: new Date(secondRunOut).toISOString() });
    await letSweeperRun();
    await drain(t.app.io, pair.c);
    await drain(t.app.io, pair.l);
    expect(warnings).toHaveLength(2);
    expect(toListener).toEqual([]);
  });
});
