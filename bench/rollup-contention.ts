// Why the admin dashboard's rollups are kept by appending change rows (migration 0014) rather than by
// adding to one row per day: on PostgreSQL, writers that each change their own row (a session's state,
// a withdrawal) run in parallel; a trigger that adds to a shared day row makes each hold that row's lock
// until it commits, so they run one after another. Each variant runs `CLIENTS` connections of
// transactions that update a row of their own through the trigger, hold the transaction open
// `HOLD_MS` (the other statements of a real request), and commit.
// Variants: no trigger; append a change row (what 0014 does); upsert one row per day; upsert one of 16
// bucket rows per day (drawn at random, as a session's random id would pick it).
// Run: npm run bench:rollup-contention. Options: BENCH_SECONDS (default
// 5 per variant), BENCH_CLIENTS (10), BENCH_HOLD_MS (2), BENCH_POSTGRES_URL (admin URL, default
// postgres://postgres@127.0.0.1:5432/postgres).
import crypto from 'node:crypto';
import pg from 'pg';
import { urlForDatabase, withClient } from '../apps/server/test/support/global-setup.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const holdMs = Number(process.env.BENCH_HOLD_MS ?? 2);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const schema = `
  create table item (id int primary key, state int not null);
  insert into item select g, 0 from generate_series(0, ${clients - 1}) g;
  create table changes (day date not null, n int not null);
  create table days (day date not null, bucket int not null, n bigint not null, primary key (day, bucket));
  create function append_change() returns trigger language plpgsql as $$
  begin insert into changes values (current_date, 1); return null; end $$;
  create function upsert_day() returns trigger language plpgsql as $$
  begin
    insert into days values (current_date, 0, 1) on conflict (day, bucket) do update set n = days.n + 1;
    return null;
  end $$;
  create function upsert_bucket() returns trigger language plpgsql as $$
  begin
    insert into days values (current_date, floor(random() * 16)::int, 1) on conflict (day, bucket) do update set n = days.n + 1;
    return null;
  end $$;`;

const variants: { name: string; fn?: string }[] = [
  { name: 'no trigger' },
  { name: 'append a change row (0014)', fn: 'append_change' },
  { name: 'upsert one row per day', fn: 'upsert_day' },
  { name: 'upsert one of 16 rows per day', fn: 'upsert_bucket' },
];

const run = async (pool: pg.Pool) => {
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, id) => {
      const client = await pool.connect();
      try {
        while (Date.now() < until) {
          const started = performance.now();
          await client.query('begin');
          await client.query('update item set state = state + 1 where id = $1', [id]);
          await client.query('select pg_sleep($1)', [holdMs / 1000]);
          await client.query('commit');
          latencies.push(performance.now() - started);
        }
      } finally {
        client.release();
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99) };
};

const dbName = `lw_bench_rollup_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${dbName}"`));
const pool = new pg.Pool({ connectionString: urlForDatabase(adminUrl, dbName), max: clients });
// Dropping the database at the end ends any connection still idle in the pool.
pool.on('error', () => undefined);
try {
  await pool.query(schema);
  console.log(`${clients} connections, each updating its own row and holding the transaction ${holdMs} ms`);
  console.log('| rollup kept by | transactions/s | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: |');
  for (const variant of variants) {
    await pool.query('drop trigger if exists rollup on item');
    if (variant.fn) {
      await pool.query(
        `create trigger rollup after update on item for each row execute function ${variant.fn}()`,
      );
    }
    const result = await run(pool);
    console.log(
      `| ${variant.name} | ${result.perSecond} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} |`,
    );
  }
} finally {
  await pool.end();
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
}
