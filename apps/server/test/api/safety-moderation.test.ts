// @module-tag embedded
// Reports and the moderation queue (issue 12 §2, §5): either participant reports a session once, the
// report reaches the queue with its reporter, the admin sees the transcript, both people's history and
// past actions, and acts: dismiss, warn, refund (full or partial, idempotent, never more than was
// charged; within the earnings hold the listener's share goes back too, after it the platform bears it),
// block the listener, deactivate the customer. Every action is audited; the reporter sees the outcome.
// A session here: 10 coins a minute for 5 minutes = 50 coins charged, 30 earned, 20 the platform's.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EARNINGS_HOLD_HOURS,
  REPORT_REASON_MAX,
  CASE_NOTE_MAX,
  messages,
  type CaseDetail,
  type CustomerSession,
  type MyReport,
  type WalletEntry,
} from '@app/contract';
import {
  balanceOfUser,
  createCustomer,
  createTestClock,
  listenerAction,
  startSession,
} from '../support/marketplace.ts';
import {
  closeSocketsAfterEach,
  createJoinedPair,
  listenForSockets,
  sendMessage,
  storedOf,
} from '../support/chat.ts';
import {
  actOnCase,
  caseDetail,
  casesOfSession,
  createCompletedSession,
  ledgerSummary,
  listCases,
  refundOnCase,
  reportSession,
  reportedCase,
} from '../support/safety.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const baseUrl = await listenForSockets(t);
const admin = await createSignedInUser(t, 'ADMIN');
const otherAdmin = await createSignedInUser(t, 'ADMIN');
closeSocketsAfterEach();

const s = messages.safety;
const HOUR = 3_600_000;
type Data<T> = { data: T };

const myReports = async (token: string) => {
  const res = await t.get('/reports/mine', token);
  expect(res.status).toBe(200);
  return res.body.data as MyReport[];
};

const auditOf = async (entityId: string) => {
  const res = await t.get(`/admin/audit-logs?entityId=${entityId}`, admin.token);
  expect(res.status).toBe(200);
  return res.body.data as {
    action: string;
    entityName: string | null;
    actor: { id: string; role: string };
    after: Record<string, unknown>;
  }[];
};

/** The listener's own views of their earnings, and the admin's, all show `kept` coins of one session that earned 30. */
const expectKeptEarnings = async (
  listener: { id: string; token: string },
  sessionId: string,
  kept: number,
) => {
  const view = await listenerAction(t, 'session-data-listener', sessionId, listener.token);
  expect(view.body.data).toMatchObject({ id: sessionId, coinsEarned: kept });
  const earnings = await t.get('/sessions/earnings', listener.token);
  expect(earnings.status).toBe(200);
  expect(earnings.body.data).toMatchObject({
    sessions: [{ id: sessionId, coinsEarned: kept, refundedCoins: 30 - kept }],
    summary: { totalCoins: kept },
  });
  const stats = await t.get('/dashboard/listener-stats', listener.token);
  expect(stats.status).toBe(200);
  // This listener's only session: their totals are what they keep of it.
  expect(stats.body.data).toMatchObject({ totalEarnings: kept, currentMonthEarnings: kept });
  const user = await t.get(`/admin/users/${listener.id}`, admin.token);
  expect(user.body.data).toMatchObject({ additionalInfo: { coinsEarned: kept } });
};

const walletHistory = async (token: string) =>
  ((await t.get('/wallet/transactions', token)).body as Data<WalletEntry[]>).data;

const customerSession = async (token: string, id: string) =>
  ((await t.get(`/sessions/mine/${id}`, token)).body as Data<CustomerSession>).data;

/** A 5-minute chat session with a message from each side, ended by the listener. */
const sessionWithMessages = async () => {
  const pair = await createJoinedPair(t, baseUrl, 'in-progress', { coins: 1000, coinsPerMinute: 10 });
  const fromCustomer = storedOf(await sendMessage(pair.c, pair.sessionId, 'hello, I feel low today'));
  const fromListener = storedOf(await sendMessage(pair.l, pair.sessionId, 'I am here, tell me more'));
  clock.advance(5 * 60_000);
  expect((await listenerAction(t, 'close-session', pair.sessionId, pair.listener.token)).status).toBe(200);
  return { ...pair, transcript: [fromCustomer, fromListener] };
};

