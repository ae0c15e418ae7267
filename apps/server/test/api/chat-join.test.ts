// Who may open a socket and join a session's room (issue 9 §1): the token is checked at connect, a
// session room is joined only by that session's listener or customer, in their own role.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages, type ChatMessage } from '@app/contract';
import { createCustomer, createOnlineListener } from '../support/marketplace.ts';
import {
  closeSocketsAfterEach,
  collect,
  createJoinedPair,
  createSessionAt,
  drain,
  emitAck,
  joinAs,
  listenForSockets,
  nextEvent,
  openSocketAs,
  sendMessage,
} from '../support/chat.ts';
import { openTestSocket } from '../support/sockets.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const baseUrl = await listenForSockets(t);
closeSocketsAfterEach();

/** The message of a refused connection (the client's connect_error). */
const refusalOf = async (token?: string) => {
  const error = await openTestSocket(baseUrl, token).then(
    (socket) => {
      socket.close();
      throw new Error('the server accepted the connection');
    },
    (refused: Error) => refused,
  );
  return error.message;
};

describe('connecting', () => {
  it('refuses a socket without a token, with a bad token, or with a forged one', async () => {
    expect(await refusalOf()).toBe(messages.auth.unauthenticated);
    expect(await refusalOf('not-a-token')).toBe(messages.auth.sessionExpired);
    const customer = await createCustomer(t);
    // The right claims under another key.
    const [head, body] = customer.token.split('.');
    expect(await refusalOf(`${head}.${body}.c2lnbmF0dXJl`)).toBe(messages.auth.sessionExpired);
    // The real token still works.
    const socket = await openSocketAs(baseUrl, customer);
    expect(socket.connected).toBe(true);
  });

  it('refuses a token revoked by a password change; the fresh token it answers connects', async () => {
    const customer = await createCustomer(t);
    const other = await t.post('/auth/login', { email: customer.email, password: customer.password });
    const otherToken = other.body.token as string;
    const kept = await openSocketAs(baseUrl, customer);
    const changed = await t.post('/auth/change-password', { password: 'a-new-secret-9' }, customer.token);
    expect(changed.status).toBe(200);
    expect(await refusalOf(otherToken)).toBe(messages.auth.sessionExpired);
    expect(await refusalOf(customer.token)).toBe(messages.auth.sessionExpired);
    // The socket of the sign-in that changed it stays; its fresh token opens new ones.
    await drain(t.app.io, kept);
    expect(kept.connected).toBe(true);
    expect((await openSocketAs(baseUrl, { token: changed.body.token as string })).connected).toBe(true);
  });

  it("refuses a blocked listener's token with the reason, and a deactivated customer's", async () => {
    const admin = await createSignedInUser(t, 'ADMIN');
    const listener = await createOnlineListener(t);
    const live = await openSocketAs(baseUrl, listener);
    const signedOut = nextEvent<{ reason: string }>(live, 'signed-out');
    const blocked = await t.post('/listener/set-blocked', { id: listener.id, isBlocked: true }, admin.token);
    expect(blocked.status).toBe(200);
    expect((await signedOut).reason).toBe(messages.auth.listenerBlocked);
    expect(await refusalOf(listener.token)).toBe(messages.auth.listenerBlocked);

    const customer = await createCustomer(t);
    const off = await t.call('PATCH', `/api/v1/admin/users/${customer.id}/status`, {
      body: { isActive: false },
      token: admin.token,
    });
    expect(off.status).toBe(200);
    expect(await refusalOf(customer.token)).toBe(messages.auth.accountDeactivated);
  });
});

