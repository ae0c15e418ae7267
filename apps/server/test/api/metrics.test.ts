// @module-tag embedded
// GET /metrics (issue 20 §3): Prometheus text for whoever holds METRICS_TOKEN (404 while none is set, 401
// for a wrong one), on a registry of the app's own. Each figure is checked against what made it move:
// a request under its route pattern, a chat message over a real socket, rows in the database.
// The app runs on a test clock with the deadline sweeper off, so deadlines pass only when the test says.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, SESSION_STATUSES, messages } from '@app/contract';
import { accounts, ledgerEntries, ledgerTransactions, mailOutbox } from '../../src/db/schema.ts';
import { MAX_ATTEMPTS } from '../../src/modules/mail/mail-dispatcher.ts';
import { accountIdOf } from '../../src/modules/ledger/ledger.repository.ts';
import { listenForMetrics } from '../../src/plugins/metrics.ts';
import {
  closeSocketsAfterEach,
  createJoinedPair,
  createSessionAt,
  emitAck,
  listenForSockets,
  sendMessage,
  storedOf,
} from '../support/chat.ts';
import {
  createPaidListener,
  createTestClock,
  listenerAction,
  requestWithdrawal,
} from '../support/marketplace.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

const token = 'metrics-scrape-token-for-tests';
const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0, env: { METRICS_TOKEN: token } });
const baseUrl = await listenForSockets(t);
closeSocketsAfterEach();
/** An app without METRICS_TOKEN. */
const hidden = await useTestApp();

/** A scrape with the right token: the exposition text. */
const scrape = async () => {
  const res = await t.call('GET', '/metrics', { token });
  expect(res.status).toBe(200);
  return res.text;
};

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The sum of the samples of `name` that carry `labels` (others may differ); undefined when none does. */
const valueOf = (text: string, name: string, labels: Record<string, string> = {}) => {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map([...(match[2] ?? '').matchAll(LABEL)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) {
      total = (total ?? 0) + Number(match[3]);
    }
  }
  return total;
};
const scraped = async (name: string, labels: Record<string, string> = {}) =>
  valueOf(await scrape(), name, labels) ?? 0;

