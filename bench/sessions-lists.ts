// Measures the listener console's two polled lists, GET all-pending-sessions and all-ongoing-sessions,
// against a hello-world route (GET /healthz) of the same server process, one after the other, on the
// embedded database and on PostgreSQL. Data: 1,000 approved listeners and 10,000 sessions (sessions-seed.ts),
// written through the same database before the server opens it. The server is the product itself
// (apps/server/src/main.ts) in its own process; the requests carry real tokens of a sample of listeners
// (signed in through the API), rotating request by request. Every request authenticates (token -> user
// lookup), so that lookup is part of each list's cost.
// Then, on the embedded database, a fixed rate: 1,000 listeners polling both lists every 5 s = 400 req/s.
// Aims (issue 8 §7, raised by issue 21 §2): PostgreSQL lists ≥ 25% of hello-world's req/s; embedded p99 ≤ 50 ms at 400 req/s.
// Run: npm run bench:sessions (also part of npm run bench). Options: BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (default 20), BENCH_RATE_SECONDS (default 15), BENCH_DATABASES (default
// `pglite,postgres`), BENCH_POSTGRES_URL (an admin URL; default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_TOKENS (signed-in listeners, default 100), BENCH_EXPLAIN=1 (print the lists' query plans),
// BENCH_SERVER_ARGS (node flags for the server process), BENCH_ACCEPT_ENCODING (e.g. `gzip, deflate, br`, what
// a browser sends: the lists' answers are then compressed as they are for the web app).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { API_PREFIX, endpoints } from '@app/contract';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { qb } from '../apps/server/src/db/query-builder.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { urlForDatabase, withClient } from '../apps/server/test/support/global-setup.ts';
import { startProductServer, type ProductServer } from './product-server.ts';
import { LISTENERS, SESSIONS, listenerEmail, seedSessions } from './sessions-seed.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rateSeconds = Number(process.env.BENCH_RATE_SECONDS ?? 15);
const tokenCount = Math.min(LISTENERS, Number(process.env.BENCH_TOKENS ?? 100));
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const explain = process.env.BENCH_EXPLAIN === '1';
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;
/** 1,000 listeners, each polling two lists every 5 s. */
const POLL_RATE = (LISTENERS * 2) / 5;
const AIM_P99_MS = 50;
const AIM_RATIO = 0.25;
const PASSWORD = 'bench-pass-1';

const page = '?pagenumber=1&pagesize=10';
const lists = {
  pending: `${API_PREFIX}${endpoints.sessions.pending.path}${page}`,
  ongoing: `${API_PREFIX}${endpoints.sessions.ongoing.path}${page}`,
};