describe('joining a session room', () => {
  it('lets each participant join in their role: connected-to-room, the ack, and the other side told', async () => {
    const { listener, customer, sessionId } = await createSessionAt(t, 'accepted');
    const l = await openSocketAs(baseUrl, listener);
    const c = await openSocketAs(baseUrl, customer);
    const listenerInRoom = nextEvent(l, 'connected-to-room');
    expect(await emitAck(l, 'join-as-listener', { sessionId })).toEqual({ ok: true, status: 'ACCEPTED' });
    expect(await listenerInRoom).toEqual({ sessionId, status: 'ACCEPTED' });

    const customerJoined = nextEvent(l, 'customer-joined');
    const customerInRoom = nextEvent(c, 'connected-to-room');
    expect(await emitAck(c, 'join-as-customer', { sessionId })).toEqual({ ok: true, status: 'ACCEPTED' });
    expect(await customerInRoom).toEqual({ sessionId, status: 'ACCEPTED' });
    expect(await customerJoined).toEqual({ sessionId });

    // The listener's second tab joining tells the customer.
    const listenerJoined = nextEvent(c, 'listener-joined');
    await joinAs(await openSocketAs(baseUrl, listener), 'listener', sessionId);
    expect(await listenerJoined).toEqual({ sessionId });
  });

  it('refuses a stranger with err and the ack, and the stranger hears nothing of the session', async () => {
    const { listener, customer, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    const otherCustomer = await createCustomer(t);
    const otherListener = await createOnlineListener(t);
    const strangers = [
      { socket: await openSocketAs(baseUrl, otherCustomer), event: 'join-as-customer' },
      { socket: await openSocketAs(baseUrl, otherListener), event: 'join-as-listener' },
    ];
    const heard = strangers.map(({ socket }) => [
      collect(socket, 'message'),
      collect(socket, 'customer-joined'),
      collect(socket, 'listener-joined'),
      collect(socket, 'connected-to-room'),
    ]);
    for (const { socket, event } of strangers) {
      const err = nextEvent<{ message: string }>(socket, 'err');
      expect(await emitAck(socket, event, { sessionId })).toEqual({
        ok: false,
        message: messages.sessions.notFound,
      });
      expect(await err).toEqual({ message: messages.sessions.notFound });
    }
    // A session id that does not exist answers the same (nothing tells the two apart).
    expect(
      await emitAck(strangers[0]!.socket, 'join-as-customer', { sessionId: crypto.randomUUID() }),
    ).toEqual({ ok: false, message: messages.sessions.notFound });

    // The participants talk and join again; the refused sockets are in no room of theirs.
    const atListener = nextEvent<ChatMessage>(l, 'message');
    expect((await sendMessage(c, sessionId, 'only for us')).ok).toBe(true);
    expect((await atListener).message).toBe('only for us');
    await joinAs(await openSocketAs(baseUrl, customer), 'customer', sessionId);
    await joinAs(await openSocketAs(baseUrl, listener), 'listener', sessionId);
    for (const { socket } of strangers) await drain(t.app.io, socket);
    expect(heard.flat().flat()).toEqual([]);
  });

  it('refuses the wrong role: a customer joining as listener, a listener as customer', async () => {
    const { listener, customer, sessionId } = await createSessionAt(t, 'in-progress');
    const c = await openSocketAs(baseUrl, customer);
    const l = await openSocketAs(baseUrl, listener);
    const cErr = nextEvent(c, 'err');
    expect(await emitAck(c, 'join-as-listener', { sessionId })).toEqual({
      ok: false,
      message: messages.chat.joinAsListenerOnly,
    });
    expect(await cErr).toEqual({ message: messages.chat.joinAsListenerOnly });
    const lErr = nextEvent(l, 'err');
    expect(await emitAck(l, 'join-as-customer', { sessionId })).toEqual({
      ok: false,
      message: messages.chat.joinAsCustomerOnly,
    });
    expect(await lErr).toEqual({ message: messages.chat.joinAsCustomerOnly });
    // An admin is neither.
    const admin = await openSocketAs(baseUrl, await createSignedInUser(t, 'ADMIN'));
    expect(await emitAck(admin, 'join-as-listener', { sessionId })).toEqual({
      ok: false,
      message: messages.chat.joinAsListenerOnly,
    });
    expect(await emitAck(admin, 'join-as-customer', { sessionId })).toEqual({
      ok: false,
      message: messages.chat.joinAsCustomerOnly,
    });
    // The listener-only actions are refused to a customer, the customer's End to a listener.
    for (const event of ['start-session', 'close-session']) {
      expect(await emitAck(c, event, { sessionId })).toEqual({
        ok: false,
        message: messages.chat.joinAsListenerOnly,
      });
    }
    expect(await emitAck(l, 'end-session', { sessionId })).toEqual({
      ok: false,
      message: messages.chat.joinAsCustomerOnly,
    });
    // Nothing of that changed the session.
    expect((await t.get(`/sessions/mine/${sessionId}`, customer.token)).body.data).toMatchObject({
      status: 'IN_PROGRESS',
    });
  });

  it('answers a malformed payload with a clear message, on every session event', async () => {
    const customer = await createCustomer(t);
    const c = await openSocketAs(baseUrl, customer);
    const cases: [unknown, string][] = [
      [{}, messages.chat.sessionIdInvalid],
      [{ sessionId: 'abc' }, messages.chat.sessionIdInvalid],
      [{ sessionId: 42 }, messages.chat.sessionIdInvalid],
      [{ sessionId: null }, messages.chat.sessionIdInvalid],
      ['0b9f1c1e-7f5c-4d55-9a55-8d2f9a0c2b1e', messages.chat.invalidPayload],
      [null, messages.chat.invalidPayload],
      [[], messages.chat.invalidPayload],
      [7, messages.chat.invalidPayload],
    ];
    for (const event of [
      'join-as-customer',
      'join-as-listener',
      'start-session',
      'close-session',
      'end-session',
    ]) {
      for (const [payload, message] of cases) {
        const err = nextEvent(c, 'err');
        expect(await emitAck(c, event, payload), `${event} ${JSON.stringify(payload)}`).toEqual({
          ok: false,
          message,
        });
        expect(await err).toEqual({ message });
      }
    }
    // The socket stays usable.
    expect(c.connected).toBe(true);
  });

  it('a join without an acknowledgement still answers with err', async () => {
    const c = await openSocketAs(baseUrl, await createCustomer(t));
    const err = nextEvent(c, 'err');
    c.emit('join-as-customer', { sessionId: crypto.randomUUID() });
    expect(await err).toEqual({ message: messages.sessions.notFound });
  });
});
