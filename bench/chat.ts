// Realtime chat under load (issue 9 §5): N customer-listener pairs in running sessions, each side sending a
// chat message every 2 s over its own socket.io client (websocket transport, the sign-in token as
// `auth.token`), against the server (apps/server/src/main.ts) in its own process. Each side joins its
// session room first (join-as-listener / join-as-customer, acknowledged), then sends `send_message` with
// an acknowledgement. Measured, per level, after a warm-up:
// - relay latency: the sender's emit -> the other side's `message` event (p50, p99, max), and the
//   sender's acknowledgement (stored) latency;
// - server memory per socket: the server's resident memory (VmRSS in /proc/<pid>/status) after a few
//   warm-up pairs (one-time costs paid) and after every socket connected and joined, divided by the
//   sockets in between; also the same after the load ran (messages, buffers, garbage not yet collected);
// - CPU of the server process(es) and of this process, and this process's event-loop delay: the bench's
//   thousands of clients share the machine's cores with the server, so their own delay is part of every
//   latency it measures (the load average is printed with each level).
// Levels: 500, 1,000 and 2,000 sessions on PostgreSQL (a fresh database each), 500 on the embedded database
// (PGlite in a temporary DATA_DIR, the server's default mode), and 1,000 across two server processes with
// Redis (listeners on one, customers on the other: every message crosses Redis). Kinds haproxy1 and
// haproxy3 put 1 or 3 processes on PostgreSQL and Redis behind HAProxy (issue 20 §5; every socket goes
// through the balancer). BENCH_SERVER_CPUS pins the servers (and HAProxy) of every kind, e.g.
// `BENCH_SERVER_CPUS=1 taskset -c 0 npm run bench:chat` keeps the clients on core 0 and the servers on 1.
// Aims (issue 9 §5): 2,000 sessions on one process with relay p99 ≤ 20 ms and ≤ 40 KB per socket.
// Seeding: users and sessions inserted directly in SQL (chat-seed.ts); tokens minted with the server's own
// token code and the secret the server is started with (no sign-in, so no sign-in rate limit or argon2).
// The limit (issue 21 §1): kinds bare and bare-redis run the same clients against a bare socket.io relay
// (bare-relay.ts: no database, no checks), one process or two through Redis; the table's end gives the
// product's latency as a multiple of the relay's at the same level.
// Run: npm run bench:chat (also part of npm run bench). Options: BENCH_CHAT_RUNS (default
// `bare:500,postgres:500,bare:1000,postgres:1000,bare:2000,postgres:2000,pglite:500,bare-redis:1000,
// redis:1000`; kinds postgres, pglite, redis, haproxy1, haproxy3, bare, bare-redis),
// BENCH_SECONDS (measured seconds per level, default 30: one presence heartbeat falls in every window),
// BENCH_WARMUP_SECONDS (default 6), BENCH_POSTGRES_URL (an admin URL; default
// postgres://postgres@127.0.0.1:5432/postgres), BENCH_REDIS_URL (default redis://127.0.0.1:6379),
// BENCH_CONNECT_CONCURRENCY (sockets connecting at once, default 50), BENCH_SERVER_ARGS (node flags for
// the server processes, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  socketEvents,
  type ChatMessage,
  type ClientToServerEvents,
  type SendMessageAck,
  type ServerToClientEvents,
  type SocketAck,
} from '@app/contract';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { createTokenService } from '../apps/server/src/lib/tokens.ts';
import { urlForDatabase, withClient } from '../apps/server/test/support/global-setup.ts';
import { chatPair, seedChatSessions } from './chat-seed.ts';
import { startCluster } from '../scripts/cluster.mjs';
import { buildServer, root, startProductServer } from './product-server.ts';

const KINDS = ['postgres', 'pglite', 'redis', 'haproxy1', 'haproxy3', 'bare', 'bare-redis'] as const;
type Kind = (typeof KINDS)[number];
const runs = (
  process.env.BENCH_CHAT_RUNS ??
  'bare:500,postgres:500,bare:1000,postgres:1000,bare:2000,postgres:2000,pglite:500,bare-redis:1000,redis:1000'
)
  .split(',')
  .map((spec) => {
    const [name, pairs] = spec.trim().split(':');
    const kind = KINDS.find((k) => k === name);
    if (!kind || !(Number(pairs) > 0))
      throw new Error(`BENCH_CHAT_RUNS: expected <kind>:<sessions>, got ${spec}`);
    return { kind, pairs: Number(pairs) };
  });
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 6);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const connectConcurrency = Number(process.env.BENCH_CONNECT_CONCURRENCY ?? 50);