type Row = {
  database: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server process CPU per request, in µs: its main thread, and its busiest other thread (PGlite's). */
  cpuMain?: number;
  cpuOther?: number;
  ratio?: number;
  aim?: string;
};
const rows: Row[] = [];

/** Listeners spread evenly over the seed: 40% of them have two pending requests, 20% one, 30% an active session. */
const sampleListeners = () =>
  Array.from({ length: tokenCount }, (_, k) => (k * Math.floor(LISTENERS / tokenCount)) % LISTENERS);

/** Opens the database the server will use (applying the migrations), seeds it and closes it again. */
const prepare = async (options: Parameters<typeof openDatabase>[0], passwordHash: string) => {
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    await seedSessions(database.db, passwordHash, new Date());
    console.log(
      `  seeded ${LISTENERS.toLocaleString('en-US')} listeners and ${SESSIONS.toLocaleString('en-US')} sessions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await printPlans(database.db);
  } finally {
    await database.close();
  }
};

/** Both drivers answer through node-postgres, whose result carries `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Execution time of each list's two statements (page and count) for a listener with rows, as the repository writes them. */
const printPlans = async (db: Db) => {
  const listener = sql`md5('bench-listener-0')::uuid`;
  const queries = {
    pending: {
      where: sql`s.listener_id = ${listener} and s.status = 'pending' and s.expires_at > now()`,
      order: sql`s.requested_at asc, s.id asc`,
    },
    ongoing: {
      where: sql`s.listener_id = ${listener} and s.status in ('ACCEPTED', 'IN_PROGRESS')`,
      order: sql`s.requested_at desc, s.id desc`,
    },
  };
  for (const [name, { where, order }] of Object.entries(queries)) {
    const statements = {
      page: sql`select s.*, c.name, l.name, p.profile_picture_file_id from sessions s
        join users c on c.id = s.customer_id join users l on l.id = s.listener_id
        left join listener_profiles p on p.user_id = s.listener_id
        where ${where} order by ${order} limit 10 offset 0`,
      count: sql`select count(*) from sessions s where ${where}`,
    };
    for (const [part, statement] of Object.entries(statements)) {
      const result = await qb(db).execute(sql`explain (analyze, format text) ${statement}`);
      const lines = rowsOf<{ 'QUERY PLAN': string }>(result).map((r) => r['QUERY PLAN']);
      const ms = (label: string) => lines.find((line) => line.startsWith(label))?.replace(/^.*: /, '');
      const scan = lines.find((line) => / on sessions s /.test(line))?.replace(/^[\s>-]*|\s+\(cost.*$/g, '');
      if (explain) console.log(`  plan of ${name} (${part}):\n    ${lines.join('\n    ')}`);
      else
        console.log(
          `  ${name} ${part}: planning ${ms('Planning Time')}, execution ${ms('Execution Time')}; ${scan}`,
        );
    }
  }
};

type Server = ProductServer;

/**
 * CPU time (ms) of each thread of a process, from /proc (Linux; empty elsewhere). CPU per request does
 * not depend on how busy the machine is, unlike req/s and latency, so runs on a shared box compare.
 */
const threadTimes = (pid: number) => {
  const times = new Map<string, number>();
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      times.set(tid, ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    }
  } catch {
    // Not Linux, or the thread ended while being read: no CPU figures.
  }
  return times;
};

const startServer = (env: Record<string, string>): Promise<Server> => startProductServer(env);

/** Signs the sample of listeners in through the API, a few at a time (each sign-in hashes with argon2). */
const signIn = async (base: string, indexes: number[]) => {
  const tokens: string[] = [];
  const queue = [...indexes];
  const worker = async () => {
    for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
      const response = await fetch(`${base}${API_PREFIX}${endpoints.auth.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: listenerEmail(index), password: PASSWORD }),
      });
      if (!response.ok)
        throw new Error(`sign-in of listener ${index}: ${response.status} ${await response.text()}`);
      tokens.push(((await response.json()) as { token: string }).token);
    }
  };
  await Promise.all([worker(), worker()]);
  return tokens;
};

/** What the sample sees: how many of them get rows from each list (so the bench reads real pages). */
const countRows = async (base: string, tokens: string[]) => {
  const seen = { pending: 0, ongoing: 0 };
  const bytes = { pending: 0, ongoing: 0 };
  for (const token of tokens) {
    for (const list of ['pending', 'ongoing'] as const) {
      const response = await fetch(`${base}${lists[list]}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`${list}: ${response.status} ${await response.text()}`);
      const text = await response.text();
      const body = JSON.parse(text) as { data: { sessions: unknown[] } };
      if (body.data.sessions.length > 0) seen[list] += 1;
      bytes[list] += Buffer.byteLength(text);
    }
  }
  return { seen, bytes };
};

/** The next path each request; the next token once every path had its turn (a listener polls each list). */
const rotating = (paths: string[], tokens: string[]): autocannon.Request[] => {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const n = next++;
        return {
          ...request,
          path: paths[n % paths.length],
          headers: {
            ...request.headers,
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
            authorization: `Bearer ${tokens[Math.floor(n / paths.length) % tokens.length]}`,
          },
        };
      },
    },
  ];
};

const measure = async (
  database: string,
  route: string,
  options: Omit<autocannon.Options, 'url'>,
  server: Server,
  hello?: number,
) => {
  const before = threadTimes(server.pid);
  const result = await autocannon({ url: server.base, connections, duration: seconds, ...options });
  const after = threadTimes(server.pid);
  const row: Row = {
    database,
    route,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(1, result.requests.total));
  const spent = [...after].map(([tid, ms]) => ({ tid, ms: ms - (before.get(tid) ?? 0) }));
  const main = spent.find((t) => t.tid === String(server.pid));
  const other = spent.filter((t) => t !== main).sort((a, b) => b.ms - a.ms)[0];
  if (main) row.cpuMain = perRequest(main.ms);
  if (other) row.cpuOther = perRequest(other.ms);
  if (hello) row.ratio = row.rps / hello;
  rows.push(row);
  return row;
};

