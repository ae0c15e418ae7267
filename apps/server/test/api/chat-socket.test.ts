import { describe, expect, it } from 'vitest';
import { CONTACT_MASK, messages, type ChatMessage } from '@app/contract';
import { useTestApp } from '../support/test-app.ts';
import {
  createCustomer,
  createOnlineListener,
  listenerAction,
  startSession,
} from '../support/marketplace.ts';
import { collect, emitAck, listenForSockets, nextEvent, openSocketAs, sendMessage } from '../support/chat.ts';

const t = await useTestApp();
const baseUrl = await listenForSockets(t);

const chattingPair = async () => {
  const listener = await createOnlineListener(t, 2);
  const customer = await createCustomer(t, 100);
  const sessionId = await startSession(t, customer, listener);
  const l = await openSocketAs(baseUrl, listener);
  const c = await openSocketAs(baseUrl, customer);
  await emitAck(l, 'join-as-listener', { sessionId });
  await emitAck(c, 'join-as-customer', { sessionId });
  return { listener, customer, sessionId, l, c };
};

describe('chat over the socket', () => {
  it('stores a message, acknowledges it and delivers it to the other side, in order, once', async () => {
    const { listener, sessionId, l, c } = await chattingPair();
    const atListener = collect<ChatMessage>(l, 'message');
    const first = await sendMessage(c, sessionId, 'hello');
    const second = await sendMessage(l, sessionId, 'hi, how are you feeling?');
    expect(first).toMatchObject({
      ok: true,
      message: { senderType: 'CUSTOMER', message: 'hello', sessionId },
    });
    expect(second).toMatchObject({ ok: true, message: { senderType: 'LISTENER' } });
    await expect.poll(() => atListener.length).toBe(2);
    const history = await listenerAction(t, 'session-data-listener', sessionId, listener.token);
    const stored = (history.body as { data: { sessionMessages: ChatMessage[] } }).data.sessionMessages;
    expect(stored.map((m) => m.message)).toEqual(['hello', 'hi, how are you feeling?']);
    l.close();
    c.close();
  });

  it('a retry with the same clientMessageId is stored once and answered with the same message', async () => {
    const { listener, sessionId, l, c } = await chattingPair();
    const [a, b] = await Promise.all([
      sendMessage(c, sessionId, 'once', 'retry-id-0001'),
      sendMessage(c, sessionId, 'once', 'retry-id-0001'),
    ]);
    expect(a.ok && b.ok && a.message.id === b.message.id).toBe(true);
    const history = await listenerAction(t, 'session-data-listener', sessionId, listener.token);
    expect((history.body as { data: { sessionMessages: unknown[] } }).data.sessionMessages).toHaveLength(1);
    l.close();
    c.close();
  });

  it('masks contact details for the other side and in history', async () => {
    const { sessionId, l, c } = await chattingPair();
    const delivered = nextEvent<ChatMessage>(l, 'message');
    const ack = await sendMessage(c, sessionId, 'call me on 98765 43210');
    expect(ack).toMatchObject({ ok: true, message: { masked: true, message: `call me on ${CONTACT_MASK}` } });
    expect((await delivered).message).toBe(`call me on ${CONTACT_MASK}`);
    l.close();
    c.close();
  });

  it('refuses messages outside IN_PROGRESS, blank or too long, and floods', async () => {
    const { sessionId, l, c } = await chattingPair();
    expect(await sendMessage(c, sessionId, '   ')).toEqual({
      ok: false,
      message: messages.chat.messageBlank,
    });
    expect(await sendMessage(c, sessionId, 'x'.repeat(2001))).toEqual({
      ok: false,
      message: messages.chat.messageTooLong,
    });
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => sendMessage(l, sessionId, `m${i}`)));
    // Five a second per socket: the listener's socket sent none before.
    expect(burst.filter((answer) => answer.ok)).toHaveLength(5);
    expect(burst.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 3 }, () => ({ ok: false, message: messages.chat.tooFast })),
    );
    l.close();
    c.close();
  });

  it('ending by the customer reaches both sides as session-ended and update-session', async () => {
    const { sessionId, l, c } = await chattingPair();
    const ended = nextEvent<{ message: string; reason: string }>(l, 'session-ended');
    const updated = nextEvent<{ session: { status: string } }>(l, 'update-session');
    expect(await emitAck(c, 'end-session', { sessionId })).toEqual({ ok: true, status: 'COMPLETED' });
    expect(await ended).toMatchObject({
      sessionId,
      reason: 'ENDED_BY_CUSTOMER',
      message: messages.liveSession.closedByCustomer,
    });
    expect((await updated).session.status).toBe('COMPLETED');
    expect(await sendMessage(c, sessionId, 'late')).toEqual({
      ok: false,
      message: messages.liveSession.chatOnlyInProgress,
    });
    l.close();
    c.close();
  });

  it('pushes a new request to the listener', async () => {
    const listener = await createOnlineListener(t, 2);
    const customer = await createCustomer(t, 100);
    const l = await openSocketAs(baseUrl, listener);
    const pushed = nextEvent<{ session: { id: string; status: string; customer: { name: string } } }>(
      l,
      'session-request',
    );
    const requested = await t.post(
      '/sessions/request',
      { listenerId: listener.id, mode: 'CHAT', language: 'Hindi', userMood: 'sad' },
      customer.token,
    );
    expect(requested.status).toBe(200);
    expect((await pushed).session).toMatchObject({ status: 'pending' });
    l.close();
  });
});