/** Each side sends one message every SEND_EVERY_MS (the server allows 5 a second per socket). */
const SEND_EVERY_MS = 2000;
/** Pairs connected, joined and chatting before the memory baseline is read (one-time costs paid). */
const BASELINE_PAIRS = 10;
/**
 * After the measured window: how long a message sent in it may still arrive. One that has not by then
 * counts as not relayed (lost, or hopelessly late) and enters the percentiles as infinitely late.
 */
const DRAIN_MS = 5000;
const AIM_SESSIONS = 2000;
const AIM_P99_MS = 20;
const AIM_KB_PER_SOCKET = 40;
const MESSAGE_TEXT = 'Thank you for listening, it helps to talk about my day with someone.';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** A server process; `probeFile` gets its event-loop delay and GC time once a second (chat-probe.ts). */
type Server = { base: string; pid: number; probeFile: string; stop: () => Promise<void> };

/** Resident memory of a process in KB (Linux). */
const rssKb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
};

/** CPU time (ms) a process spent so far, every thread (utime + stime, 100 ticks a second). */
const cpuMs = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

/** The soft limit on open files of this process (the servers inherit it). */
const openFileLimit = () => {
  const limits = fs.readFileSync('/proc/self/limits', 'utf8');
  const soft = /Max open files\s+(\S+)/.exec(limits)?.[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
};

/**
 * CPU time (ms) PostgreSQL's backends spend serving `dbName` (the servers' pools) from now until the
 * returned `stop`. The pools open and close connections as they go, so the backends are sampled every
 * 500 ms: one born meanwhile counts from zero, one gone counts up to its last sample. Backends of a
 * PostgreSQL on another machine have no /proc entries here and count nothing.
 */
const watchBackends = async (dbName: string) => {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let stopping: (() => void) | undefined;
  const stopped = new Promise<void>((resolve) => (stopping = resolve));
  let ready: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const watching = withClient(adminUrl, async (client) => {
    const sample = async (isFirst: boolean) => {
      const result = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1',
        [dbName],
      );
      for (const { pid } of result.rows) {
        try {
          const cpu = cpuMs(pid);
          if (!first.has(pid)) first.set(pid, isFirst ? cpu : 0);
          last.set(pid, cpu);
        } catch {
          // The backend ended between the query and the read.
        }
      }
    };
    await sample(true);
    ready();
    let done = false;
    void stopped.then(() => (done = true));
    while (!done) {
      await Promise.race([sleep(500), stopped]);
      await sample(false);
    }
  });
  await Promise.race([started, watching]);
  return async () => {
    stopping?.();
    await watching;
    return [...last].reduce((sum, [pid, cpu]) => sum + cpu - (first.get(pid) ?? 0), 0);
  };
};

/**
 * The product's server in its own process (or, with `entry`, the bare relay: bare-relay.ts), with the
 * probe that reports its event loop and GC.
 */
const startServer = async (env: Record<string, string>, entry?: string): Promise<Server> => {
  const probeFile = path.join(
    os.tmpdir(),
    `lw-bench-chat-probe-${crypto.randomBytes(4).toString('hex')}.jsonl`,
  );
  const probe = pathToFileURL(path.join(root, 'bench/chat-probe.ts')).href;
  const server = await startProductServer(
    { BENCH_PROBE_FILE: probeFile, ...env },
    { imports: [probe], ...(entry ? { entry } : {}) },
  );
  return {
    ...server,
    probeFile,
    stop: async () => {
      await server.stop();
      fs.rmSync(probeFile, { force: true });
    },
  };
};

/**
 * `processes` server processes on PostgreSQL and Redis behind HAProxy (scripts/cluster.mjs), every
 * socket through the balancer; with BENCH_SERVER_CPUS (e.g. `1`) the servers and HAProxy are pinned to
 * those cores (run the bench itself with `taskset -c 0`).
 */
