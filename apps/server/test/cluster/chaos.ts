// The chaos run of issue 20 §4: the cluster (three compiled processes behind HAProxy) on a PostgreSQL
// and a Redis of its own, under a mixed load through HAProxy (chat messages with acks; session
// requests, accepts, starts and closes; purchases; withdrawals), while processes are killed with
// SIGKILL and restarted, Redis is restarted and PostgreSQL crashes and comes back. Clients behave like
// the console: sockets reconnect and join their session again, a chat message without an answer is sent
// again with the same clientMessageId, a request that failed on the server's side is tried again with
// the same Idempotency-Key. Then the books are checked in the database. Used by chaos.test.ts (small,
// in `npm test`) and bench/chaos.ts (larger).
import crypto from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { API_PREFIX, SOCKET_PATH, type SendMessageAck, type SocketAck } from '@app/contract';
import { startCluster, type Cluster } from '../../../../scripts/cluster.mjs';
import { openDatabase } from '../../src/db/database.ts';
import { qb } from '../../src/db/query-builder.ts';
import { withClient } from '../support/global-setup.ts';
import {
  createOnlineListener,
  createPaidListener,
  creditWallet,
  requestBody,
} from '../support/marketplace.ts';
import { createPlan, createSignedInUser, createTestApp } from '../support/test-app.ts';
import { startOwnPostgres, startOwnRedis } from './stores.ts';

export type ChaosOptions = {
  /** Customer-listener pairs chatting in a running session the whole time. */
  chatPairs: number;
  /** Pairs going through request, accept, start and close over and over, the customer buying too. */
  lifecyclePairs: number;
  /** Listeners asking to withdraw now and then. */
  withdrawers: number;
  /** SIGKILL rounds (one process each, in turn, restarted at once), `killGapMs` apart. */
  killRounds: number;
  killGapMs: number;
  log?: (line: string) => void;
};

type Phase = 'steady' | 'kill' | 'redis' | 'postgres';
const PHASES: Phase[] = ['steady', 'kill', 'redis', 'postgres'];

