// Why the admin dashboard takes the time it takes: seeds the payouts bench's data (payouts-seed.ts), runs
// the dashboard service once per period with every query it sends captured, and prints each query with
// its plan from EXPLAIN (ANALYZE, BUFFERS), run once to warm the cache and then measured.
// Run: node --conditions=source --import tsx bench/dashboard-plans.ts. Options: BENCH_DATABASES
// (default `postgres`; `pglite` too), BENCH_DAYS (periods, default `90`; `90,7` for both),
// BENCH_POSTGRES_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_KEEP_DATABASE=1 (keep the PostgreSQL database to try queries on it with psql; prints its URL).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle, type NodePgClient } from 'drizzle-orm/node-postgres';
import { adminDashboardQuerySchema, type DashboardPeriod } from '@app/contract';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { createDashboardService } from '../apps/server/src/modules/dashboard/dashboard.service.ts';
import { urlForDatabase, withClient } from '../apps/server/test/support/global-setup.ts';
import { seedPayouts } from './payouts-seed.ts';

const databases = (process.env.BENCH_DATABASES ?? 'postgres').split(',');
const periods = (process.env.BENCH_DAYS ?? '90')
  .split(',')
  .map((days) => adminDashboardQuerySchema.parse({ days }).days);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const isKept = process.env.BENCH_KEEP_DATABASE === '1';

const printPlans = async (kind: string, db: Db, days: DashboardPeriod) => {
  // Both drivers are reached through a `pg` pool (database.ts).
  const pool = (db as unknown as { $client: NodePgClient }).$client;
  const queries: { text: string; params: unknown[] }[] = [];
  const capturing = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => queries.push({ text, params }) },
  }) as unknown as Db;
  const now = new Date();
  const service = createDashboardService({ db: capturing, clock: { now: () => now }, coinValuePaise: 100 });
  const started = performance.now();
  await service.get(days);
  console.log(`\n${kind}: the dashboard (${days} days) once: ${Math.round(performance.now() - started)} ms`);
  for (const query of queries) {
    const explain = `explain (analyze, buffers) ${query.text}`;
    await pool.query(explain, query.params);
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(explain, query.params);
    console.log(`\n-- ${query.text}\n-- params: ${JSON.stringify(query.params)}`);
    for (const row of rows) console.log(row['QUERY PLAN']);
  }
};

const passwordHash = await hashPassword('bench-pass-1');
for (const kind of databases) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-bench-plans-'));
  const dbName = `lw_bench_plans_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
  const isPostgres = kind === 'postgres';
  if (isPostgres) await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${dbName}"`));
  try {
    const database = await openDatabase(
      isPostgres
        ? { driver: 'postgres', url: urlForDatabase(adminUrl, dbName), poolSize: 1 }
        : { driver: 'pglite', dataDir },
    );
    try {
      await seedPayouts(database.db, passwordHash, new Date());
      for (const days of periods) await printPlans(kind, database.db, days);
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (isPostgres && isKept) console.log(`\nkept: ${urlForDatabase(adminUrl, dbName)}`);
    else if (isPostgres) {
      await withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`),
      );
    }
  }
}