const startBehindHaproxy = async (env: Record<string, string>, processes: number): Promise<Server[]> => {
  const probeFile = path.join(
    os.tmpdir(),
    `lw-bench-chat-probe-${crypto.randomBytes(4).toString('hex')}.jsonl`,
  );
  const probe = pathToFileURL(path.join(root, 'bench/chat-probe.ts')).href;
  buildServer();
  const cluster = await startCluster({
    databaseUrl: env.DATABASE_URL,
    redisUrl,
    processes,
    env: { ...env, BENCH_PROBE_FILE: probeFile },
    nodeArgs: ['--conditions=source', '--import', 'tsx', '--import', probe],
    ...(process.env.BENCH_SERVER_CPUS ? { cpus: process.env.BENCH_SERVER_CPUS } : {}),
  });
  const stop = async () => {
    await cluster.stop();
    fs.rmSync(probeFile, { force: true });
  };
  return cluster.apps.map((app) => ({ base: cluster.url, pid: app.pid, probeFile, stop }));
};

/** The three seconds of the window whose messages were relayed slowest: a periodic job shows up here. */
const worstSeconds = (stats: { relay: number[]; relaySentAt: number[] }, windowStarted: number) => {
  const bySecond = new Map<number, number[]>();
  stats.relay.forEach((latency, i) => {
    const second = Math.floor((stats.relaySentAt[i]! - windowStarted) / 1000);
    const latencies = bySecond.get(second) ?? [];
    latencies.push(latency);
    bySecond.set(second, latencies);
  });
  return [...bySecond]
    .map(([second, latencies]) => ({
      second,
      p99: percentile(
        latencies.sort((a, b) => a - b),
        0.99,
      ),
    }))
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, 3)
    .map(({ second, p99 }) => `+${second} s: ${p99.toFixed(0)} ms`)
    .join(', ');
};

/** A latency in ms; infinitely late (never arrived) as `∞`, none measured as `-`. */
const ms = (value: number, digits = 1) =>
  value === Infinity ? '∞' : Number.isFinite(value) ? value.toFixed(digits) : '-';

/**
 * The servers' event loop over [from, to] (epoch ms), from their probe lines: the worst one-second p99 and
 * the longest delay (ms), and the share of the time spent in garbage collection.
 */