export type ChaosFigures = {
  seconds: number;
  messagesAcknowledged: number;
  messagesLost: number;
  messagesStoredTwice: number;
  sessionsCompleted: number;
  purchasesConfirmed: number;
  withdrawalsRequested: number;
  ledgerSum: number;
  walletsOffBalance: number;
  sessionsBilledWrong: number;
  sessionsOpenPastDeadline: number;
  /** Chats whose message sent after the faults reached the other side's socket live. */
  relayedAfterFaults: number;
  reconnects: number;
  reconnectP95Ms: number;
  /** Requests by the phase they started in: how many, how many failed (network, 5xx), and how many 500s. */
  requests: Record<Phase, { total: number; failed: number; internalErrors: number }>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export const runChaos = async (options: ChaosOptions): Promise<ChaosFigures> => {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const postgres = await startOwnPostgres();
  const redis = await startOwnRedis();
  let cluster: Cluster | undefined;
  const sockets: Socket[] = [];
  try {
    // The database, its people and their money, made through an in-process app on the same secret.
    await withClient(postgres.url, (client) => client.query('CREATE DATABASE listenwell'));
    const url = postgres.url.replace(/\/postgres$/, '/listenwell');
    const opened = await openDatabase({ driver: 'postgres', url, poolSize: 4 });
    const jwtSecret = crypto.randomBytes(32).toString('hex');
    const t = await createTestApp({
      database: { ...opened, db: qb(opened.db), url },
      jwtSecret,
      deadlineSweepMs: 0,
    });
    const admin = await createSignedInUser(t, 'ADMIN');
    const plan = await createPlan(t, admin.token, {
      name: 'Chaos',
      pricePaise: 10_000,
      coins: 100,
      bonusCoins: 0,
    });
    const person = async (role: 'customer' | 'listener') =>
      role === 'listener' ? createOnlineListener(t, 2) : createSignedInUser(t, 'CUSTOMER');
    const chatPairs = [];
    for (let i = 0; i < options.chatPairs; i += 1) {
      const listener = await person('listener');
      const customer = await person('customer');
      await creditWallet(t, customer.id, 100_000);
      chatPairs.push({ listener, customer });
    }
    const lifecyclePairs = [];
    for (let i = 0; i < options.lifecyclePairs; i += 1) {
      const listener = await person('listener');
      const customer = await person('customer');
      await creditWallet(t, customer.id, 10_000);
      lifecyclePairs.push({ listener, customer });
    }
    const withdrawers = [];
    for (let i = 0; i < options.withdrawers; i += 1) withdrawers.push(await createPaidListener(t, 100_000));
    await t.close();
    await opened.close();

    cluster = await startCluster({
      databaseUrl: url,
      redisUrl: redis.url,
      env: {
        JWT_SECRET: jwtSecret,
        AUTH_IP_LIMIT_PER_MINUTE: '100000',
        SESSION_REQUEST_TTL_SECONDS: '5',
        EARNINGS_HOLD_HOURS: '0',
        // The load buys between sessions, faster than a person would.
        PURCHASES_PER_MINUTE: '10000',
      },
    });
    const base = cluster.url;

    // ── what the clients do ──
    let phase: Phase = 'steady';
    let running = true;
    let stoppedAt = Number.POSITIVE_INFINITY;
    const requests = Object.fromEntries(
      PHASES.map((p) => [p, { total: 0, failed: 0, internalErrors: 0 }]),
    ) as ChaosFigures['requests'];
    const call = async (method: string, path: string, token: string, body?: unknown, key?: string) => {
      const at = phase;
      requests[at].total += 1;
      let status = 0;
      let json: { data?: Record<string, unknown>; message?: string } = {};
      try {
        const response = await fetch(`${base}${API_PREFIX}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(key ? { 'idempotency-key': key } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        status = response.status;
        json = (await response.json().catch(() => ({}))) as typeof json;
      } catch {
        status = 0;
      }
      // A request caught by a fault that began while it ran counts as that fault's.
      if (status === 0 || status >= 500) requests[phase === 'steady' ? at : phase].failed += 1;
      if (status === 500) {
        requests[at].internalErrors += 1;
        log(`500 on ${method} ${path}: ${JSON.stringify(json)}`);
      }
      return { status, json };
    };
    /** Tries again (same key) while the failure is the service's, for up to 30 s. */
    const retrying = async (method: string, path: string, token: string, body?: unknown, key?: string) => {
      const until = Date.now() + 30_000;
      for (;;) {
        const answer = await call(method, path, token, body, key);
        if ((answer.status !== 0 && answer.status < 500) || Date.now() > until) return answer;
        await sleep(300);
      }
    };

    const reconnectMs: number[] = [];
    /** A console's socket: reconnects, then joins its session again (timed from the drop to the join). */
    const openConsole = (token: string, join?: { role: 'listener' | 'customer'; sessionId: string }) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(base, {
          path: SOCKET_PATH,
          auth: { token },
          transports: ['websocket'],
          reconnectionDelay: 200,
          reconnectionDelayMax: 1000,
        });
        sockets.push(socket);
        let droppedAt: number | null = null;
        let first = true;
        socket.on('disconnect', () => (droppedAt ??= Date.now()));
        socket.on('connect', () => {
          void (async () => {
            // Like the console: join the session again, and keep trying while the server cannot say yes.
            while (join && socket.connected) {
              const answer = (await socket
                .timeout(5000)
                .emitWithAck(join.role === 'listener' ? 'join-as-listener' : 'join-as-customer', {
                  sessionId: join.sessionId,
                })
                .catch(() => ({ ok: false }))) as SocketAck;
              if (answer.ok) break;
              await sleep(500);
            }
            if (droppedAt !== null) reconnectMs.push(Date.now() - droppedAt);
            droppedAt = null;
            if (first) resolve(socket);
            first = false;
          })();
        });
        socket.once('connect_error', (error) => first && reject(error));
      });

    // Chat: a running session per pair; the customer sends a message every 300 ms (5 a second is the
    // limit per person), each acknowledged or sent again with the same clientMessageId.
    const acked = new Map<string, string>(); // clientMessageId -> stored message id
    const chats = await Promise.all(
      chatPairs.map(async ({ listener, customer }) => {
        const requested = await retrying(
          'POST',
          '/sessions/request',
          customer.token,
          requestBody(listener.id),
        );
        const sessionId = String(requested.json.data?.id);
        await openConsole(listener.token);
        await retrying('GET', `/sessions/accept-session-request?id=${sessionId}`, listener.token);
        await retrying('GET', `/sessions/start-session?id=${sessionId}`, listener.token);
        const socket = await openConsole(customer.token, { role: 'customer', sessionId });
        // The listener's console in the session: what reaches it live, across processes.
        const listenerSocket = await openConsole(listener.token, { role: 'listener', sessionId });
        const seen = new Set<string>();
        listenerSocket.on('message', (message: { id: string }) => seen.add(message.id));
        return { sessionId, socket, seen };
      }),
    );
    const chatLoops = chats.map(async ({ sessionId, socket }) => {
      const unanswered: string[] = [];
      let n = 0;
      for (;;) {
        if (!running && (unanswered.length === 0 || Date.now() - stoppedAt > 30_000)) break;
        await sleep(300);
        if (!socket.connected) continue;
        const clientMessageId = unanswered[0] ?? (running ? crypto.randomUUID() : undefined);
        if (!clientMessageId) break;
        if (unanswered[0] !== clientMessageId) unanswered.push(clientMessageId);
        try {
          const ack = (await socket.timeout(3000).emitWithAck('send_message', {
            sessionId,
            message: `m${(n += 1)}`,
            clientMessageId,
          })) as SendMessageAck;
          if (ack.ok) {
            acked.set(clientMessageId, ack.message.id);
            unanswered.shift();
          }
        } catch {
          // no answer in time: sent again on the next tick
        }
      }
    });

    // Sessions: request, accept, start, close, again; the customer buys coins between sessions.
    let sessionsCompleted = 0;
    let purchasesConfirmed = 0;
    const lifecycleLoops = lifecyclePairs.map(async ({ listener, customer }, i) => {
      await openConsole(listener.token);
      while (running) {
        const requested = await retrying(
          'POST',
          '/sessions/request',
          customer.token,
          requestBody(listener.id),
        );
        const id = requested.json.data?.id;
        if (requested.status !== 200 || typeof id !== 'string') {
          await sleep(500);
          continue;
        }
        await retrying('GET', `/sessions/accept-session-request?id=${id}`, listener.token);
        await retrying('GET', `/sessions/start-session?id=${id}`, listener.token);
        await sleep(400);
        const closed = await retrying('GET', `/sessions/close-session?id=${id}`, listener.token);
        if (closed.status === 200) sessionsCompleted += 1;
        if (i % 2 === 0) {
          const bought = await retrying(
            'POST',
            '/wallet/purchase',
            customer.token,
            { planId: plan.id },
            crypto.randomUUID(),
          );
          if (bought.status === 200) purchasesConfirmed += 1;
        }
      }
    });

    let withdrawalsRequested = 0;
    const withdrawalLoops = withdrawers.map(async (listener) => {
      while (running) {
        const asked = await retrying(
          'POST',
          '/withdrawals',
          listener.token,
          { amountPaise: 10_000 },
          crypto.randomUUID(),
        );
        if (asked.status === 200) withdrawalsRequested += 1;
        await sleep(1500);
      }
    });

    // ── the faults ──
    /** Until HAProxy has a ready process again (each one's /readyz answered twice in a row). */
    const readyThroughBalancer = async () => {
      for (let ready = 0; ready < 3; await sleep(200)) {
        const response = await fetch(`${base}/readyz`).catch(() => undefined);
        ready = response?.status === 200 ? ready + 1 : 0;
      }
    };
    const faults = async () => {
      await sleep(3000);
      log(`messages seen live per chat before the faults: ${chats.map((c) => c.seen.size).join(',')}`);
      for (let round = 0; round < options.killRounds; round += 1) {
        phase = 'kill';
        const i = round % cluster!.apps.length;
        log(`kill -9 ${cluster!.apps[i]!.name}`);
        await cluster!.kill(i);
        await cluster!.restart(i);
        phase = 'steady';
        await sleep(options.killGapMs);
      }
      log(`... after the kills: ${chats.map((c) => c.seen.size).join(',')}`);
      phase = 'redis';
      log('Redis down for 2 s');
      await redis.stop();
      await sleep(2000);
      await redis.start();
      await readyThroughBalancer();
      phase = 'steady';
      await sleep(2000);
      log(`... after the Redis restart: ${chats.map((c) => c.seen.size).join(',')}`);
      phase = 'postgres';
      log('PostgreSQL crashes, back after 2 s');
      postgres.crash();
      await sleep(2000);
      postgres.start();
      await readyThroughBalancer();
      phase = 'steady';
      await sleep(3000);
    };
    await faults();
    running = false;
    stoppedAt = Date.now();
    log(
      `faults over; processes alive: ${cluster.apps.map((a) => `${a.name}=${a.child.exitCode ?? 'up'}`).join(' ')}`,
    );
    await Promise.all([...chatLoops, ...lifecycleLoops, ...withdrawalLoops]);
    log('load stopped');
    // After the faults the fan-out works again: a message sent now reaches the other side's socket live
    // (whichever process holds it), not only through a history read.
    let relayedAfterFaults = 0;
    await Promise.all(
      chats.map(async ({ sessionId, socket, seen }) => {
        const ack = (await socket
          .timeout(5000)
          .emitWithAck('send_message', {
            sessionId,
            message: 'after the faults',
            clientMessageId: crypto.randomUUID(),
          })
          .catch(() => ({ ok: false }))) as SendMessageAck;
        if (!ack.ok) return;
        const until = Date.now() + 5000;
        while (!seen.has(ack.message.id) && Date.now() < until) await sleep(50);
        if (seen.has(ack.message.id)) relayedAfterFaults += 1;
      }),
    );
    // Close the chats' sessions, then let the sweepers end what was left (requests expire in 5 s).
    for (const [i, { sessionId }] of chats.entries()) {
      await retrying('GET', `/sessions/close-session?id=${sessionId}`, chatPairs[i]!.listener.token);
    }
    await sleep(7000);

    // ── the books ──
    const books = await withClient(url, async (client) => {
      const one = async (text: string, values: unknown[] = []) =>
        Number((await client.query<{ n: string }>(text, values)).rows[0]?.n ?? 0);
      const ids = [...acked.values()];
      return {
        messagesFound: await one('select count(*) as n from session_messages where id = any($1::uuid[])', [
          ids,
        ]),
        messagesStoredTwice: await one(
          'select count(*) as n from (select 1 from session_messages group by session_id, sender_id, client_message_id having count(*) > 1) d',
        ),
        ledgerSum: await one('select coalesce(sum(amount), 0) as n from ledger_entries'),
        walletsOffBalance: await one(
          `select count(*) as n from accounts a
             where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)`,
        ),
        // A completed session's charge is one transaction `session:<id>` taking exactly coins_charged
        // from the wallet, and there is none when nothing was charged.
        sessionsBilledWrong: await one(
          `select count(*) as n from sessions s
             left join ledger_transactions t on t.reference = 'session:' || s.id
             left join ledger_entries e on e.transaction_id = t.id
               and e.account_id = (select id from accounts where owner_id = s.customer_id and kind = 'CUSTOMER_WALLET')
             where s.status in ('COMPLETED', 'REPORTED')
               and coalesce(-e.amount, 0) <> coalesce(s.coins_charged, 0)`,
        ),
        sessionsOpenPastDeadline: await one(
          `select count(*) as n from sessions
             where (status in ('pending', 'ACCEPTED') and expires_at < now() - interval '3 seconds')
                or (status = 'IN_PROGRESS' and runs_out_at < now() - interval '3 seconds')`,
        ),
      };
    });
    return {
      seconds: Math.round((Date.now() - started) / 1000),
      messagesAcknowledged: acked.size,
      messagesLost: acked.size - books.messagesFound,
      messagesStoredTwice: books.messagesStoredTwice,
      sessionsCompleted,
      purchasesConfirmed,
      withdrawalsRequested,
      ledgerSum: books.ledgerSum,
      walletsOffBalance: books.walletsOffBalance,
      sessionsBilledWrong: books.sessionsBilledWrong,
      sessionsOpenPastDeadline: books.sessionsOpenPastDeadline,
      relayedAfterFaults,
      reconnects: reconnectMs.length,
      reconnectP95Ms: percentile(reconnectMs, 95),
      requests,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await cluster?.stop();
    await redis.stop();
    postgres.stop();
  }
};