describe('who may read GET /metrics', () => {
  it('nobody while METRICS_TOKEN is unset: 404, like an unknown API path', async () => {
    const unknown = await hidden.call('GET', `${API_PREFIX}/no-such-path`);
    expect(unknown.status).toBe(404);
    for (const res of [
      await hidden.call('GET', '/metrics'),
      await hidden.call('GET', '/metrics', { token: 'anything-at-all-really' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: messages.http.notFound, code: 'NOT_FOUND' });
      expect(res.body).toEqual(unknown.body);
    }
  });

  it('answers 401 to a missing or wrong token, and shows nothing', async () => {
    const wrong = [
      undefined,
      'not-the-metrics-token-at-all',
      `${token}x`,
      token.slice(0, -1),
      token.toUpperCase(),
    ];
    for (const given of wrong) {
      const res = await t.call('GET', '/metrics', given === undefined ? {} : { token: given });
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).toEqual({ message: messages.auth.unauthenticated, code: 'UNAUTHENTICATED' });
      expect(res.text).not.toContain('listenwell_');
    }
    // Not a bearer token: the raw token as the whole header.
    const raw = await t.call('GET', '/metrics', { headers: { authorization: token } });
    expect(raw.status).toBe(401);
  });

  it('answers the right token with Prometheus text 0.0.4, Node process figures included', async () => {
    const res = await t.call('GET', '/metrics', { token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.text).toContain('# TYPE listenwell_http_request_duration_seconds histogram');
    expect(res.text).toContain('# TYPE listenwell_socket_connections gauge');
    expect(valueOf(res.text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(res.text, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it('is served on METRICS_PORT without a token, on 127.0.0.1, and nothing else is', async () => {
    const listener = await listenForMetrics(t.app, 0);
    try {
      const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = await res.text();
      expect(valueOf(text, 'listenwell_ledger_entries_sum_coins')).toBe(0);
      expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await listener.close();
    }
    await expect(fetch(`http://127.0.0.1:${listener.port}/metrics`)).rejects.toThrow();
  });

  it('keeps each app on its own registry', async () => {
    await t.call('GET', '/readyz');
    expect(t.app.metrics.registry).not.toBe(hidden.app.metrics.registry);
    const own = await hidden.app.metrics.registry.metrics();
    expect(valueOf(own, 'listenwell_http_request_duration_seconds_count', { route: '/readyz' })).toBe(
      undefined,
    );
    // Node's process figures start timers of their own: only in an app whose metrics can be read.
    expect(own).not.toContain('process_cpu_user_seconds_total');
  });
});

describe('HTTP latency', () => {
  const countName = 'listenwell_http_request_duration_seconds_count';

  it('is labelled with the route pattern, never the path with its ids', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const id = crypto.randomUUID();
    const labels = { method: 'GET', route: `${API_PREFIX}/sessions/mine/:id`, status_code: '404' };
    const before = await scraped(countName, labels);
    const res = await t.get(`/sessions/mine/${id}`, customer.token);
    expect(res.status).toBe(404);
    const text = await scrape();
    expect(valueOf(text, countName, labels)).toBe(before + 1);
    expect(valueOf(text, 'listenwell_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      before + 1,
    );
    expect(text).not.toContain(id);
  });

  it('puts every request no route matched under one label', async () => {
    const labels = { method: 'GET', route: 'unmatched', status_code: '404' };
    const before = await scraped(countName, labels);
    const first = crypto.randomUUID();
    await t.call('GET', `${API_PREFIX}/no-such-thing/${first}`);
    await t.call('GET', `${API_PREFIX}/another/${crypto.randomUUID()}/path`);
    const text = await scrape();
    expect(valueOf(text, countName, labels)).toBe(before + 2);
    expect(text).not.toContain(first);
    expect(text).not.toContain('no-such-thing');
  });
});

describe('realtime', () => {
  it('counts the sockets this process holds', async () => {
    await expect.poll(() => scraped('listenwell_socket_connections')).toBe(0);
    const { l, c } = await createJoinedPair(t, baseUrl);
    expect(await scraped('listenwell_socket_connections')).toBe(2);
    l.close();
    await expect.poll(() => scraped('listenwell_socket_connections')).toBe(1);
    c.close();
    await expect.poll(() => scraped('listenwell_socket_connections')).toBe(0);
  });

  it('counts a chat message stored and relayed once, a retry relayed again, and times every ack', async () => {
    const { sessionId, c } = await createJoinedPair(t, baseUrl);
    const figures = async () => {
      const text = await scrape();
      return {
        stored: valueOf(text, 'listenwell_chat_messages_stored_total') ?? 0,
        relayed: valueOf(text, 'listenwell_chat_messages_relayed_total') ?? 0,
        ok: valueOf(text, 'listenwell_chat_ack_duration_seconds_count', { result: 'ok' }) ?? 0,
        refused: valueOf(text, 'listenwell_chat_ack_duration_seconds_count', { result: 'refused' }) ?? 0,
        seconds: valueOf(text, 'listenwell_chat_ack_duration_seconds_sum', { result: 'ok' }) ?? 0,
      };
    };
    const before = await figures();
    const clientMessageId = crypto.randomUUID();
    storedOf(await sendMessage(c, sessionId, 'hello there', clientMessageId));
    const once = await figures();
    expect(once).toMatchObject({
      stored: before.stored + 1,
      relayed: before.relayed + 1,
      ok: before.ok + 1,
      refused: before.refused,
    });
    expect(once.seconds).toBeGreaterThan(before.seconds);

    // A retry of the same message: answered and relayed again, not stored again.
    storedOf(await sendMessage(c, sessionId, 'hello there', clientMessageId));
    expect(await figures()).toMatchObject({
      stored: before.stored + 1,
      relayed: before.relayed + 2,
      ok: before.ok + 2,
      refused: before.refused,
    });

    // A refused one is timed too, and neither stored nor relayed.
    expect(
      await emitAck(c, 'send_message', { sessionId, message: '   ', clientMessageId: crypto.randomUUID() }),
    ).toEqual({ ok: false, message: messages.chat.messageBlank });
    expect(await figures()).toMatchObject({
      stored: before.stored + 1,
      relayed: before.relayed + 2,
      ok: before.ok + 2,
      refused: before.refused + 1,
    });
  });
});

describe('figures read from the database at scrape time', () => {
  const sessionsIn = async (state: string) => scraped('listenwell_sessions', { state });

  it('sessions by state, every state present', async () => {
    const text = await scrape();
    for (const state of SESSION_STATUSES) {
      expect(valueOf(text, 'listenwell_sessions', { state })).toBeDefined();
    }
    const pending = await sessionsIn('pending');
    const accepted = await sessionsIn('ACCEPTED');
    const { listener, sessionId } = await createSessionAt(t, 'pending');
    expect(await sessionsIn('pending')).toBe(pending + 1);
    expect((await listenerAction(t, 'accept-session-request', sessionId, listener.token)).status).toBe(200);
    expect(await sessionsIn('pending')).toBe(pending);
    expect(await sessionsIn('ACCEPTED')).toBe(accepted + 1);
  });

  it("the sweeper's lag: how long the oldest passed deadline has waited, 0 once swept", async () => {
    const lag = 'listenwell_deadline_sweeper_lag_seconds';
    await createSessionAt(t, 'pending');
    expect(await scraped(lag)).toBe(0);
    const cancelled = await sessionsIn('CANCELLED');
    const pending = await sessionsIn('pending');
    expect(pending).toBeGreaterThan(0);
    // Every request of this file was made at the clock's start: they expire together, 60 s later.
    clock.advance(65_000);
    expect(await scraped(lag)).toBe(5);
    clock.advance(2_500);
    expect(await scraped(lag)).toBe(7.5);
    await t.app.services.sessions.runDueDeadlines();
    expect(await scraped(lag)).toBe(0);
    expect(await sessionsIn('pending')).toBe(0);
    // An expired request is CANCELLED (end reason EXPIRED).
    expect(await sessionsIn('CANCELLED')).toBe(cancelled + pending);
  });

  it('the mail outbox: queued, and given up on', async () => {
    const depth = (state: string) => scraped('listenwell_mail_outbox_depth', { state });
    const queued = await depth('queued');
    const givenUp = await depth('given_up');
    // Held by another sender's lease for an hour, so this app's dispatcher leaves them alone.
    const claimedUntil = new Date(Date.now() + 3_600_000);
    const rows = await t.database.db
      .insert(mailOutbox)
      .values([
        { to: 'a@example.test', subject: 'queued', text: 'x', claimedUntil },
        { to: 'b@example.test', subject: 'retrying', text: 'x', attempts: 3, claimedUntil },
        { to: 'c@example.test', subject: 'given up', text: 'x', attempts: MAX_ATTEMPTS, claimedUntil },
      ])
      .returning({ id: mailOutbox.id });
    expect(await depth('queued')).toBe(queued + 2);
    expect(await depth('given_up')).toBe(givenUp + 1);
    for (const row of rows) await t.database.db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(await depth('queued')).toBe(queued);
  });

  it('payments and payouts by state', async () => {
    const admin = await createSignedInUser(t, 'ADMIN');
    const plan = await createPlan(t, admin.token, { pricePaise: 9_900, coins: 100, bonusCoins: 5 });
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const confirmed = await scraped('listenwell_purchases', { state: 'CONFIRMED' });
    expect((await buyPlan(t, customer.token, plan.id)).status).toBe(200);
    expect(await scraped('listenwell_purchases', { state: 'CONFIRMED' })).toBe(confirmed + 1);

    const listener = await createPaidListener(t, 500);
    const pending = await scraped('listenwell_withdrawals', { state: 'PENDING' });
    expect((await requestWithdrawal(t, listener.token, 10_000)).status).toBe(200);
    const text = await scrape();
    expect(valueOf(text, 'listenwell_withdrawals', { state: 'PENDING' })).toBe(pending + 1);
    expect(valueOf(text, 'listenwell_withdrawals', { state: 'PROCESSED' })).toBeDefined();
    // Every purchase and reservation above balanced the books.
    expect(valueOf(text, 'listenwell_ledger_entries_sum_coins')).toBe(0);
    expect(valueOf(text, 'listenwell_ledger_accounts_off_balance')).toBe(0);
  });

  it('the ledger check shows books that do not balance (written around the database guards)', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const wallet = await accountIdOf(t.database.db, 'CUSTOMER_WALLET', customer.id);
    // A balance changed without its entry.
    await t.database.db
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + 7` })
      .where(eq(accounts.id, wallet));
    expect(await scraped('listenwell_ledger_accounts_off_balance')).toBe(1);
    expect(await scraped('listenwell_ledger_entries_sum_coins')).toBe(0);
    // An entry without its other half: only with the ledger's triggers off (a superuser's repair).
    const reference = `test-unbalanced:${crypto.randomUUID()}`;
    const bypassTriggers = sql`set local session_replication_role = replica`;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(bypassTriggers);
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'PURCHASE', reference, createdAt: clock.now() })
        .returning({ id: ledgerTransactions.id });
      await tx.insert(ledgerEntries).values({
        transactionId: row?.id ?? '',
        accountId: wallet,
        amount: 7,
        balanceAfter: 7,
        createdAt: clock.now(),
      });
    });
    const text = await scrape();
    expect(valueOf(text, 'listenwell_ledger_entries_sum_coins')).toBe(7);
    expect(valueOf(text, 'listenwell_ledger_accounts_off_balance')).toBe(0);
    // Put the books back for the rest of the file.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(bypassTriggers);
      const [row] = await tx
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, reference));
      await tx.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, row?.id ?? ''));
      await tx.delete(ledgerTransactions).where(eq(ledgerTransactions.reference, reference));
      await tx
        .update(accounts)
        .set({ balance: sql`${accounts.balance} - 7` })
        .where(eq(accounts.id, wallet));
    });
    expect(await scraped('listenwell_ledger_entries_sum_coins')).toBe(0);
    expect(await scraped('listenwell_ledger_accounts_off_balance')).toBe(0);
  });

  it('a reading that fails or does not answer within 2 s is left out; the rest is answered', async () => {
    // On the other app's registry: the hanging reading must not slow this file's other scrapes.
    const { metrics } = hidden.app;
    metrics.readAtScrape(
      () => Promise.reject(new Error('store down')),
      [{ name: 'test_failing', help: 'fails', samples: (n: number) => n }],
    );
    metrics.readAtScrape(
      () => new Promise<number>(() => undefined),
      [{ name: 'test_hanging', help: 'never answers', labelNames: ['state'], samples: () => [] }],
    );
    const started = Date.now();
    const text = await metrics.registry.metrics();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(text).toContain('# TYPE test_failing gauge');
    expect(valueOf(text, 'test_failing')).toBeUndefined();
    expect(valueOf(text, 'test_hanging')).toBeUndefined();
    expect(valueOf(text, 'listenwell_metrics_read_failures_total', { gauge: 'test_failing' })).toBe(1);
    expect(valueOf(text, 'listenwell_metrics_read_failures_total', { gauge: 'test_hanging' })).toBe(1);
    expect(valueOf(text, 'listenwell_ledger_entries_sum_coins')).toBe(0);
    expect(valueOf(text, 'listenwell_sessions', { state: 'pending' })).toBe(0);
  });
});