const probed = (servers: Server[], from: number, to: number) => {
  type Line = { t: number; p99: number; max: number; gcMs: number };
  const lines = servers.flatMap((server) =>
    fs
      .readFileSync(server.probeFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line)
      .filter((line) => line.t > from && line.t <= to + 500),
  );
  const gcMs = lines.reduce((sum, line) => sum + line.gcMs, 0);
  return {
    loopP99: Math.max(...lines.map((line) => line.p99)),
    loopMax: Math.max(...lines.map((line) => line.max)),
    gcPercent: (gcMs / Math.max(1, (to - from) * servers.length)) * 100,
  };
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** One side of a pair: its socket and what it sends. */
type Side = {
  socket: ChatSocket;
  sessionId: string;
  senderType: ChatMessage['senderType'];
  timers: NodeJS.Timeout[];
};

/** The load: every message in flight and what was measured of those sent in the measured window. */
const createStats = () => {
  type Pending = { at: number; measured: boolean; relayed: boolean; acked: boolean };
  const pending = new Map<string, Pending>();
  const stats = {
    measuring: false,
    sent: 0,
    relay: [] as number[],
    /** When each relayed message of the window was sent (performance.now()), in the order of `relay`. */
    relaySentAt: [] as number[],
    ack: [] as number[],
    refused: new Map<string, number>(),
    /** A message sent: remembered until both its relay and its acknowledgement came. */
    send: (side: Side) => {
      const clientMessageId = crypto.randomUUID();
      const entry: Pending = {
        at: performance.now(),
        measured: stats.measuring,
        relayed: false,
        acked: false,
      };
      pending.set(clientMessageId, entry);
      if (entry.measured) stats.sent += 1;
      side.socket.emit(
        socketEvents.client.sendMessage,
        { sessionId: side.sessionId, message: MESSAGE_TEXT, clientMessageId },
        (answer: SendMessageAck) => {
          if (entry.measured) {
            if (answer.ok) stats.ack.push(performance.now() - entry.at);
            else stats.refused.set(answer.message, (stats.refused.get(answer.message) ?? 0) + 1);
          }
          entry.acked = true;
          if (entry.relayed || !answer.ok) pending.delete(clientMessageId);
        },
      );
    },
    /** A `message` event on `side`: the other side's message relayed (its own echo is not a relay). */
    received: (side: Side, message: ChatMessage) => {
      if (message.senderType === side.senderType || !message.clientMessageId) return;
      const entry = pending.get(message.clientMessageId);
      if (!entry || entry.relayed) return;
      entry.relayed = true;
      if (entry.measured) {
        stats.relay.push(performance.now() - entry.at);
        stats.relaySentAt.push(entry.at);
      }
      if (entry.acked) pending.delete(message.clientMessageId);
    },
    /** Sockets that lost their connection during the run, by reason (none expected). */
    disconnects: new Map<string, number>(),
    disconnected: (reason: string) => {
      if (stats.closing) return;
      stats.disconnects.set(reason, (stats.disconnects.get(reason) ?? 0) + 1);
    },
    closing: false,
    /** Messages of the measured window that never reached the other side. */
    lost: () => [...pending.values()].filter((entry) => entry.measured && !entry.relayed).length,
    unacked: () => [...pending.values()].filter((entry) => entry.measured && !entry.acked).length,
  };
  return stats;
};
type Stats = ReturnType<typeof createStats>;

/** Connects one side with its token and joins its session room (acknowledged). */
const connectSide = async (
  base: string,
  token: string,
  side: Omit<Side, 'socket' | 'timers'>,
  stats: Pick<Stats, 'received' | 'disconnected'>,
): Promise<Side> => {
  const socket: ChatSocket = io(base, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    // One connection per socket, as one browser tab has (no multiplexing over a shared manager).
    forceNew: true,
    reconnection: false,
    timeout: 20_000,
  });
  const connected: Side = { ...side, socket, timers: [] };
  socket.on(socketEvents.server.message, (message) => stats.received(connected, message));
  socket.on('disconnect', (reason) => stats.disconnected(reason));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const join =
    side.senderType === 'LISTENER' ? socketEvents.client.joinAsListener : socketEvents.client.joinAsCustomer;
  const answer = await new Promise<SocketAck>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${join} was not acknowledged in 20 s`)), 20_000);
    socket.emit(join, { sessionId: side.sessionId }, (reply: SocketAck) => {
      clearTimeout(timer);
      resolve(reply);
    });
  });
  if (!answer.ok) throw new Error(`${join}: ${answer.message}`);
  return connected;
};

/** Runs `work` on every item, `concurrency` at a time. */
const eachLimited = async <T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
};

type Row = {
  kind: Kind;
  label: string;
  sessions: number;
  sockets: number;
  load: string;
  connectPerSecond: number;
  kbPerSocket: number;
  kbPerSocketAfterLoad: number;
  messagesPerSecond: number;
  relayP50: number;
  relayP99: number;
  relayMax: number;
  ackP50: number;
  ackP99: number;
  lost: number;
  refused: number;
  serverCpu: number;
  /** CPU time per message sent in the window (µs): the server process(es), and PostgreSQL's backends. */
  serverUsPerMessage: number;
  postgresUsPerMessage: number | undefined;
  benchCpu: number;
  benchLoopP99: number;
  server: ReturnType<typeof probed>;
  singleProcess: boolean;
};
const rows: Row[] = [];

/** Opens the database the servers will use (applying the migrations), seeds it and closes it again. */
const prepare = async (options: Parameters<typeof openDatabase>[0], pairs: number) => {
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    await seedChatSessions(database.db, pairs, new Date());
  } finally {
    await database.close();
  }
  console.log(
    `  seeded ${pairs.toLocaleString('en-US')} listeners, customers and running sessions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
};

