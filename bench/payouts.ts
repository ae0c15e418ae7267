// Measures the payout paths from the outside: the admin dashboard (GET /admin/dashboard?days=90, the
// heaviest read: aggregates over every session and ledger entry of the period), the admin's withdrawal
// list, and listeners asking for withdrawals (POST /withdrawals, each one a locked ledger transaction
// with an audit row), on the embedded database and on PostgreSQL. Data: the session-lists bench's 1,000
// listeners and 10,000 sessions (sessions-seed.ts), plus a session charge per completed session in the
// ledger so the dashboard sums real entries, and coins + a UPI id for the listeners who withdraw. The
// server is the product (apps/server/src/main.ts) in its own process, with EARNINGS_HOLD_HOURS=0.
// Aims (issue 11): dashboard p99 ≤ 200 ms at 5 connections; a withdrawal p99 ≤ 100 ms at 10 connections.
// Run: npm run bench:payouts. Options: BENCH_SECONDS (default 10), BENCH_DATABASES (default
// `pglite,postgres`), BENCH_POSTGRES_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API_PREFIX, IDEMPOTENCY_HEADER, endpoints } from '@app/contract';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { urlForDatabase, withClient } from '../apps/server/test/support/global-setup.ts';
import { startProductServer, type ProductServer } from './product-server.ts';
import { enrolledAdmin } from './admin-sign-in.ts';
import { ADMIN_EMAIL, WITHDRAWERS, seedPayouts } from './payouts-seed.ts';
import { listenerEmail } from './sessions-seed.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'bench-pass-1';
const AIMS = { dashboard: 200, withdrawal: 100 };

type Row = {
  database: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  aim?: string;
};
const rows: Row[] = [];

const signIn = async (base: string, email: string) => {
  const response = await fetch(`${base}${API_PREFIX}${endpoints.auth.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
};

const measure = async (
  database: string,
  route: string,
  server: ProductServer,
  options: Omit<autocannon.Options, 'url'>,
  aimMs?: number,
) => {
  const result = await autocannon({ url: server.base, duration: seconds, ...options });
  const row: Row = {
    database,
    route,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  if (aimMs) row.aim = `p99 ≤ ${aimMs} ms: ${row.p99 <= aimMs ? 'met' : 'MISSED'}`;
  rows.push(row);
};

const runDatabase = async (kind: string, passwordHash: string) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-bench-payouts-'));
  const dbName = `lw_bench_payouts_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const isPostgres = kind === 'postgres';
  let server: ProductServer | undefined;
  try {
    const options: Parameters<typeof openDatabase>[0] = isPostgres
      ? { driver: 'postgres', url: urlForDatabase(adminUrl, dbName), poolSize: 2 }
      : { driver: 'pglite', dataDir };
    if (isPostgres) await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${dbName}"`));
    const database = await openDatabase(options);
    try {
      const now = new Date();
      await seedPayouts(database.db, passwordHash, now);
    } finally {
      await database.close();
    }
    server = await startProductServer({
      DATA_DIR: dataDir,
      EARNINGS_HOLD_HOURS: '0',
      ...(isPostgres ? { DATABASE_URL: urlForDatabase(adminUrl, dbName) } : {}),
    });
    const { token: admin } = await enrolledAdmin(server.base, { email: ADMIN_EMAIL, password: PASSWORD });
    const listeners: string[] = [];
    for (let i = 0; i < WITHDRAWERS; i += 1) listeners.push(await signIn(server.base, listenerEmail(i)));
    const auth = { authorization: `Bearer ${admin}` };
    const summary = (await (
      await fetch(`${server.base}${API_PREFIX}/admin/dashboard?days=90`, { headers: auth })
    ).json()) as { data: { revenueCoins: number; sessionsByMode: Record<string, number> } };
    console.log(
      `\n${kind}: dashboard over ${Object.values(summary.data.sessionsByMode)
        .reduce((a, b) => a + b, 0)
        .toLocaleString(
          'en-US',
        )} sessions, revenue ${summary.data.revenueCoins.toLocaleString('en-US')} coins; ${WITHDRAWERS} listeners withdraw`,
    );
    await measure(
      kind,
      'GET /admin/dashboard?days=90',
      server,
      {
        connections: 5,
        requests: [{ path: `${API_PREFIX}/admin/dashboard?days=90`, headers: auth }],
      },
      AIMS.dashboard,
    );
    let next = 0;
    await measure(
      kind,
      'POST /withdrawals (₹100, own key)',
      server,
      {
        connections: 10,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const n = next++;
              return {
                ...request,
                path: `${API_PREFIX}${endpoints.withdrawals.request.path}`,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${listeners[n % listeners.length]}`,
                  [IDEMPOTENCY_HEADER]: `bench-${n}-${crypto.randomUUID()}`,
                },
                body: JSON.stringify({ amountPaise: 10_000 }),
              };
            },
          },
        ],
      },
      AIMS.withdrawal,
    );
    await measure(kind, 'GET /admin/withdrawals (page 1)', server, {
      connections: 5,
      requests: [{ path: `${API_PREFIX}/admin/withdrawals?pagesize=10`, headers: auth }],
    });
    const books = (await (
      await fetch(`${server.base}${API_PREFIX}/admin/ledger/summary`, { headers: auth })
    ).json()) as { data: { sumOfAllEntries: number; accounts: { payoutsPending: number } } };
    console.log(
      `  after: ${books.data.accounts.payoutsPending.toLocaleString('en-US')} coins reserved by withdrawals; sum of all entries ${books.data.sumOfAllEntries}`,
    );
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

console.log(
  `payouts: ${seconds} s per run; machine load ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores`,
);
const passwordHash = await hashPassword(PASSWORD);
for (const kind of databases) await runDatabase(kind, passwordHash);
console.log(
  '\n| database | route | req/s | p50 ms | p99 ms | errors | aim |\n| --- | --- | ---: | ---: | ---: | ---: | --- |',
);
for (const r of rows)
  console.log(
    `| ${r.database} | ${r.route} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.aim ?? ''} |`,
  );