const runDatabase = async (kind: string, passwordHash: string) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-bench-sessions-'));
  const dbName = `lw_bench_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const isPostgres = kind === 'postgres';
  let server: Server | undefined;
  try {
    console.log(`\n${isPostgres ? 'PostgreSQL' : 'embedded database (PGlite)'}`);
    let env: Record<string, string> = { DATA_DIR: dataDir };
    if (isPostgres) {
      await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${dbName}"`));
      const url = urlForDatabase(adminUrl, dbName);
      await prepare({ driver: 'postgres', url, poolSize: 2 }, passwordHash);
      env = { ...env, DATABASE_URL: url };
    } else {
      await prepare({ driver: 'pglite', dataDir }, passwordHash);
    }
    server = await startServer(env);
    const { base } = server;
    const tokens = await signIn(base, sampleListeners());
    const { seen, bytes } = await countRows(base, tokens);
    const average = (list: keyof typeof bytes) => Math.round(bytes[list] / tokens.length);
    console.log(
      `  ${tokens.length} listeners signed in; ${seen.pending} of them have pending requests, ${seen.ongoing} an ongoing session; answers average ${average('pending')} and ${average('ongoing')} bytes of JSON${acceptEncoding ? ` (requests accept ${acceptEncoding})` : ''}`,
    );

    // Other work on the machine lowers req/s and raises latency; CPU per request stays comparable.
    const load = os.loadavg()[0]?.toFixed(1);
    console.log(`  machine load average before the runs: ${load} on ${os.availableParallelism()} cores`);
    const hello = await measure(kind, 'GET /healthz', { requests: [{ path: '/healthz' }] }, server);
    for (const list of ['pending', 'ongoing'] as const) {
      const row = await measure(
        kind,
        `GET ${endpoints.sessions[list].path}`,
        { requests: rotating([lists[list]], tokens) },
        server,
        hello.rps,
      );
      if (isPostgres)
        row.aim = `≥ ${AIM_RATIO * 100}% of hello: ${row.ratio! >= AIM_RATIO ? 'met' : 'MISSED'}`;
    }
    if (!isPostgres) {
      const row = await measure(
        kind,
        `both lists at ${POLL_RATE} req/s`,
        {
          requests: rotating([lists.pending, lists.ongoing], tokens),
          overallRate: POLL_RATE,
          duration: rateSeconds,
          connections: 50,
        },
        server,
      );
      row.aim = `p99 ≤ ${AIM_P99_MS} ms: ${row.p99 <= AIM_P99_MS ? 'met' : 'MISSED'}`;
    }
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (isPostgres) {
      await withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`),
      );
    }
  }
};

const printTable = () => {
  const header = [
    'database',
    'route',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'vs hello',
    'CPU µs/req main',
    'other thread',
    'aim',
  ];
  const body = rows.map((r) => [
    r.database,
    r.route,
    r.rps.toLocaleString('en-US'),
    r.p50.toLocaleString('en-US'),
    r.p99.toLocaleString('en-US'),
    String(r.errors),
    r.ratio === undefined ? '' : `${(r.ratio * 100).toFixed(0)}%`,
    r.cpuMain === undefined ? '' : r.cpuMain.toLocaleString('en-US'),
    r.cpuOther === undefined ? '' : r.cpuOther.toLocaleString('en-US'),
    r.aim ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i >= 2 && i <= 8 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const cells of body) console.log(line(cells));
};

console.log(
  `session lists: ${connections} connections, ${seconds} s each; fixed rate ${POLL_RATE} req/s for ${rateSeconds} s on the embedded database`,
);
// One hash for every seeded listener, made by the server's own code so its sign-in accepts it.
const passwordHash = await hashPassword(PASSWORD);
for (const kind of databases) await runDatabase(kind, passwordHash);
printTable();