const runLevel = async (kind: Kind, pairs: number) => {
  const label = {
    postgres: 'PostgreSQL',
    pglite: 'embedded (PGlite)',
    redis: 'PostgreSQL + Redis, 2 processes',
    haproxy1: 'HAProxy, 1 process',
    haproxy3: 'HAProxy, 3 processes',
    bare: 'bare socket.io relay (no database: the limit)',
    'bare-redis': 'bare socket.io relay, 2 processes through Redis (the limit)',
  }[kind];
  console.log(
    `\n${label}: ${pairs.toLocaleString('en-US')} sessions, ${(pairs * 2).toLocaleString('en-US')} sockets`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-bench-chat-'));
  const dbName = `bench_chat_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const bare = kind === 'bare' || kind === 'bare-redis';
  const usesPostgres = kind !== 'pglite' && !bare;
  const secret = crypto.randomBytes(32).toString('hex');
  const servers: Server[] = [];
  const sides: Side[] = [];
  const stats = createStats();
  try {
    let env: Record<string, string> = { DATA_DIR: dataDir, JWT_SECRET: secret };
    if (bare) {
      // Nothing to seed: the relay keeps no state beyond its rooms.
    } else if (usesPostgres) {
      await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${dbName}"`));
      const url = urlForDatabase(adminUrl, dbName);
      await prepare({ driver: 'postgres', url, poolSize: 2 }, pairs);
      env = { ...env, DATABASE_URL: url };
    } else {
      await prepare({ driver: 'pglite', dataDir }, pairs);
    }
    if (kind === 'bare') {
      servers.push(await startServer(env, 'bench/bare-relay.ts'));
    } else if (kind === 'bare-redis') {
      env = { ...env, REDIS_URL: redisUrl };
      servers.push(
        await startServer(env, 'bench/bare-relay.ts'),
        await startServer(env, 'bench/bare-relay.ts'),
      );
    } else if (kind === 'redis') {
      env = { ...env, REDIS_URL: redisUrl };
      servers.push(await startServer(env), await startServer(env));
    } else if (kind === 'haproxy1' || kind === 'haproxy3') {
      servers.push(...(await startBehindHaproxy(env, kind === 'haproxy1' ? 1 : 3)));
    } else {
      servers.push(await startServer(env));
    }
    const listenerServer = servers[0]!;
    const customerServer = servers[servers.length - 1]!;

    // Tokens as the server signs them at sign-in (same code, same secret), for every seeded person.
    const tokens = createTokenService(secret, 24);
    const people = await Promise.all(
      Array.from({ length: pairs }, async (_, k) => {
        const pair = chatPair(k);
        return {
          ...pair,
          listenerToken: await tokens.sign(pair.listener, 0),
          customerToken: await tokens.sign(pair.customer, 0),
        };
      }),
    );

    const connectPair = async (person: (typeof people)[number]) => {
      sides.push(
        await connectSide(
          listenerServer.base,
          person.listenerToken,
          { sessionId: person.sessionId, senderType: 'LISTENER' },
          stats,
        ),
        await connectSide(
          customerServer.base,
          person.customerToken,
          { sessionId: person.sessionId, senderType: 'CUSTOMER' },
          stats,
        ),
      );
    };
    const rss = () => servers.reduce((sum, server) => sum + rssKb(server.pid), 0);
    const serverCpu = () => servers.reduce((sum, server) => sum + cpuMs(server.pid), 0);
    const startSending = (side: Side) => {
      const first = setTimeout(() => {
        stats.send(side);
        side.timers.push(setInterval(() => stats.send(side), SEND_EVERY_MS));
      }, Math.random() * SEND_EVERY_MS);
      side.timers.push(first);
    };

    // Baseline: a few pairs connected, joined and chatting, so the code paths and pools exist.
    const baselinePairs = Math.min(BASELINE_PAIRS, pairs);
    await eachLimited(people.slice(0, baselinePairs), connectConcurrency, connectPair);
    for (const side of sides) stats.send(side);
    await sleep(2000);
    const rssBefore = rss();
    const socketsBefore = sides.length;

    const connectStarted = performance.now();
    await eachLimited(people.slice(baselinePairs), connectConcurrency, connectPair);
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    await sleep(2000);
    const rssAfter = rss();
    const kbPerSocket = (rssAfter - rssBefore) / Math.max(1, sides.length - socketsBefore);
    console.log(
      `  ${sides.length.toLocaleString('en-US')} sockets connected and joined (${Math.round((sides.length - socketsBefore) / connectSeconds).toLocaleString('en-US')}/s); server RSS ${(rssBefore / 1024).toFixed(0)} MB -> ${(rssAfter / 1024).toFixed(0)} MB: ${kbPerSocket.toFixed(1)} KB per socket`,
    );

    // Warm-up, then the measured window.
    for (const side of sides) startSending(side);
    await sleep(warmupSeconds * 1000);
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    const windowLoad = load();
    const stopWatchingPostgres = usesPostgres ? await watchBackends(dbName) : undefined;
    const cpuBefore = { server: serverCpu(), bench: process.cpuUsage() };
    stats.measuring = true;
    const windowStarted = performance.now();
    const windowEpoch = Date.now();
    await sleep(seconds * 1000);
    stats.measuring = false;
    const windowSeconds = (performance.now() - windowStarted) / 1000;
    const serverCpuMs = serverCpu() - cpuBefore.server;
    const postgresCpuMs = (await stopWatchingPostgres?.()) ?? 0;
    const serverCpuPct = (serverCpuMs / 10 / windowSeconds) | 0;
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const benchCpuPct = ((benchCpu.user + benchCpu.system) / 1e4 / windowSeconds) | 0;
    loopDelay.disable();
    for (const side of sides) side.timers.forEach((timer) => clearTimeout(timer));
    await sleep(DRAIN_MS);
    const rssAfterLoad = rss();

    const late = (count: number) => Array.from({ length: count }, () => Infinity);
    const relay = [...stats.relay, ...late(stats.lost())].sort((a, b) => a - b);
    const ack = [...stats.ack, ...late(stats.unacked())].sort((a, b) => a - b);
    const refused = [...stats.refused.values()].reduce((sum, n) => sum + n, 0);
    const row: Row = {
      kind,
      label,
      sessions: pairs,
      sockets: sides.length,
      load: windowLoad,
      connectPerSecond: Math.round((sides.length - socketsBefore) / connectSeconds),
      kbPerSocket,
      kbPerSocketAfterLoad: (rssAfterLoad - rssBefore) / Math.max(1, sides.length - socketsBefore),
      messagesPerSecond: stats.sent / windowSeconds,
      relayP50: percentile(relay, 0.5),
      relayP99: percentile(relay, 0.99),
      relayMax: relay[relay.length - 1] ?? NaN,
      ackP50: percentile(ack, 0.5),
      ackP99: percentile(ack, 0.99),
      lost: stats.lost(),
      refused,
      serverCpu: serverCpuPct,
      serverUsPerMessage: (serverCpuMs * 1000) / Math.max(1, stats.sent),
      postgresUsPerMessage: usesPostgres ? (postgresCpuMs * 1000) / Math.max(1, stats.sent) : undefined,
      benchCpu: benchCpuPct,
      // The histogram holds whole timer intervals: the delay is what exceeds the 5 ms interval.
      benchLoopP99: Math.max(0, loopDelay.percentile(99) / 1e6 - 5),
      server: probed(servers, windowEpoch, windowEpoch + windowSeconds * 1000),
      singleProcess: servers.length === 1,
    };
    rows.push(row);
    console.log(
      `  load average ${windowLoad}; ${stats.sent.toLocaleString('en-US')} messages in ${windowSeconds.toFixed(0)} s (${row.messagesPerSecond.toFixed(0)}/s): relay p50 ${ms(row.relayP50)} ms, p99 ${ms(row.relayP99)} ms, max ${ms(row.relayMax, 0)} ms; ack p50 ${ms(row.ackP50)} ms, p99 ${ms(row.ackP99)} ms; not relayed within ${DRAIN_MS / 1000} s after the window ${row.lost}, refused ${refused}`,
    );
    console.log(
      `  slowest seconds of the window (p99 of the messages sent in it): ${worstSeconds(stats, windowStarted)}`,
    );
    for (const [reason, count] of stats.refused) console.log(`    refused ${count}×: ${reason}`);
    for (const [reason, count] of stats.disconnects) console.log(`    disconnected ${count}×: ${reason}`);
    console.log(
      `  CPU during the window: server ${serverCpuPct}% of one core${servers.length > 1 ? ` (${servers.length} processes)` : ''}, ${row.serverUsPerMessage.toFixed(0)} µs per message${row.postgresUsPerMessage === undefined ? '' : ` + PostgreSQL ${row.postgresUsPerMessage.toFixed(0)} µs per message`}; server event loop: worst one-second p99 ${row.server.loopP99.toFixed(1)} ms, max ${row.server.loopMax.toFixed(0)} ms, ${row.server.gcPercent.toFixed(1)}% of the time in GC; bench clients ${benchCpuPct}%, their event-loop delay p99 ${row.benchLoopP99.toFixed(1)} ms; server RSS after the load ${(rssAfterLoad / 1024).toFixed(0)} MB (${row.kbPerSocketAfterLoad.toFixed(1)} KB per socket)`,
    );
  } finally {
    stats.closing = true;
    for (const side of sides) side.socket.disconnect();
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (usesPostgres) {
      await withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`),
      );
    }
  }
};

const printTable = () => {
  const header = [
    'database',
    'sessions',
    'sockets',
    'msg/s',
    'relay p50 ms',
    'p99 ms',
    'max ms',
    'ack p99 ms',
    'not relayed',
    'KB/socket',
    'after load',
    'CPU server',
    'µs/msg',
    'PG µs/msg',
    'CPU bench',
    'load avg',
    'aim',
  ];
  const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
  const body = rows.map((r) => {
    const aims =
      r.singleProcess && !r.kind.startsWith('bare')
        ? [
            `p99 ≤ ${AIM_P99_MS} ms: ${r.relayP99 <= AIM_P99_MS ? 'met' : 'MISSED'}`,
            `≤ ${AIM_KB_PER_SOCKET} KB: ${r.kbPerSocket <= AIM_KB_PER_SOCKET ? 'met' : 'MISSED'}`,
          ].join(', ')
        : '';
    return [
      r.label,
      r.sessions.toLocaleString('en-US'),
      r.sockets.toLocaleString('en-US'),
      fixed(r.messagesPerSecond, 0),
      ms(r.relayP50),
      ms(r.relayP99),
      ms(r.relayMax, 0),
      ms(r.ackP99),
      String(r.lost + r.refused),
      fixed(r.kbPerSocket),
      fixed(r.kbPerSocketAfterLoad),
      `${r.serverCpu}%`,
      fixed(r.serverUsPerMessage, 0),
      r.postgresUsPerMessage === undefined ? '' : fixed(r.postgresUsPerMessage, 0),
      `${r.benchCpu}%`,
      r.load,
      aims,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i >= 1 && i <= 14 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const cells of body) console.log(line(cells));

  // The product against the bare relay at the same level: one process against `bare`, two through Redis
  // against `bare-redis` (issue 21 §1).
  const limitOf = { postgres: 'bare', pglite: 'bare', redis: 'bare-redis' } as const;
  for (const r of rows) {
    const limitKind = r.kind in limitOf ? limitOf[r.kind as keyof typeof limitOf] : undefined;
    const limit = rows.find((other) => other.kind === limitKind && other.sessions === r.sessions);
    if (!limit) continue;
    console.log(
      `${r.label}, ${r.sessions.toLocaleString('en-US')} sessions: relay p50 ${ms(r.relayP50)} ms, p99 ${ms(r.relayP99)} ms; the bare relay ${ms(limit.relayP50)} / ${ms(limit.relayP99)} ms: ${fixed(r.relayP50 / limit.relayP50)}× / ${fixed(r.relayP99 / limit.relayP99)}×`,
    );
  }

  const target = rows.find((r) => r.singleProcess && r.sessions === AIM_SESSIONS && r.kind === 'postgres');
  if (target) {
    const p99 = target.relayP99 <= AIM_P99_MS;
    const memory = target.kbPerSocket <= AIM_KB_PER_SOCKET;
    console.log(
      `\nAim (issue 9 §5), ${AIM_SESSIONS.toLocaleString('en-US')} sessions on one process: relay p99 ${ms(target.relayP99)} ms ≤ ${AIM_P99_MS} ms ${p99 ? 'met' : 'MISSED'}; ${fixed(target.kbPerSocket)} KB per socket ≤ ${AIM_KB_PER_SOCKET} KB ${memory ? 'met' : 'MISSED'}.`,
    );
  }
  console.log(
    `The bench's clients and the server share this machine's ${os.availableParallelism()} cores: relay latency includes the clients' own event-loop delay.`,
  );
};

const largest = Math.max(...runs.map((run) => run.pairs * 2));
const limit = openFileLimit();
// Each socket is a file here and one in the server (both directions of the loopback connection).
if (limit < largest + 200) {
  throw new Error(
    `Open-file limit ${limit} is below the ${largest} sockets plus margin the largest level needs: raise it (ulimit -n ${largest * 2 + 1000}).`,
  );
}
console.log(
  `chat: each side sends a message every ${SEND_EVERY_MS / 1000} s; warm-up ${warmupSeconds} s, measured ${seconds} s per level; ${os.availableParallelism()} cores shared by the server(s) and the clients; open-file limit ${limit}`,
);
for (const run of runs) await runLevel(run.kind, run.pairs);
printTable();
