// @module-tag embedded
// Chat messages over the socket (issue 9 §1): the rules a message must meet, stored before it is
// delivered, in order, once per clientMessageId, nothing lost across a reconnect, contact details masked.
// The app runs on a test clock, so the per-second send limit moves only when the test moves it.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import {
  API_PREFIX,
  CHAT_MESSAGE_MAX,
  CONTACT_MASK,
  SOCKET_PATH,
  SOCKETS_PER_USER,
  messages,
  type ChatMessage,
} from '@app/contract';
import { userRoom } from '../../src/plugins/socket.ts';
import { sessionMessages } from '../../src/db/schema.ts';
import { createCustomer, createOnlineListener, createTestClock } from '../support/marketplace.ts';
import {
  closeSocketsAfterEach,
  collect,
  createJoinedPair,
  customerHistory,
  drain,
  emitAck,
  eventWhere,
  joinAs,
  listenForSockets,
  listenerHistory,
  nextEvent,
  openSocketAs,
  sendMessage,
  storedOf,
} from '../support/chat.ts';
import { useTestApp } from '../support/test-app.ts';
import { withLocale } from '../../src/lib/locale-context.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const baseUrl = await listenForSockets(t);
closeSocketsAfterEach();

/** A second on the app's clock: every socket may send CHAT_MESSAGES_PER_SECOND again. */
const nextSecond = () => clock.advance(1000);

const storedRows = (sessionId: string) =>
  t.database.db.select().from(sessionMessages).where(eq(sessionMessages.sessionId, sessionId));