describe('reports', () => {
  it('either participant reports once, with a category and their words; both reach the queue', async () => {
    const { customer, listener, sessionId, transcript } = await sessionWithMessages();

    const byCustomer = await reportSession(t, customer, sessionId, {
      category: 'HARASSMENT',
      reason: '  He kept asking for my number  ',
    });
    expect(byCustomer.status).toBe(200);
    expect(byCustomer.body.data).toEqual({ id: sessionId, status: 'REPORTED' });
    const twice = await reportSession(t, customer, sessionId, { category: 'OTHER', reason: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(messages.sessions.alreadyReported);

    const byListener = await reportSession(t, listener, sessionId, {
      category: 'SAFETY_CONCERN',
      reason: 'She said she is not safe at home',
    });
    expect(byListener.status).toBe(200);
    expect((await reportSession(t, listener, sessionId)).status).toBe(409);

    const cases = await casesOfSession(t, admin.token, sessionId);
    expect(cases).toHaveLength(2);
    const fromCustomer = cases.find((c) => c.reporter?.id === customer.id);
    const fromListener = cases.find((c) => c.reporter?.id === listener.id);
    expect(fromCustomer).toMatchObject({
      kind: 'REPORT',
      status: 'OPEN',
      urgent: false,
      category: 'HARASSMENT',
      details: 'He kept asking for my number',
      reporter: { id: customer.id, name: 'Test CUSTOMER', role: 'CUSTOMER' },
      customer: { id: customer.id },
      listener: { id: listener.id },
      session: { id: sessionId, status: 'REPORTED', timeInMinutes: 5, coinsCharged: 50, refundedCoins: 0 },
      flaggedMessages: 0,
      outcome: null,
      closedAt: null,
    });
    // A safety concern is urgent.
    expect(fromListener).toMatchObject({
      urgent: true,
      category: 'SAFETY_CONCERN',
      reporter: { id: listener.id, role: 'LISTENER' },
    });

    const detail = await caseDetail(t, admin.token, fromCustomer?.id ?? '');
    expect(detail.transcript).toEqual(
      transcript.map((m) => ({
        id: m.id,
        senderType: m.senderType,
        message: m.message,
        originalMessage: null,
        flags: [],
        timestamp: m.timestamp,
      })),
    );
    expect(detail).toMatchObject({ actions: [], refundable: 50 });

    for (const [who, category] of [
      [customer, 'HARASSMENT'],
      [listener, 'SAFETY_CONCERN'],
    ] as const) {
      expect(await myReports(who.token)).toEqual([
        expect.objectContaining({ sessionId, category, status: 'OPEN', outcome: null, closedAt: null }),
      ]);
    }
  });

  it('refuses a bad category, a blank or too long reason', async () => {
    const { customer, sessionId } = await createCompletedSession(t, clock);
    const cases: [unknown, string][] = [
      [{ category: 'SPAM', reason: 'x' }, s.categoryInvalid],
      [{ reason: 'x' }, s.categoryInvalid],
      [{ category: 'OTHER', reason: '   ' }, messages.sessions.reportReasonRequired],
      [{ category: 'OTHER' }, messages.sessions.reportReasonRequired],
      [
        { category: 'OTHER', reason: 'x'.repeat(REPORT_REASON_MAX + 1) },
        messages.sessions.reportReasonTooLong,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.post(`/sessions/${sessionId}/report`, body, customer.token);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await casesOfSession(t, admin.token, sessionId)).toEqual([]);
  });

  it("the case shows both people's history of reports", async () => {
    // The listener: reported by an earlier customer; then this session, where both report each other.
    const earlier = await createCompletedSession(t, clock);
    const { listener } = earlier;
    await reportedCase(t, admin.token, earlier.customer, earlier.sessionId, 'POOR_SERVICE');
    const customer = await createCustomer(t, 1000);
    const sessionId = await startSession(t, customer, listener);
    clock.advance(3 * 60_000);
    await listenerAction(t, 'close-session', sessionId, listener.token);
    const byListener = await reportedCase(t, admin.token, listener, sessionId, 'INAPPROPRIATE_CONTENT');
    const byCustomer = await reportedCase(t, admin.token, customer, sessionId, 'HARASSMENT');

    const detail = await caseDetail(t, admin.token, byCustomer.id);
    expect(detail.history.listener).toMatchObject({ reportsFiled: 1, reportsAgainst: 2 });
    expect(detail.history.listener.cases.map((c) => [c.id, c.role, c.category])).toEqual(
      expect.arrayContaining([
        [byListener.id, 'REPORTER', 'INAPPROPRIATE_CONTENT'],
        expect.arrayContaining(['REPORTED', 'POOR_SERVICE']),
      ]),
    );
    // The case itself is not part of its own history.
    expect(detail.history.listener.cases.map((c) => c.id)).not.toContain(byCustomer.id);
    expect(detail.history.customer).toMatchObject({ reportsFiled: 1, reportsAgainst: 1 });
    expect(detail.history.customer.cases.map((c) => [c.id, c.role])).toEqual([[byListener.id, 'REPORTED']]);
  });
});

describe('actions on a case', () => {
  it('WARN mails the warned person, keeps the case open and is recorded; DISMISS closes it; a closed case takes no action', async () => {
    const { customer, listener, sessionId } = await createCompletedSession(t, clock);
    const row = await reportedCase(t, admin.token, customer, sessionId, 'POOR_SERVICE');
    const words = 'Please stop talking about yourself; listen to the person.';

    const warned = await actOnCase(t, admin.token, row.id, {
      action: 'WARN',
      warn: 'LISTENER',
      note: ` ${words} `,
    });
    expect(warned.status).toBe(200);
    expect((warned.body as Data<CaseDetail>).data).toMatchObject({
      status: 'OPEN',
      outcome: 'WARN',
      closedAt: null,
      actions: [
        {
          action: 'WARN',
          note: words,
          refundCoins: null,
          actor: { id: admin.id },
          warned: { id: listener.id, name: row.listener.name, party: 'LISTENER' },
        },
      ],
    });
    // The warned person gets the admin's words by mail (the real SMTP catcher); the reporter nothing.
    const mail = await t.smtp.waitForMail(listener.email);
    expect(mail).toMatch(/^Subject: .*a warning about your conduct/m);
    expect(mail.replace(/=\r?\n/g, '')).toContain(words);
    expect(t.smtp.mailsTo(customer.email)).toHaveLength(0);
    expect(await myReports(customer.token)).toEqual([
      expect.objectContaining({ id: row.id, status: 'OPEN', outcome: 'WARN' }),
    ]);

    clock.advance(60_000);
    const dismissed = await actOnCase(t, otherAdmin.token, row.id, { action: 'DISMISS' });
    expect(dismissed.status).toBe(200);
    const closed = (dismissed.body as Data<CaseDetail>).data;
    expect(closed).toMatchObject({
      status: 'CLOSED',
      outcome: 'DISMISS',
      closedAt: clock.now().toISOString(),
    });
    expect(closed.actions.map((a) => [a.action, a.actor.id, a.note])).toEqual([
      ['WARN', admin.id, words],
      ['DISMISS', otherAdmin.id, null],
    ]);
    expect(await myReports(customer.token)).toEqual([
      expect.objectContaining({
        id: row.id,
        status: 'CLOSED',
        outcome: 'DISMISS',
        closedAt: clock.now().toISOString(),
      }),
    ]);
    expect((await listCases(t, admin.token, 'OPEN')).map((c) => c.id)).not.toContain(row.id);
    expect((await listCases(t, admin.token, 'CLOSED')).map((c) => c.id)).toContain(row.id);

    for (const body of [
      { action: 'WARN', warn: 'CUSTOMER', note: 'Be kind' },
      { action: 'DISMISS' },
      { action: 'BLOCK_LISTENER' },
      { action: 'DEACTIVATE_CUSTOMER' },
    ]) {
      const again = await actOnCase(t, admin.token, row.id, body);
      expect(again.status, body.action).toBe(409);
      expect(again.body.message).toBe(s.caseClosed);
    }
    const refundAgain = await refundOnCase(t, admin.token, row.id, 5);
    expect(refundAgain.status).toBe(409);

    const audit = await auditOf(row.id);
    expect(audit.map((entry) => [entry.action, entry.actor.id])).toEqual(
      expect.arrayContaining([
        ['CASE_WARNED', admin.id],
        ['CASE_DISMISSED', otherAdmin.id],
      ]),
    );
    expect(audit).toHaveLength(2);
    // The customer reported: each record is about the listener, done by an admin (issue 23 §6).
    expect(audit.map((entry) => [entry.entityName, entry.actor.role])).toEqual([
      [row.listener.name, 'ADMIN'],
      [row.listener.name, 'ADMIN'],
    ]);
    expect(audit.find((entry) => entry.action === 'CASE_WARNED')?.after).toMatchObject({
      warnedUserId: listener.id,
    });
    // Nothing more was mailed: the refused WARN on the closed case wrote no mail.
    await t.app.mailOutbox.flush();
    expect(t.smtp.mailsTo(customer.email)).toHaveLength(0);
    expect(t.smtp.mailsTo(listener.email)).toHaveLength(1);
  });

  it('WARN on a crisis flag goes to whom the admin names, the customer included', async () => {
    const pair = await createJoinedPair(t, baseUrl, 'in-progress', { coins: 1000, coinsPerMinute: 10 });
    await sendMessage(pair.c, pair.sessionId, 'I want to end my life');
    const [crisis] = await casesOfSession(t, admin.token, pair.sessionId);
    expect(crisis?.kind).toBe('CRISIS');
    const warned = await actOnCase(t, admin.token, crisis!.id, {
      action: 'WARN',
      warn: 'CUSTOMER',
      note: 'Please call the helpline.',
    });
    expect(warned.status).toBe(200);
    expect((warned.body as Data<CaseDetail>).data.actions[0]?.warned).toMatchObject({
      id: pair.customer.id,
      party: 'CUSTOMER',
    });
    expect(await t.smtp.waitForMail(pair.customer.email)).toContain('Please call the helpline.');
    expect(t.smtp.mailsTo(pair.listener.email)).toHaveLength(0);
  });

  it('BLOCK_LISTENER blocks the listener at once and closes the case (audited)', async () => {
    const { customer, listener, sessionId } = await createCompletedSession(t, clock);
    const row = await reportedCase(t, admin.token, customer, sessionId, 'INAPPROPRIATE_CONTENT');
    expect((await t.get('/auth/me', listener.token)).status).toBe(200);

    const blocked = await actOnCase(t, admin.token, row.id, { action: 'BLOCK_LISTENER', note: 'Repeated' });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ status: 'CLOSED', outcome: 'BLOCK_LISTENER' });
    expect((await t.get('/auth/me', listener.token)).status).toBe(401);
    const signIn = await t.post('/auth/login', { email: listener.email, password: listener.password });
    expect(signIn.status).not.toBe(200);
    expect((await t.get(`/directory/listeners/${listener.id}`, customer.token)).status).toBe(404);
    expect((await auditOf(listener.id)).map((e) => e.action)).toContain('LISTENER_BLOCKED');
    expect(await myReports(customer.token)).toEqual([
      expect.objectContaining({ id: row.id, status: 'CLOSED', outcome: 'BLOCK_LISTENER' }),
    ]);
  });

  it('DEACTIVATE_CUSTOMER deactivates the customer at once and closes the case (audited)', async () => {
    const { customer, listener, sessionId } = await createCompletedSession(t, clock);
    const row = await reportedCase(t, admin.token, listener, sessionId, 'HARASSMENT');

    const done = await actOnCase(t, admin.token, row.id, { action: 'DEACTIVATE_CUSTOMER' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'CLOSED', outcome: 'DEACTIVATE_CUSTOMER' });
    expect((await t.get('/auth/me', customer.token)).status).toBe(401);
    expect((await t.get('/auth/me', listener.token)).status).toBe(200);
    expect((await auditOf(customer.id)).map((e) => e.action)).toContain('USER_DEACTIVATED');
    expect(await myReports(listener.token)).toEqual([
      expect.objectContaining({ id: row.id, status: 'CLOSED', outcome: 'DEACTIVATE_CUSTOMER' }),
    ]);
  });

  it('a block or a deactivation racing another admin closing the case happens only if it wins', async () => {
    let actionsWon = 0;
    for (let round = 0; round < 6; round += 1) {
      const { customer, listener, sessionId } = await createCompletedSession(t, clock);
      const row = await reportedCase(t, admin.token, customer, sessionId, 'HARASSMENT');
      const action = round % 2 === 0 ? 'BLOCK_LISTENER' : 'DEACTIVATE_CUSTOMER';
      const [acted, dismissed] = await Promise.all([
        actOnCase(t, admin.token, row.id, { action }),
        actOnCase(t, otherAdmin.token, row.id, { action: 'DISMISS' }),
      ]);
      expect([acted.status, dismissed.status].sort()).toEqual([200, 409]);
      const loser = acted.status === 409 ? acted : dismissed;
      expect(loser.body.message).toBe(s.caseClosed);
      const won = acted.status === 200;
      if (won) actionsWon += 1;
      // The person is blocked (or deactivated) exactly when that action closed the case.
      const target = action === 'BLOCK_LISTENER' ? listener : customer;
      expect((await t.get('/auth/me', target.token)).status, `${action} round ${round}`).toBe(
        won ? 401 : 200,
      );
      const audited = (await auditOf(target.id)).map((e) => e.action);
      expect(audited.includes(action === 'BLOCK_LISTENER' ? 'LISTENER_BLOCKED' : 'USER_DEACTIVATED')).toBe(
        won,
      );
      expect((await caseDetail(t, admin.token, row.id)).outcome).toBe(won ? action : 'DISMISS');
    }
    // Which one wins is up to the database; the rule above held in every round either way.
    process.stdout.write(
      `[${process.env.TEST_DB}] block/deactivate vs dismiss, 6 rounds: the action won ${actionsWon}\n`,
    );
  });

  it('refuses a bad action body with the message of what is wrong; an unknown case is 404', async () => {
    const { customer, sessionId } = await createCompletedSession(t, clock);
    const row = await reportedCase(t, admin.token, customer, sessionId);
    const key = crypto.randomUUID();
    const cases: [unknown, string][] = [
      [{ action: 'BAN' }, s.actionInvalid],
      [{}, s.actionInvalid],
      [{ action: 'REFUND' }, s.refundCoinsRequired],
      [{ action: 'REFUND', refundCoins: '10' }, s.refundCoinsRequired],
      [{ action: 'REFUND', refundCoins: 1.5 }, s.refundCoinsWhole],
      [{ action: 'REFUND', refundCoins: 0 }, s.refundCoinsPositive],
      [{ action: 'DISMISS', refundCoins: 5 }, s.refundOnlyForAction],
      [{ action: 'WARN', warn: 'LISTENER', note: 'x'.repeat(CASE_NOTE_MAX + 1) }, s.noteTooLong],
      [{ action: 'WARN', note: 'Be kind' }, s.warnWhomRequired],
      [{ action: 'WARN', warn: 'ADMIN', note: 'Be kind' }, s.warnWhomRequired],
      [{ action: 'WARN', warn: 'LISTENER' }, s.warnNoteRequired],
      [{ action: 'WARN', warn: 'LISTENER', note: '   ' }, s.warnNoteRequired],
      [{ action: 'DISMISS', warn: 'LISTENER' }, s.warnOnlyForAction],
      [{ action: 'BLOCK_LISTENER', warn: 'CUSTOMER', note: 'x' }, s.warnOnlyForAction],
    ];
    for (const [body, message] of cases) {
      const res = await actOnCase(t, admin.token, row.id, body as Record<string, unknown>, key);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message, JSON.stringify(body).slice(0, 60)).toBe(message);
    }
    const unknown = await actOnCase(t, admin.token, crypto.randomUUID(), { action: 'DISMISS' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(s.caseNotFound);
    const missing = await t.get(`/admin/moderation/cases/${crypto.randomUUID()}`, admin.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(s.caseNotFound);
    expect((await caseDetail(t, admin.token, row.id)).actions).toEqual([]);
  });
});

describe('refunds', () => {
  it('need an Idempotency-Key', async () => {
    const { customer, sessionId } = await createCompletedSession(t, clock);
    const row = await reportedCase(t, admin.token, customer, sessionId);
    const body = { action: 'REFUND', refundCoins: 10 };
    const none = await actOnCase(t, admin.token, row.id, body);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(s.idempotencyKeyRequired);
    const bad = await actOnCase(t, admin.token, row.id, body, 'short');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(messages.wallet.idempotencyKeyInvalid);
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(950);
  });

  it('within the hold: partial then the rest, both shares go back, once per key, never more than charged', async () => {
    const { customer, listener, sessionId } = await createCompletedSession(t, clock);
    const endedAt = clock.now();
    const row = await reportedCase(t, admin.token, customer, sessionId, 'OVERCHARGED');
    const before = await ledgerSummary(t, admin.token);
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(950);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(30);

    // Partial: 20 of 50; the listener earned 30/50 of the charge, so 12 of it comes from them.
    const key = crypto.randomUUID();
    const partial = await refundOnCase(t, admin.token, row.id, 20, key);
    expect(partial.status).toBe(200);
    expect((partial.body as Data<CaseDetail>).data).toMatchObject({
      status: 'OPEN',
      outcome: 'REFUND',
      refundable: 30,
      earningsHeldUntil: new Date(endedAt.getTime() + DEFAULT_EARNINGS_HOLD_HOURS * HOUR).toISOString(),
      session: { coinsCharged: 50, refundedCoins: 20 },
      actions: [{ action: 'REFUND', refundCoins: 20, actor: { id: admin.id } }],
    });
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(970);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(18);
    let now = await ledgerSummary(t, admin.token);
    expect(now.accounts.customerWallets - before.accounts.customerWallets).toBe(20);
    expect(now.accounts.listenerEarnings - before.accounts.listenerEarnings).toBe(-12);
    expect(now.accounts.platformRevenue - before.accounts.platformRevenue).toBe(-8);
    // The listener's held earnings shrink with it.
    expect((await t.get('/withdrawals/mine', listener.token)).body.data).toMatchObject({
      held: 1_800,
      available: 0,
    });
    // And every figure of their earnings says what they keep: 18 of the 30.
    await expectKeptEarnings(listener, sessionId, 18);

    // The same key again: answered, refunded once. The same key for another amount: refused.
    const replay = await refundOnCase(t, admin.token, row.id, 20, key);
    expect(replay.status).toBe(200);
    expect((replay.body as Data<CaseDetail>).data).toMatchObject({ refundable: 30, actions: [{}] });
    const reused = await refundOnCase(t, admin.token, row.id, 25, key);
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(messages.wallet.idempotencyKeyReused);
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(970);

    const tooMuch = await refundOnCase(t, admin.token, row.id, 31);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(s.refundTooLarge(30));

    // The rest, a second later: 30 more, 18 of it the listener's (all they earned: 30 in total).
    clock.advance(1000);
    const rest = await refundOnCase(t, admin.token, row.id, 30);
    expect(rest.status).toBe(200);
    expect((rest.body as Data<CaseDetail>).data).toMatchObject({
      refundable: 0,
      session: { refundedCoins: 50 },
    });
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(1000);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(0);
    now = await ledgerSummary(t, admin.token);
    expect(now.accounts.customerWallets - before.accounts.customerWallets).toBe(50);
    expect(now.accounts.listenerEarnings - before.accounts.listenerEarnings).toBe(-30);
    expect(now.accounts.platformRevenue - before.accounts.platformRevenue).toBe(-20);
    expect(now.sumOfAllEntries).toBe(0);
    const one = await refundOnCase(t, admin.token, row.id, 1);
    expect(one.status).toBe(400);
    expect(one.body.message).toBe(s.refundTooLarge(0));
    await expectKeptEarnings(listener, sessionId, 0);

    // What the customer sees: REFUND entries in the wallet history, the refund on the session.
    // (Newest first; the test's coins were put in at the real time, not the app's.)
    const history = await walletHistory(customer.token);
    expect(history.filter((e) => e.kind === 'REFUND').map((e) => [e.kind, e.coins, e.balanceAfter])).toEqual([
      ['REFUND', 30, 1000],
      ['REFUND', 20, 970],
    ]);
    expect(await customerSession(customer.token, sessionId)).toMatchObject({
      coinsCharged: 50,
      refundedCoins: 50,
    });
    const audit = (await auditOf(sessionId)).filter((e) => e.action === 'SESSION_REFUNDED');
    expect(audit.map((e) => [e.actor.id, e.after.refundedCoins, e.after.listenerCoins])).toEqual(
      expect.arrayContaining([
        [admin.id, 20, 12],
        [admin.id, 50, 18],
      ]),
    );
    expect(audit).toHaveLength(2);
    // A refund's record is about the customer it paid back.
    expect(audit.map((e) => e.entityName)).toEqual([row.customer.name, row.customer.name]);
    expect(await myReports(customer.token)).toEqual([
      expect.objectContaining({ id: row.id, status: 'OPEN', outcome: 'REFUND' }),
    ]);
  });

  it('after the hold the platform bears all of it; the listener keeps what they earned', async () => {
    const { customer, listener, sessionId } = await createCompletedSession(t, clock);
    const row = await reportedCase(t, admin.token, customer, sessionId, 'OVERCHARGED');
    // A minute before the hold ends the listener's share still goes back.
    clock.advance(DEFAULT_EARNINGS_HOLD_HOURS * HOUR - 60_000);
    expect((await refundOnCase(t, admin.token, row.id, 10)).status).toBe(200);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(24);

    clock.advance(60_000);
    const before = await ledgerSummary(t, admin.token);
    const after = await refundOnCase(t, admin.token, row.id, 40);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ refundable: 0, session: { refundedCoins: 50 } });
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(24);
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(1000);
    const now = await ledgerSummary(t, admin.token);
    expect(now.accounts.listenerEarnings).toBe(before.accounts.listenerEarnings);
    expect(now.accounts.platformRevenue - before.accounts.platformRevenue).toBe(-40);
    expect(now.accounts.customerWallets - before.accounts.customerWallets).toBe(40);
    expect(now.sumOfAllEntries).toBe(0);
    const audit = (await auditOf(sessionId)).filter((e) => e.action === 'SESSION_REFUNDED');
    expect(audit.map((e) => e.after.listenerCoins).sort()).toEqual([0, 6]);
    // Now available to withdraw: nothing of it is held any more.
    expect((await t.get('/withdrawals/mine', listener.token)).body.data).toMatchObject({
      held: 0,
      available: 2_400,
    });
  });

  it('after the hold the platform bears a refund even beyond its revenue (it goes below zero)', async () => {
    // A session big enough that its refund exceeds all the platform has earned in this file so far.
    const summary = await ledgerSummary(t, admin.token);
    const minutes = Math.ceil(summary.accounts.platformRevenue / 10 / 0.6) + 10;
    const { customer, listener, sessionId } = await createCompletedSession(t, clock, {
      coinsPerMinute: 10,
      minutes,
      coins: minutes * 10,
    });
    const charged = minutes * 10;
    const row = await reportedCase(t, admin.token, customer, sessionId, 'OVERCHARGED');
    clock.advance(DEFAULT_EARNINGS_HOLD_HOURS * HOUR);
    const before = await ledgerSummary(t, admin.token);
    expect(before.accounts.platformRevenue).toBeLessThan(charged);

    const refunded = await refundOnCase(t, admin.token, row.id, charged);
    expect(refunded.status, refunded.text).toBe(200);
    const after = await ledgerSummary(t, admin.token);
    expect(after.accounts.platformRevenue).toBe(before.accounts.platformRevenue - charged);
    expect(after.accounts.platformRevenue).toBeLessThan(0);
    expect(after.accounts.listenerEarnings).toBe(before.accounts.listenerEarnings);
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(charged);
    expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(charged * 0.6);
    expect(after.sumOfAllEntries).toBe(0);
  });

  it('a session that cost nothing has nothing to refund', async () => {
    const { customer, sessionId } = await createCompletedSession(t, clock, { minutes: 0 });
    const row = await reportedCase(t, admin.token, customer, sessionId);
    expect(row.session.coinsCharged).toBe(0);
    const res = await refundOnCase(t, admin.token, row.id, 1);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(s.nothingToRefund);
  });

  it('two admins refunding one session at once (two cases, other keys) never exceed the charge', async () => {
    const rounds = 6;
    const tally: Record<number, number> = {};
    for (let round = 0; round < rounds; round += 1) {
      const { customer, listener, sessionId } = await createCompletedSession(t, clock);
      const fromCustomer = await reportedCase(t, admin.token, customer, sessionId, 'OVERCHARGED');
      const fromListener = await reportedCase(t, admin.token, listener, sessionId, 'OTHER');
      // 4 × 20 coins asked for a 50-coin session: two can be paid, whatever the order.
      const answers = await Promise.all([
        refundOnCase(t, admin.token, fromCustomer.id, 20),
        refundOnCase(t, otherAdmin.token, fromListener.id, 20),
        refundOnCase(t, otherAdmin.token, fromCustomer.id, 20),
        refundOnCase(t, admin.token, fromListener.id, 20),
      ]);
      for (const answer of answers) tally[answer.status] = (tally[answer.status] ?? 0) + 1;
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 400, 400]);
      for (const refused of answers.filter((a) => a.status === 400)) {
        expect(refused.body.message).toBe(s.refundTooLarge(10));
      }
      expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(990);
      expect(await balanceOfUser(t, 'LISTENER_EARNINGS', listener.id)).toBe(6);
      const detail = await caseDetail(t, admin.token, fromCustomer.id);
      expect(detail).toMatchObject({ refundable: 10, session: { refundedCoins: 40 } });
    }
    process.stdout.write(
      `[${process.env.TEST_DB}] parallel refunds, ${rounds} rounds: ${JSON.stringify(tally)}\n`,
    );
    expect((await ledgerSummary(t, admin.token)).sumOfAllEntries).toBe(0);
  });

  it('the same key sent twice at once refunds once', async () => {
    const { customer, sessionId } = await createCompletedSession(t, clock);
    const row = await reportedCase(t, admin.token, customer, sessionId);
    const key = crypto.randomUUID();
    const answers = await Promise.all([
      refundOnCase(t, admin.token, row.id, 15, key),
      refundOnCase(t, otherAdmin.token, row.id, 15, key),
      refundOnCase(t, admin.token, row.id, 15, key),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await balanceOfUser(t, 'CUSTOMER_WALLET', customer.id)).toBe(965);
    expect((await caseDetail(t, admin.token, row.id)).actions).toHaveLength(1);
    expect((await ledgerSummary(t, admin.token)).sumOfAllEntries).toBe(0);
  });
});
