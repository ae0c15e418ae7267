// Crisis referral and flagged messages over real sockets (issue 12 §1, §2): a message that suggests
// self-harm is delivered as usual and, within a second, both people get the help card's helplines; an
// urgent case opens at the head of the moderation queue (once per session while it is open). Abusive
// and contact-sharing messages are flagged for the admin's transcript; the original of a masked message
// is for admins only. The helplines list is one list an admin replaces (validated, audited).
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  CONTACT_MASK,
  messages,
  type ChatMessage,
  type CrisisAlert,
  type Helpline,
} from '@app/contract';
import { createTestClock, listenerAction } from '../support/marketplace.ts';
import {
  closeSocketsAfterEach,
  collect,
  createJoinedPair,
  customerHistory,
  drain,
  eventWhere,
  listenForSockets,
  listenerHistory,
  sendMessage,
  storedOf,
} from '../support/chat.ts';
import {
  actOnCase,
  caseDetail,
  casesOfSession,
  createCompletedSession,
  listCases,
  reportSession,
} from '../support/safety.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const baseUrl = await listenForSockets(t);
const admin = await createSignedInUser(t, 'ADMIN');
closeSocketsAfterEach();

const note = (line: string) => process.stdout.write(`[${process.env.TEST_DB}] ${line}\n`);
/** A second on the app's clock: every socket may send again (5 a second). */
const nextSecond = () => clock.advance(1000);

const helplinesAs = async (token: string) => {
  const res = await t.get('/helplines', token);
  expect(res.status).toBe(200);
  return res.body.data as Helpline[];
};

const putHelplines = (body: unknown, token = admin.token) =>
  t.call('PUT', `${API_PREFIX}/admin/helplines`, { token, body });

const alertOn = (socket: Socket, sessionId: string, ms = 5000) =>
  eventWhere<CrisisAlert>(socket, 'crisis-alert', (alert) => alert.sessionId === sessionId, ms);

const messageOn = (socket: Socket, text: string) =>
  eventWhere<ChatMessage>(socket, 'message', (m) => m.message === text);

const openCrisisCases = async (sessionId: string) =>
  (await listCases(t, admin.token, 'OPEN')).filter((c) => c.kind === 'CRISIS' && c.session.id === sessionId);

/** Sends `text` from `from` and waits for the alert on both sockets; answers both and the time taken. */
const sendCrisis = async (pair: { sessionId: string; l: Socket; c: Socket }, from: Socket, text: string) => {
  const atListener = alertOn(pair.l, pair.sessionId, 1000);
  const atCustomer = alertOn(pair.c, pair.sessionId, 1000);
  const delivered = messageOn(from === pair.c ? pair.l : pair.c, text);
  const started = performance.now();
  const ack = sendMessage(from, pair.sessionId, text);
  const alerts = await Promise.all([atListener, atCustomer]);
  const ms = performance.now() - started;
  return { alerts, ms, stored: storedOf(await ack), delivered: await delivered };
};