describe('a message', () => {
  it('is stored, acknowledged, then delivered to both sides: in history by the time it arrives', async () => {
    const { listener, customer, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    const clientMessageId = crypto.randomUUID();
    // The moment the listener receives it, the REST history must already hold it.
    const historyAtDelivery = new Promise<ChatMessage[]>((resolve, reject) => {
      l.once('message', () => {
        listenerHistory(t, sessionId, listener).then(resolve, reject);
      });
    });
    const atListener = nextEvent<ChatMessage>(l, 'message');
    const atCustomer = nextEvent<ChatMessage>(c, 'message');
    const ack = await sendMessage(c, sessionId, 'hello, is anyone there?', clientMessageId);
    const stored = storedOf(ack);
    expect(stored).toEqual({
      id: expect.any(String) as string,
      sessionId,
      senderType: 'CUSTOMER',
      message: 'hello, is anyone there?',
      timestamp: clock.now().toISOString(),
      clientMessageId,
      masked: false,
    });
    expect(await atListener).toEqual(stored);
    // The sender's own sockets get the broadcast too (clients dedupe by id).
    expect(await atCustomer).toEqual(stored);
    expect(await historyAtDelivery).toEqual([stored]);
    expect(await customerHistory(t, sessionId, customer)).toEqual([stored]);

    const reply = storedOf(await sendMessage(l, sessionId, 'yes, I am here'));
    expect(reply).toMatchObject({ senderType: 'LISTENER', message: 'yes, I am here', masked: false });
    expect(await customerHistory(t, sessionId, customer)).toEqual([stored, reply]);
  });

  it('must not be blank', async () => {
    const { listener, sessionId, c } = await createJoinedPair(t, baseUrl);
    for (const message of ['', '   ', '\n\t \n', 42, null]) {
      expect(
        await emitAck(c, 'send_message', { sessionId, message, clientMessageId: crypto.randomUUID() }),
      ).toEqual({ ok: false, message: messages.chat.messageBlank });
    }
    nextSecond();
    expect(await emitAck(c, 'send_message', { sessionId, clientMessageId: crypto.randomUUID() })).toEqual({
      ok: false,
      message: messages.chat.messageBlank,
    });
    expect(await listenerHistory(t, sessionId, listener)).toEqual([]);
  });

  it('refuses in the language the sender’s account reads', async () => {
    const { sessionId, l, listener } = await createJoinedPair(t, baseUrl);
    const saved = await t.call('PUT', `${API_PREFIX}/auth/me/locale`, {
      body: { locale: 'hi' },
      token: listener.token,
    });
    expect(saved.status).toBe(200);
    // A socket takes the account's language when it connects.
    const hindi = await openSocketAs(baseUrl, listener);
    await joinAs(hindi, 'listener', sessionId);
    const tooLong = 'y'.repeat(CHAT_MESSAGE_MAX + 1);
    const refused = await sendMessage(hindi, sessionId, tooLong);
    expect(refused).toEqual({ ok: false, message: withLocale('hi', () => messages.chat.messageTooLong) });
    expect(JSON.stringify(refused)).toMatch(/[\u0900-\u097F]/);
    // One opened before the change keeps the language it opened with until it reconnects.
    expect(await sendMessage(l, sessionId, tooLong)).toEqual({
      ok: false,
      message: messages.chat.messageTooLong,
    });
  });

  it(`may be ${CHAT_MESSAGE_MAX} characters long, not one more`, async () => {
    const { listener, sessionId, l } = await createJoinedPair(t, baseUrl);
    expect(await sendMessage(l, sessionId, 'y'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual({
      ok: false,
      message: messages.chat.messageTooLong,
    });
    // Spaces count: the text is kept as typed.
    expect(await sendMessage(l, sessionId, ` ${'y'.repeat(CHAT_MESSAGE_MAX)}`)).toEqual({
      ok: false,
      message: messages.chat.messageTooLong,
    });
    const longest = storedOf(await sendMessage(l, sessionId, 'y'.repeat(CHAT_MESSAGE_MAX)));
    expect(longest.message).toHaveLength(CHAT_MESSAGE_MAX);
    expect((await listenerHistory(t, sessionId, listener)).map((m) => m.message.length)).toEqual([
      CHAT_MESSAGE_MAX,
    ]);
  });

  it('needs a clientMessageId of 8-64 letters, digits, - or _', async () => {
    const { listener, sessionId, c } = await createJoinedPair(t, baseUrl);
    const bad = [undefined, 'short7x', 'has a space', 'x'.repeat(65), 'slash/id-1', 'ümlaut-id-1', 12345678];
    for (const [i, clientMessageId] of bad.entries()) {
      if (i % 5 === 0) nextSecond();
      expect(await emitAck(c, 'send_message', { sessionId, message: 'hi', clientMessageId })).toEqual({
        ok: false,
        message: messages.chat.clientMessageIdInvalid,
      });
    }
    nextSecond();
    const shortest = storedOf(await sendMessage(c, sessionId, 'eight', 'abcd-_09'));
    const longest = storedOf(await sendMessage(c, sessionId, 'sixty-four', 'A'.repeat(64)));
    expect([shortest.clientMessageId, longest.clientMessageId]).toEqual(['abcd-_09', 'A'.repeat(64)]);
    expect(await listenerHistory(t, sessionId, listener)).toHaveLength(2);
  });

  it('that is not an object, or has no session id, is refused with a clear message', async () => {
    const { sessionId, c } = await createJoinedPair(t, baseUrl);
    expect(await emitAck(c, 'send_message', 'hello')).toEqual({
      ok: false,
      message: messages.chat.invalidPayload,
    });
    expect(await emitAck(c, 'send_message', null)).toEqual({
      ok: false,
      message: messages.chat.invalidPayload,
    });
    expect(await emitAck(c, 'send_message', { message: 'hi', clientMessageId: crypto.randomUUID() })).toEqual(
      { ok: false, message: messages.chat.sessionIdInvalid },
    );
    expect(
      await emitAck(c, 'send_message', {
        sessionId: sessionId.slice(1),
        message: 'hi',
        clientMessageId: crypto.randomUUID(),
      }),
    ).toEqual({ ok: false, message: messages.chat.sessionIdInvalid });
  });

  it('without an acknowledgement, a refusal comes as err', async () => {
    const { sessionId, c } = await createJoinedPair(t, baseUrl);
    const err = nextEvent(c, 'err');
    c.emit('send_message', { sessionId, message: '  ', clientMessageId: crypto.randomUUID() });
    expect(await err).toEqual({ message: messages.chat.messageBlank });
  });

  it.each(['pending', 'accepted'] as const)('is refused while the session is %s', async (stage) => {
    const { listener, sessionId, l, c } = await createJoinedPair(t, baseUrl, stage);
    for (const socket of [c, l]) {
      expect(await sendMessage(socket, sessionId, 'too early')).toEqual({
        ok: false,
        message: messages.liveSession.chatOnlyInProgress,
      });
    }
    expect(await listenerHistory(t, sessionId, listener)).toEqual([]);
  });

  it('is refused once the session has ended, by either side', async () => {
    const { customer, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    storedOf(await sendMessage(c, sessionId, 'before the end'));
    expect(await emitAck(l, 'close-session', { sessionId })).toEqual({ ok: true, status: 'COMPLETED' });
    for (const socket of [c, l]) {
      expect(await sendMessage(socket, sessionId, 'after the end')).toEqual({
        ok: false,
        message: messages.liveSession.chatOnlyInProgress,
      });
    }
    expect((await customerHistory(t, sessionId, customer)).map((m) => m.message)).toEqual(['before the end']);
  });

  it("is refused to someone who is not in the session, and to a session that doesn't exist", async () => {
    const { listener, sessionId, l } = await createJoinedPair(t, baseUrl);
    const atListener = collect(l, 'message');
    const strangers = [
      await openSocketAs(baseUrl, await createCustomer(t, 50)),
      await openSocketAs(baseUrl, await createOnlineListener(t)),
    ];
    for (const socket of strangers) {
      expect(await sendMessage(socket, sessionId, 'let me in')).toEqual({
        ok: false,
        message: messages.sessions.notFound,
      });
      expect(await sendMessage(socket, crypto.randomUUID(), 'anyone?')).toEqual({
        ok: false,
        message: messages.sessions.notFound,
      });
    }
    await drain(t.app.io, l);
    expect(atListener).toEqual([]);
    expect(await listenerHistory(t, sessionId, listener)).toEqual([]);
  });
});

describe('the send limit', () => {
  it('takes 5 a second per person, over all their sockets; the 6th is refused until a second has passed', async () => {
    const { customer, sessionId, c } = await createJoinedPair(t, baseUrl);
    const burst = [];
    for (let i = 0; i < 6; i += 1) burst.push(await sendMessage(c, sessionId, `m${i}`));
    expect(burst.slice(0, 5).every((answer) => answer.ok)).toBe(true);
    expect(burst[5]).toEqual({ ok: false, message: messages.chat.tooFast });
    // Per person: another tab of the customer's is held to the same 5.
    const otherTab = await openSocketAs(baseUrl, customer);
    expect(await sendMessage(otherTab, sessionId, 'from the other tab')).toEqual({
      ok: false,
      message: messages.chat.tooFast,
    });
    // A sliding second: at 999 ms still refused, at 1,000 ms free again.
    clock.advance(999);
    expect(await sendMessage(c, sessionId, 'still too fast')).toEqual({
      ok: false,
      message: messages.chat.tooFast,
    });
    clock.advance(1);
    expect((await sendMessage(otherTab, sessionId, 'from the other tab, a second later')).ok).toBe(true);
    expect((await sendMessage(c, sessionId, 'now it goes')).ok).toBe(true);
    expect((await customerHistory(t, sessionId, customer)).map((m) => m.message)).toEqual([
      'm0',
      'm1',
      'm2',
      'm3',
      'm4',
      'from the other tab, a second later',
      'now it goes',
    ]);
  });

  it('holds for one person sending from many sockets at once: 5 stored in all', async () => {
    const { customer, sessionId } = await createJoinedPair(t, baseUrl);
    clock.advance(1000);
    const tabs = await Promise.all(Array.from({ length: 4 }, () => openSocketAs(baseUrl, customer)));
    const answers = await Promise.all(
      tabs.flatMap((tab, i) =>
        Array.from({ length: 5 }, (_, j) => sendMessage(tab, sessionId, `t${i}-${j}`)),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 15 }, () => ({ ok: false, message: messages.chat.tooFast })),
    );
    expect(await customerHistory(t, sessionId, customer)).toHaveLength(5);
  });

  it('holds for a burst sent all at once', async () => {
    const { sessionId, l } = await createJoinedPair(t, baseUrl);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => sendMessage(l, sessionId, `b${i}`)));
    expect(burst.filter((answer) => answer.ok)).toHaveLength(5);
    expect(burst.filter((answer) => !answer.ok)).toEqual(
      Array.from({ length: 3 }, () => ({ ok: false, message: messages.chat.tooFast })),
    );
  });
});

describe('order', () => {
  it('a conversation back and forth is delivered and stored in the order it was written', async () => {
    const { listener, customer, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    const atListener = collect<ChatMessage>(l, 'message');
    const atCustomer = collect<ChatMessage>(c, 'message');
    const written: string[] = [];
    for (let turn = 0; turn < 12; turn += 1) {
      if (turn % 4 === 0) nextSecond();
      const [from, to] = turn % 2 === 0 ? [c, l] : [l, c];
      const text = `turn ${turn}`;
      const arrived = eventWhere<ChatMessage>(to, 'message', (m) => m.message === text);
      storedOf(await sendMessage(from, sessionId, text));
      await arrived;
      written.push(text);
    }
    expect(atListener.map((m) => m.message)).toEqual(written);
    expect(atCustomer.map((m) => m.message)).toEqual(written);
    expect((await listenerHistory(t, sessionId, listener)).map((m) => m.message)).toEqual(written);
    expect((await customerHistory(t, sessionId, customer)).map((m) => m.message)).toEqual(written);
  });

  it('many messages from both sides at once: each side in its own order, the same for everyone, once', async () => {
    const { listener, customer, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    const atListener = collect<ChatMessage>(l, 'message');
    const atCustomer = collect<ChatMessage>(c, 'message');
    const send = async (socket: typeof c, who: string, round: number) => {
      for (let i = 0; i < 5; i += 1) storedOf(await sendMessage(socket, sessionId, `${who} ${round}.${i}`));
    };
    const rounds = 4;
    for (let round = 0; round < rounds; round += 1) {
      nextSecond();
      await Promise.all([send(c, 'customer', round), send(l, 'listener', round)]);
    }
    const total = rounds * 5 * 2;
    await expect.poll(() => [atListener.length, atCustomer.length]).toEqual([total, total]);
    const history = await customerHistory(t, sessionId, customer);
    expect(await listenerHistory(t, sessionId, listener)).toEqual(history);
    expect(new Set(history.map((m) => m.id)).size).toBe(total);
    const bySender = (list: ChatMessage[], type: string) =>
      list.filter((m) => m.senderType === type).map((m) => m.message);
    const expected = (who: string) =>
      Array.from({ length: rounds * 5 }, (_, n) => `${who} ${Math.floor(n / 5)}.${n % 5}`);
    for (const list of [history, atListener, atCustomer]) {
      expect(bySender(list, 'CUSTOMER')).toEqual(expected('customer'));
      expect(bySender(list, 'LISTENER')).toEqual(expected('listener'));
    }
    // Both sides saw one and the same sequence.
    expect(atListener.map((m) => m.id)).toEqual(atCustomer.map((m) => m.id));
  });

  it('messages sent without waiting for each acknowledgement are stored in the order sent', async () => {
    const { customer, sessionId, c } = await createJoinedPair(t, baseUrl);
    const texts = ['one', 'two', 'three', 'four', 'five'];
    const acks = await Promise.all(texts.map((text) => sendMessage(c, sessionId, text)));
    expect(acks.map((ack) => storedOf(ack).message)).toEqual(texts);
    expect((await customerHistory(t, sessionId, customer)).map((m) => m.message)).toEqual(texts);
  });
});

describe('acknowledgement and retry', () => {
  it('a retry with the same clientMessageId is stored once and acknowledged with the same message', async () => {
    const { listener, customer, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    const clientMessageId = crypto.randomUUID();
    const first = storedOf(await sendMessage(c, sessionId, 'are you there?', clientMessageId));
    clock.advance(3000);
    // The client did not see the ack (say) and sends again, later, from the same and from a new socket.
    expect(storedOf(await sendMessage(c, sessionId, 'are you there?', clientMessageId))).toEqual(first);
    const newSocket = await openSocketAs(baseUrl, customer);
    expect(storedOf(await sendMessage(newSocket, sessionId, 'are you there?', clientMessageId))).toEqual(
      first,
    );
    // Parallel retries.
    const parallel = await Promise.all(
      [c, c, newSocket].map((socket) => sendMessage(socket, sessionId, 'are you there?', clientMessageId)),
    );
    expect(parallel.map(storedOf)).toEqual([first, first, first]);
    // The same id from the other person is their own message.
    const theirs = storedOf(await sendMessage(l, sessionId, 'yes', clientMessageId));
    expect(theirs.id).not.toBe(first.id);
    expect(await listenerHistory(t, sessionId, listener)).toEqual([first, theirs]);
    expect(await storedRows(sessionId)).toHaveLength(2);
  });

  it('parallel first sends of one message store it once', async () => {
    const { customer, sessionId, c } = await createJoinedPair(t, baseUrl);
    const otherTab = await openSocketAs(baseUrl, customer);
    const clientMessageId = crypto.randomUUID();
    const answers = await Promise.all(
      [c, otherTab, c, otherTab].map((socket) => sendMessage(socket, sessionId, 'once', clientMessageId)),
    );
    const ids = new Set(answers.map((answer) => storedOf(answer).id));
    expect(ids.size).toBe(1);
    expect(await customerHistory(t, sessionId, customer)).toHaveLength(1);
  });

  it('a retry of a stored message after the session ended is still acknowledged (nothing new stored)', async () => {
    const { customer, sessionId, c } = await createJoinedPair(t, baseUrl);
    const clientMessageId = crypto.randomUUID();
    const first = storedOf(await sendMessage(c, sessionId, 'last words', clientMessageId));
    expect(await emitAck(c, 'end-session', { sessionId })).toEqual({ ok: true, status: 'COMPLETED' });
    expect(await sendMessage(c, sessionId, 'last words', clientMessageId)).toEqual({
      ok: true,
      message: first,
    });
    expect(await customerHistory(t, sessionId, customer)).toEqual([first]);
  });
});

describe('reconnecting', () => {
  it('loses nothing: messages sent while one side was away are in its history after it re-joins', async () => {
    const { listener, customer, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    const before = storedOf(await sendMessage(c, sessionId, 'before I drop'));
    const away = eventWhere(l, 'participant-disconnected', () => true);
    c.disconnect();
    await away;
    const whileAway: ChatMessage[] = [];
    for (const text of ['are you still there?', 'take your time', 'I am here when you are back']) {
      whileAway.push(storedOf(await sendMessage(l, sessionId, text)));
    }
    // Back on the same client: a new server socket, in no session room until it joins again.
    const heard = collect<ChatMessage>(c, 'message');
    c.connect();
    await new Promise<void>((resolve) => c.once('connect', () => resolve()));
    const unjoined = storedOf(await sendMessage(l, sessionId, 'sent before you re-joined'));
    await drain(t.app.io, c);
    expect(heard).toEqual([]);
    await joinAs(c, 'customer', sessionId);
    expect(await customerHistory(t, sessionId, customer)).toEqual([before, ...whileAway, unjoined]);
    expect(await listenerHistory(t, sessionId, listener)).toEqual([before, ...whileAway, unjoined]);
    // And live again.
    const live = nextEvent<ChatMessage>(c, 'message');
    const welcome = storedOf(await sendMessage(l, sessionId, 'welcome back'));
    expect(await live).toEqual(welcome);
  });

  it('a message stored whose acknowledgement never reached the client is stored once after the retry', async () => {
    const { listener, customer, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    const clientMessageId = crypto.randomUUID();
    const atListener = nextEvent<ChatMessage>(l, 'message');
    // The server stores and delivers it; the ack is lost with the connection (the client ignores it here).
    c.emit('send_message', { sessionId, message: 'did this arrive?', clientMessageId }, () => undefined);
    const delivered = await atListener;
    c.disconnect();
    const again = await openSocketAs(baseUrl, customer);
    await joinAs(again, 'customer', sessionId);
    expect(await sendMessage(again, sessionId, 'did this arrive?', clientMessageId)).toEqual({
      ok: true,
      message: delivered,
    });
    expect(await listenerHistory(t, sessionId, listener)).toEqual([delivered]);
  });

  it('a message sent as the connection closes is stored once the client retries it, never twice', async () => {
    const { listener, customer, sessionId, c } = await createJoinedPair(t, baseUrl);
    const clientMessageId = crypto.randomUUID();
    // Whether the server got it before the close or not, no ack came back: the client keeps it pending.
    c.emit('send_message', { sessionId, message: 'pending one', clientMessageId }, () => undefined);
    c.disconnect();
    const again = await openSocketAs(baseUrl, customer);
    await joinAs(again, 'customer', sessionId);
    const stored = storedOf(await sendMessage(again, sessionId, 'pending one', clientMessageId));
    expect(storedOf(await sendMessage(again, sessionId, 'pending one', clientMessageId))).toEqual(stored);
    expect(await listenerHistory(t, sessionId, listener)).toEqual([stored]);
  });
});

describe('contact details', () => {
  it('are masked for the other side, in history and in the sender ack; the original is kept for moderation', async () => {
    const { listener, customer, sessionId, l, c } = await createJoinedPair(t, baseUrl);
    const original = 'call me on +91 98765 43210 or write to asha.k@example.com';
    const masked = `call me on ${CONTACT_MASK} or write to ${CONTACT_MASK}`;
    const atListener = nextEvent<ChatMessage>(l, 'message');
    const atCustomer = nextEvent<ChatMessage>(c, 'message');
    const ack = await sendMessage(c, sessionId, original);
    expect(ack).toMatchObject({ ok: true, message: { masked: true, message: masked } });
    const stored = storedOf(ack);
    expect(await atListener).toEqual(stored);
    expect(await atCustomer).toEqual(stored);

    const fromListener = storedOf(
      await sendMessage(l, sessionId, 'pay me at meera@okaxis, or see www.example.in/me'),
    );
    expect(fromListener).toMatchObject({
      masked: true,
      message: `pay me at ${CONTACT_MASK}, or see ${CONTACT_MASK}`,
    });
    const plain = storedOf(await sendMessage(c, sessionId, 'I feel better now, 10 minutes is enough'));
    expect(plain.masked).toBe(false);

    const history = [stored, fromListener, plain];
    expect(await customerHistory(t, sessionId, customer)).toEqual(history);
    expect(await listenerHistory(t, sessionId, listener)).toEqual(history);
    for (const m of history) expect(JSON.stringify(m)).not.toMatch(/98765|example\.com|okaxis/);

    const rows = await storedRows(sessionId);
    const row = (id: string) => rows.find((r) => r.id === id);
    expect(row(stored.id)).toMatchObject({ body: masked, originalBody: original });
    expect(row(stored.id)?.flags.sort()).toEqual(['email', 'phone']);
    expect(row(fromListener.id)).toMatchObject({
      originalBody: 'pay me at meera@okaxis, or see www.example.in/me',
    });
    expect(row(fromListener.id)?.flags.sort()).toEqual(['link', 'upi']);
    expect(row(plain.id)).toMatchObject({ body: plain.message, originalBody: null, flags: [] });
  });
});

describe('sockets per person', () => {
  /** A socket of `who` that records, from its first packet, what the server said and whether it left. */
  const watchedSocket = (who: { token: string }) => {
    const told: string[] = [];
    const socket = connect(baseUrl, {
      path: SOCKET_PATH,
      auth: { token: who.token },
      reconnection: false,
      transports: ['websocket'],
    });
    socket.on('err', (payload: { message: string }) => told.push(payload.message));
    const connected = new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return { socket, told, connected };
  };
  const liveOnServer = async (userId: string) => (await t.app.io.in(userRoom(userId)).fetchSockets()).length;

  it(`keeps the first ${SOCKETS_PER_USER} of one person's sockets; the next is told why and disconnected`, async () => {
    const customer = await createCustomer(t, 0);
    const tabs = [];
    for (let i = 0; i < SOCKETS_PER_USER; i += 1) {
      const tab = watchedSocket(customer);
      await tab.connected;
      tabs.push(tab);
    }
    await expect.poll(() => liveOnServer(customer.id)).toBe(SOCKETS_PER_USER);
    const extra = watchedSocket(customer);
    await extra.connected;
    await expect.poll(() => extra.socket.connected).toBe(false);
    expect(extra.told).toEqual([messages.chat.tooManyConnections]);
    expect(tabs.every((tab) => tab.socket.connected && tab.told.length === 0)).toBe(true);
    // A tab closed makes room for a new one.
    tabs[0]!.socket.close();
    await expect.poll(() => liveOnServer(customer.id)).toBe(SOCKETS_PER_USER - 1);
    const next = watchedSocket(customer);
    await next.connected;
    await expect.poll(() => liveOnServer(customer.id)).toBe(SOCKETS_PER_USER);
    expect(next.socket.connected).toBe(true);
    for (const tab of [...tabs, extra, next]) tab.socket.close();
  });

  it(`holds for 40 sockets of one person opened at once: ${SOCKETS_PER_USER} stay, the rest are told why`, async () => {
    const customer = await createCustomer(t, 0);
    const tabs = Array.from({ length: 40 }, () => watchedSocket(customer));
    await Promise.all(tabs.map((tab) => tab.connected.catch(() => undefined)));
    await expect.poll(() => tabs.filter((tab) => tab.socket.connected).length).toBe(SOCKETS_PER_USER);
    expect(await liveOnServer(customer.id)).toBe(SOCKETS_PER_USER);
    for (const tab of tabs.filter((tab) => !tab.socket.connected)) {
      expect(tab.told).toEqual([messages.chat.tooManyConnections]);
    }
    for (const tab of tabs) tab.socket.close();
  });
});
