// @module-tag embedded
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALL_RECONNECT_GRACE_SECONDS, CALL_SDP_MAX, messages, type PeerConnection } from '@app/contract';
import { roomPresenceOf } from '../../src/modules/presence/presence.repository.ts';
import { findSession } from '../../src/modules/sessions/sessions.repository.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  balanceOfUser,
  createCustomer,
  createOnlineListener,
  createTestClock,
  startSession,
} from '../support/marketplace.ts';
import { emitAck, eventWhere, listenForSockets, nextEvent, openSocketAs } from '../support/chat.ts';

const clock = createTestClock();
const t = await useTestApp({
  clock,
  deadlineSweepMs: 0,
  env: { TURN_SECRET: 'test-turn-secret-0123456789', TURN_URLS: 'turn:127.0.0.1:3478?transport=udp' },
});
const baseUrl = await listenForSockets(t);

const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
const answer = { type: 'answer', sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' };

const callingPair = async (mode: 'AUDIO' | 'CHAT' = 'AUDIO') => {
  const listener = await createOnlineListener(t, 2);
  const customer = await createCustomer(t, 100);
  const sessionId = await startSession(t, customer, listener, { mode });
  const l = await openSocketAs(baseUrl, listener);
  const c = await openSocketAs(baseUrl, customer);
  await emitAck(l, 'join-as-listener', { sessionId });
  await emitAck(c, 'join-as-customer', { sessionId });
  return { listener, customer, sessionId, l, c };
};

describe('call signalling', () => {
  it('relays offer, answer and candidates to the other side only', async () => {
    const { sessionId, l, c, listener } = await callingPair();
    const listenerTab2 = await openSocketAs(baseUrl, listener);
    await emitAck(listenerTab2, 'join-as-listener', { sessionId });
    let echoed = 0;
    listenerTab2.on('offer', () => (echoed += 1));
    const gotOffer = nextEvent(c, 'offer');
    expect(await emitAck(l, 'create-offer', { sessionId, offer })).toMatchObject({ ok: true });
    expect(await gotOffer).toEqual({ sessionId, offer });
    const gotAnswer = nextEvent(l, 'answer');
    await emitAck(c, 'create-answer', { sessionId, answer });
    expect(await gotAnswer).toEqual({ sessionId, answer });
    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    const gotCandidate = nextEvent(c, 'ice-candidate');
    await emitAck(l, 'add-ice-candidates', { sessionId, candidate });
    expect(await gotCandidate).toEqual({ sessionId, candidate });
    expect(echoed).toBe(0);
    for (const s of [l, c, listenerTab2]) s.close();
  });

  it("forwards one socket's signalling in the order it was sent", async () => {
    const { sessionId, l, c } = await callingPair();
    const received: string[] = [];
    c.on('ice-candidate', ({ candidate }: { candidate: { candidate: string } }) =>
      received.push(candidate.candidate),
    );
    c.on('offer', () => received.push('offer'));
    const sent: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      if (i === 15) {
        l.emit('create-offer', { sessionId, offer });
        sent.push('offer');
      }
      const line = `candidate:${i} 1 udp 2122260223 127.0.0.1 ${50000 + i} typ host`;
      l.emit('add-ice-candidates', {
        sessionId,
        candidate: { candidate: line, sdpMid: '0', sdpMLineIndex: 0 },
      });
      sent.push(line);
    }
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(sent.length);
    expect(received).toEqual(sent);
    l.close();
    c.close();
  });

  it('refuses CHAT sessions, oversized or malformed payloads, the wrong role and sockets that did not join', async () => {
    const chat = await callingPair('CHAT');
    expect(await emitAck(chat.l, 'create-offer', { sessionId: chat.sessionId, offer })).toEqual({
      ok: false,
      message: messages.calls.audioOnly,
    });
    const { sessionId, l, c, listener } = await callingPair();
    const big = { type: 'offer', sdp: 'x'.repeat(CALL_SDP_MAX + 1) };
    expect(await emitAck(l, 'create-offer', { sessionId, offer: big })).toEqual({
      ok: false,
      message: messages.calls.descriptionTooLarge,
    });
    expect(await emitAck(l, 'create-offer', { sessionId, offer: { sdp: 'v=0' } })).toMatchObject({
      ok: false,
    });
    expect(await emitAck(l, 'create-offer', { sessionId, offer: { ...offer, extra: 1 } })).toMatchObject({
      ok: false,
    });
    expect(await emitAck(c, 'create-offer', { sessionId, offer })).toEqual({
      ok: false,
      message: messages.chat.joinAsListenerOnly,
    });
    const notJoined = await openSocketAs(baseUrl, listener);
    expect(await emitAck(notJoined, 'create-offer', { sessionId, offer })).toEqual({
      ok: false,
      message: messages.calls.notJoined,
    });
    for (const s of [chat.l, chat.c, l, c, notJoined]) s.close();
  });

  it('gives participants TURN credentials coturn accepts, and nobody else', async () => {
    const { sessionId, listener, l, c } = await callingPair();
    const answerOf = await t.get(`/calls/ice-servers?sessionId=${sessionId}`, listener.token);
    expect(answerOf.status).toBe(200);
    const servers = (
      answerOf.body as { data: { iceServers: { urls: string[]; username: string; credential: string }[] } }
    ).data.iceServers;
    const turn = servers.at(-1);
    expect(turn?.urls).toEqual(['turn:127.0.0.1:3478?transport=udp']);
    const expected = crypto
      .createHmac('sha1', 'test-turn-secret-0123456789')
      .update(turn?.username ?? '')
      .digest('base64');
    expect(turn?.credential).toBe(expected);
    const stranger = await createCustomer(t, 0);
    expect((await t.get(`/calls/ice-servers?sessionId=${sessionId}`, stranger.token)).status).toBe(404);
    expect((await t.get(`/calls/ice-servers?sessionId=${sessionId}`)).status).toBe(401);
    l.close();
    c.close();
  });

  it('a side gone past the grace period ends the call, billed up to when they left', async () => {
    const { sessionId, customer, l, c } = await callingPair();
    // Both joined: each was seen in the room at their join.
    expect((await roomPresenceOf(t.database.db, sessionId)).get(customer.id)).toEqual(clock.now());
    clock.advance(90_000); // 1.5 minutes of call
    const ended = nextEvent<{ reason: string }>(l, 'call-ended');
    c.close();
    // The customer's last socket left the room: they were there until this moment, the grace starts.
    await expect
      .poll(async () => (await roomPresenceOf(t.database.db, sessionId)).get(customer.id), {
        timeout: 10_000,
      })
      .toEqual(clock.now());
    clock.advance((CALL_RECONNECT_GRACE_SECONDS - 1) * 1000);
    // The listener's own stamp is older than the grace (no heartbeat ran on this clock), but their
    // socket is in the room: they count as there. (Earlier tests' calls, whose sockets closed, end now.)
    await t.app.services.presence.endAbandoned();
    expect((await findSession(t.database.db, sessionId))?.status).toBe('IN_PROGRESS');
    clock.advance(2000);
    await t.app.services.presence.endAbandoned();
    expect(await findSession(t.database.db, sessionId)).toMatchObject({
      status: 'COMPLETED',
      endReason: 'CONNECTION_LOST',
      billedMinutes: 2,
    });
    expect(await ended).toEqual({ sessionId, reason: messages.chat.sessionEnded.CONNECTION_LOST });
    // 90 s -> 2 started minutes at 2 coins; the grace minute is not billed. Once.
    await t.app.services.presence.endAbandoned();
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(96);
    l.close();
  });

  it("a call's room hears where the other person stands (peer-connection), as a chat's does: lost until the call's grace, back", async () => {
    const { sessionId, customer, l, c } = await callingPair();
    const aboutCustomer = (state: PeerConnection['state']) =>
      eventWhere<PeerConnection>(
        l,
        'peer-connection',
        (payload) =>
          payload.sessionId === sessionId && payload.role === 'customer' && payload.state === state,
      );
    clock.advance(30_000);
    const lost = aboutCustomer('lost');
    c.close();
    await expect
      .poll(async () => (await roomPresenceOf(t.database.db, sessionId)).get(customer.id), {
        timeout: 10_000,
      })
      .toEqual(clock.now());
    const leftAt = clock.now().getTime();
    expect(await lost).toEqual({
      sessionId,
      role: 'customer',
      state: 'lost',
      leftAt: new Date(leftAt).toISOString(),
      endsAt: new Date(leftAt + CALL_RECONNECT_GRACE_SECONDS * 1000).toISOString(),
    });

    clock.advance(10_000);
    const back = aboutCustomer('connected');
    const again = await openSocketAs(baseUrl, customer);
    // The joining socket is told about the listener at once.
    const toCustomer = eventWhere<PeerConnection>(
      again,
      'peer-connection',
      (payload) => payload.sessionId === sessionId && payload.role === 'listener',
    );
    await emitAck(again, 'join-as-customer', { sessionId });
    expect(await back).toEqual({
      sessionId,
      role: 'customer',
      state: 'connected',
      leftAt: null,
      endsAt: null,
    });
    expect(await toCustomer).toMatchObject({ role: 'listener', state: 'connected' });
    for (const s of [l, again]) s.close();
  });

  it('a side back within the grace period keeps the call going', async () => {
    const { sessionId, customer, l, c } = await callingPair();
    clock.advance(30_000);
    c.close();
    await expect
      .poll(async () => (await roomPresenceOf(t.database.db, sessionId)).get(customer.id), {
        timeout: 10_000,
      })
      .toEqual(clock.now());
    clock.advance((CALL_RECONNECT_GRACE_SECONDS - 5) * 1000);
    const back = await openSocketAs(baseUrl, customer);
    await emitAck(back, 'join-as-customer', { sessionId });
    clock.advance(10_000);
    await t.app.services.presence.endAbandoned();
    expect((await findSession(t.database.db, sessionId))?.status).toBe('IN_PROGRESS');
    for (const s of [l, back]) s.close();
  });
});