describe('a crisis message', () => {
  it.each([
    ['English', 'I want to die, I cannot take it anymore'],
    ['Hindi', 'मैं मरना चाहता हूँ'],
    ['Hinglish', 'sach mein ab nahi jeena, mujhe marna hai'],
  ])(
    'in %s: both sides get the helplines within a second, the message still arrives',
    async (language, text) => {
      const pair = await createJoinedPair(t, baseUrl);
      const expected = await helplinesAs(pair.customer.token);
      expect(expected.map((line) => line.phone)).toEqual(expect.arrayContaining(['14416', '112']));

      const { alerts, ms, stored, delivered } = await sendCrisis(pair, pair.c, text);
      note(`crisis alert (${language}) reached both sockets in ${ms.toFixed(0)} ms`);
      expect(ms).toBeLessThan(1000);
      for (const alert of alerts) {
        expect(alert).toEqual({ sessionId: pair.sessionId, helplines: expected, raisedBy: 'CUSTOMER' });
      }
      // Not blocked, not masked: the words reach the listener and the history as they were sent.
      expect(stored).toMatchObject({ message: text, senderType: 'CUSTOMER', masked: false });
      expect(delivered).toEqual(stored);
      expect(await listenerHistory(t, pair.sessionId, pair.listener)).toEqual([stored]);

      const cases = await openCrisisCases(pair.sessionId);
      expect(cases).toHaveLength(1);
      expect(cases[0]).toMatchObject({
        kind: 'CRISIS',
        status: 'OPEN',
        urgent: true,
        reporter: null,
        details: null,
        category: null,
        customer: { id: pair.customer.id },
        listener: { id: pair.listener.id },
        session: { id: pair.sessionId, status: 'IN_PROGRESS' },
        flaggedMessages: 1,
        outcome: null,
      });
      const detail = await caseDetail(t, admin.token, cases[0]?.id ?? '');
      expect(detail.transcript).toEqual([
        {
          id: stored.id,
          senderType: 'CUSTOMER',
          message: text,
          originalMessage: null,
          flags: ['crisis'],
          timestamp: stored.timestamp,
        },
      ]);
    },
  );

  it("marks the listener's view of the session (for a screen opened later), once, at the first flag", async () => {
    const pair = await createJoinedPair(t, baseUrl);
    const view = async () => {
      const res = await listenerAction(t, 'session-data-listener', pair.sessionId, pair.listener.token);
      expect(res.status).toBe(200);
      return res.body.data as { crisisAt: string | null };
    };
    expect((await view()).crisisAt).toBeNull();
    await sendCrisis(pair, pair.c, 'I want to end my life');
    const first = (await view()).crisisAt;
    expect(Date.parse(first ?? '')).not.toBeNaN();
    clock.advance(60_000);
    await sendCrisis(pair, pair.c, 'mujhe marna hai');
    expect((await view()).crisisAt).toBe(first);
    // The customer's view does not carry it: they have "I need urgent help" at any time.
    const mine = await t.get(`/sessions/mine/${pair.sessionId}`, pair.customer.token);
    expect(mine.body.data).not.toHaveProperty('crisisAt');
  });

  it('raised by the listener is told apart (raisedBy LISTENER) and alerts both', async () => {
    const pair = await createJoinedPair(t, baseUrl);
    const { alerts } = await sendCrisis(pair, pair.l, 'honestly some days I want to end my life too');
    for (const alert of alerts) expect(alert.raisedBy).toBe('LISTENER');
    expect(await openCrisisCases(pair.sessionId)).toHaveLength(1);
  });

  it('is urgent: first in the queue, before reports that are older', async () => {
    // An ordinary report filed before the crisis.
    const older = await createCompletedSession(t, clock, { minutes: 2 });
    expect((await reportSession(t, older.customer, older.sessionId)).status).toBe(200);
    clock.advance(60_000);

    const pair = await createJoinedPair(t, baseUrl);
    await sendCrisis(pair, pair.c, 'I want to kill myself');

    const queue = await listCases(t, admin.token, 'OPEN');
    const crisisAt = queue.findIndex((c) => c.kind === 'CRISIS' && c.session.id === pair.sessionId);
    const reportAt = queue.findIndex((c) => c.session.id === older.sessionId);
    expect(crisisAt).toBeGreaterThanOrEqual(0);
    expect(reportAt).toBeGreaterThan(crisisAt);
    expect(Date.parse(queue[reportAt]?.createdAt ?? '')).toBeLessThan(
      Date.parse(queue[crisisAt]?.createdAt ?? ''),
    );
    // The whole queue: every urgent case before every other, each part oldest first.
    const urgency = queue.map((c) => c.urgent);
    expect(urgency).toEqual([...urgency].sort((a, b) => Number(b) - Number(a)));
    for (const part of [true, false]) {
      const times = queue.filter((c) => c.urgent === part).map((c) => Date.parse(c.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('again in the same session alerts again but opens no second case while one is open', async () => {
    const pair = await createJoinedPair(t, baseUrl);
    await sendCrisis(pair, pair.c, 'I want to die');
    nextSecond();
    const second = await sendCrisis(pair, pair.c, 'main marna chahta hu');
    expect(second.alerts).toHaveLength(2);
    nextSecond();
    // Sent at once from both sides: still one open case.
    await Promise.all([
      sendCrisis(pair, pair.c, 'I wish I was dead'),
      sendCrisis(pair, pair.l, 'are you thinking of suicide?'),
    ]);
    const open = await openCrisisCases(pair.sessionId);
    expect(open).toHaveLength(1);
    expect(open[0]?.flaggedMessages).toBe(4);

    // Once an admin closed it, a new crisis opens a new case.
    const dismissed = await actOnCase(t, admin.token, open[0]?.id ?? '', {
      action: 'DISMISS',
      note: 'Talked to them; helplines shared',
    });
    expect(dismissed.status).toBe(200);
    expect(await openCrisisCases(pair.sessionId)).toHaveLength(0);
    nextSecond();
    await sendCrisis(pair, pair.c, 'I still want to die');
    const reopened = await openCrisisCases(pair.sessionId);
    expect(reopened).toHaveLength(1);
    expect(reopened[0]?.id).not.toBe(open[0]?.id);
  });

  it('a retried message (same clientMessageId) raises the alert again, but is stored once', async () => {
    const pair = await createJoinedPair(t, baseUrl);
    const alerts = collect<CrisisAlert>(pair.l, 'crisis-alert');
    const first = storedOf(await sendMessage(pair.c, pair.sessionId, 'I want to die', 'retry-me-0001'));
    const retried = storedOf(await sendMessage(pair.c, pair.sessionId, 'I want to die', 'retry-me-0001'));
    expect(retried).toEqual(first);
    await drain(t.app.io, pair.l);
    expect(alerts).toHaveLength(2);
    expect(await listenerHistory(t, pair.sessionId, pair.listener)).toEqual([first]);
    expect(await openCrisisCases(pair.sessionId)).toHaveLength(1);
  });
});

describe('ordinary, abusive and contact-sharing messages', () => {
  it('an ordinary message raises nothing', async () => {
    const pair = await createJoinedPair(t, baseUrl);
    const heard = [collect(pair.l, 'crisis-alert'), collect(pair.c, 'crisis-alert')];
    for (const text of [
      'I am so tired after work today',
      'this traffic is killing me',
      'my exam went badly, I could die of embarrassment',
      'मैं ठीक हूँ, बस थोड़ा उदास हूँ',
      'aaj mood thoda off hai yaar',
    ]) {
      nextSecond();
      storedOf(await sendMessage(pair.c, pair.sessionId, text));
    }
    await drain(t.app.io, pair.l);
    await drain(t.app.io, pair.c);
    expect(heard).toEqual([[], []]);
    expect(await casesOfSession(t, admin.token, pair.sessionId)).toEqual([]);
  });

  it('an abusive message is delivered, and flagged in the transcript of the case', async () => {
    const pair = await createJoinedPair(t, baseUrl);
    const abusive = 'shut up, you are such an idiot';
    const atCustomer = messageOn(pair.c, abusive);
    const stored = storedOf(await sendMessage(pair.l, pair.sessionId, abusive));
    expect(await atCustomer).toEqual(stored);
    expect(stored).toMatchObject({ message: abusive, masked: false });
    // Abuse alone opens no case and shows no help card.
    expect(await casesOfSession(t, admin.token, pair.sessionId)).toEqual([]);

    const nice = storedOf(await sendMessage(pair.c, pair.sessionId, 'please be kind'));
    expect((await listenerAction(t, 'close-session', pair.sessionId, pair.listener.token)).status).toBe(200);
    const reported = await reportSession(t, pair.customer, pair.sessionId, {
      category: 'HARASSMENT',
      reason: 'The listener insulted me',
    });
    expect(reported.status).toBe(200);
    const [row] = await casesOfSession(t, admin.token, pair.sessionId);
    expect(row).toMatchObject({ kind: 'REPORT', urgent: false, flaggedMessages: 1 });
    const detail = await caseDetail(t, admin.token, row?.id ?? '');
    expect(detail.transcript.map((m) => [m.id, m.senderType, m.message, m.flags])).toEqual([
      [stored.id, 'LISTENER', abusive, ['abuse']],
      [nice.id, 'CUSTOMER', 'please be kind', []],
    ]);
  });

  it("a masked message's original is in the admin's case only, never in the participants' views", async () => {
    const pair = await createJoinedPair(t, baseUrl);
    const original = 'call me on 9876543210 or write to asha.k@example.com';
    const atListener = eventWhere<ChatMessage>(pair.l, 'message', (m) => m.masked);
    const stored = storedOf(await sendMessage(pair.c, pair.sessionId, original));
    expect(stored.masked).toBe(true);
    expect(stored.message).toContain(CONTACT_MASK);
    expect(stored.message).not.toContain('9876543210');
    expect(await atListener).toEqual(stored);

    expect((await listenerAction(t, 'close-session', pair.sessionId, pair.listener.token)).status).toBe(200);
    // Every view the two people have of the session and its messages.
    const views = [
      await listenerAction(t, 'session-data-listener', pair.sessionId, pair.listener.token),
      await t.get(`/sessions/mine/${pair.sessionId}`, pair.customer.token),
      await t.get('/sessions/mine', pair.customer.token),
    ];
    for (const view of views) {
      expect(view.status).toBe(200);
      expect(view.text).not.toContain('9876543210');
      expect(view.text).not.toContain('asha.k@example.com');
      expect(view.text).not.toContain('originalMessage');
    }
    expect(await customerHistory(t, pair.sessionId, pair.customer)).toEqual([stored]);
    expect(await listenerHistory(t, pair.sessionId, pair.listener)).toEqual([stored]);

    const reported = await reportSession(t, pair.listener, pair.sessionId, {
      category: 'CONTACT_SHARING',
      reason: 'Shared a phone number',
    });
    expect(reported.status).toBe(200);
    const [row] = await casesOfSession(t, admin.token, pair.sessionId);
    expect(row).toMatchObject({ reporter: { id: pair.listener.id, role: 'LISTENER' } });
    const detail = await caseDetail(t, admin.token, row?.id ?? '');
    expect(detail.transcript).toEqual([
      {
        id: stored.id,
        senderType: 'CUSTOMER',
        message: stored.message,
        originalMessage: original,
        flags: expect.arrayContaining(['phone', 'email']) as string[],
        timestamp: stored.timestamp,
      },
    ]);
  });
});

describe('the helplines list', () => {
  it('starts with the Hindi of each seeded helpline, and keeps a list sent without Hindi (a spec client) in English', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const seeded = await helplinesAs(customer.token);
    for (const line of seeded) expect(line.nameHi, line.name).toMatch(/[\u0900-\u097F]/);
    const english = seeded.map(({ name, phone, description }) => ({ name, phone, description }));
    expect((await putHelplines({ helplines: english })).status).toBe(200);
    expect(await helplinesAs(customer.token)).toEqual(
      english.map((line) => ({ ...line, nameHi: '', descriptionHi: '' })),
    );
    expect((await putHelplines({ helplines: seeded })).status).toBe(200);
    expect(await helplinesAs(customer.token)).toEqual(seeded);
  });

  const corrected: Helpline[] = [
    {
      name: 'Tele-MANAS',
      phone: '14416',
      description: 'Free, 24x7',
      nameHi: 'टेली-मानस',
      descriptionHi: 'निःशुल्क, चौबीसों घंटे',
    },
    {
      name: 'KIRAN',
      phone: '1800-599-0019',
      description: 'Mental health rehabilitation helpline',
      nameHi: '',
      descriptionHi: '',
    },
    { name: 'Emergency', phone: '112', description: '', nameHi: 'आपातकालीन सेवा', descriptionHi: '' },
  ];

  it('an admin replaces it; the next alert carries the new list; the change is audited', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const before = await helplinesAs(customer.token);

    const put = await putHelplines({
      helplines: corrected.map((line) => ({ ...line, name: `  ${line.name} ` })),
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual(corrected);
    expect(await helplinesAs(customer.token)).toEqual(corrected);

    const pair = await createJoinedPair(t, baseUrl);
    const { alerts } = await sendCrisis(pair, pair.c, 'I want to die');
    for (const alert of alerts) expect(alert.helplines).toEqual(corrected);

    const audit = await t.get('/admin/audit-logs?action=HELPLINES_UPDATED', admin.token);
    expect(audit.status).toBe(200);
    const [entry] = audit.body.data as {
      action: string;
      actor: { id: string };
      before: { helplines: Helpline[] };
      after: { helplines: Helpline[] };
    }[];
    expect(entry).toMatchObject({
      action: 'HELPLINES_UPDATED',
      actor: { id: admin.id },
      before: { helplines: before },
      after: { helplines: corrected },
    });
  });

  it('refuses a bad list with the message of what is wrong, and keeps the old one', async () => {
    const kept = await helplinesAs(admin.token);
    const line = { name: 'Line', phone: '14416', description: '' };
    const cases: [unknown, string][] = [
      [{ helplines: [] }, messages.safety.helplinesRequired],
      [{}, messages.safety.helplinesRequired],
      [{ helplines: [{ ...line, phone: 'call us' }] }, 'A phone number has digits, spaces and + - ( ) only'],
      [{ helplines: [{ ...line, phone: '   ' }] }, messages.safety.helplinePhoneRequired],
      [{ helplines: [{ ...line, name: '' }] }, messages.safety.helplineNameRequired],
      [{ helplines: [{ phone: '112' }] }, messages.safety.helplineNameRequired],
      [{ helplines: Array.from({ length: 11 }, () => line) }, messages.safety.helplinesTooMany],
    ];
    for (const [body, message] of cases) {
      const res = await putHelplines(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await helplinesAs(admin.token)).toEqual(kept);
  });
});
