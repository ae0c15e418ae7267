// The data of the session-lists bench (sessions-lists.ts): 1,000 approved listeners, 2,000 customers and
// 10,000 sessions, written with a few INSERT ... SELECT FROM generate_series statements (seconds, not
// minutes, on either database). Ids are md5-derived from an index, so every statement can point at
// users another one wrote without reading them back.
import { sql } from 'drizzle-orm';
import { MOODS, SESSION_MODES } from '@app/contract';
import type { Db } from '../apps/server/src/db/database.ts';
import { qb } from '../apps/server/src/db/query-builder.ts';

export const LISTENERS = 1_000;
const CUSTOMERS = 2_000;
/** Open requests, spread over listeners 0..PENDING_LISTENERS-1 (the first 400 get two, the next 200 one). */
const PENDING = 1_000;
const PENDING_LISTENERS = 600;
/** Listeners 0..ACTIVE-1 hold one ACCEPTED (odd) or IN_PROGRESS (even) session each. */
const ACTIVE = 300;
/** Requests that never started (declined, expired, cancelled): no minutes. */
const UNSTARTED = 700;
/** Sessions that took place, with billed minutes: the bulk of any real table. */
const COMPLETED = 8_000;
export const SESSIONS = PENDING + ACTIVE + UNSTARTED + COMPLETED;

export const listenerEmail = (index: number) => `bench.listener.${index}@example.test`;

const int = (n: number) => sql.raw(String(Math.trunc(n)));
const listenerId = (index: SqlText) => sql`md5('bench-listener-' || ${index})::uuid`;
const customerId = (index: SqlText) => sql`md5('bench-customer-' || ${index})::uuid`;
type SqlText = ReturnType<typeof sql.raw>;
/** A listener's rate: 4..12 coins a minute; a session copies its listener's rate. */
const rateOf = (index: SqlText) => sql`(4 + (${index} % 5) * 2)`;
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);
const moods = textArray(MOODS);
const modes = textArray(SESSION_MODES);

/**
 * Writes the bench's users and sessions. Open sessions respect the two partial unique indexes: each
 * pending or active session has a customer of its own, each listener at most one active session.
 * Deadlines of open sessions lie an hour ahead, so the server's deadline sweeper leaves them alone
 * while the bench runs. No ledger rows: the lists do not read them.
 */
export const seedSessions = async (db: Db, passwordHash: string, now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const g = sql.raw('g');
  await qb(db).execute(sql`
    insert into users (id, email, name, password_hash, role, approved_at, created_at, updated_at)
    select ${listenerId(g)}, 'bench.listener.' || g || '@example.test', 'Listener ' || g, ${passwordHash},
      'LISTENER', ${at} - interval '100 days', ${at} - interval '120 days', ${at}
    from generate_series(0, ${int(LISTENERS - 1)}) g`);
  await qb(db).execute(sql`
    insert into listener_profiles (user_id, application_status, coins_per_minute, languages, is_online,
      description, submitted_at, created_at, updated_at)
    select ${listenerId(g)}, 'APPROVED', ${rateOf(g)}, array['English', 'Hindi'], g % 3 <> 0,
      'Here to listen.', ${at} - interval '110 days', ${at} - interval '120 days', ${at}
    from generate_series(0, ${int(LISTENERS - 1)}) g`);
  await qb(db).execute(sql`
    insert into users (id, email, name, role, created_at, updated_at)
    select ${customerId(g)}, 'bench.customer.' || g || '@example.test', 'Customer ' || g, 'CUSTOMER',
      ${at} - interval '90 days', ${at}
    from generate_series(0, ${int(CUSTOMERS - 1)}) g`);

  const columns = sql.raw(
    `customer_id, listener_id, status, end_reason, mode, language, user_mood, coins_per_minute,
     requested_at, expires_at, accepted_at, started_at, runs_out_at, ended_at, billed_minutes,
     coins_charged, coins_earned, updated_at`,
  );
  const common = sql`(${modes})[1 + g % 2]::session_mode, 'English', (${moods})[1 + g % 6]::mood`;

  // Pending requests: customers 0..PENDING-1, one each.
  const pendingListener = sql.raw(`(g % ${PENDING_LISTENERS})`);
  await qb(db).execute(sql`
    insert into sessions (${columns})
    select ${customerId(g)}, ${listenerId(pendingListener)}, 'pending', null, ${common},
      ${rateOf(pendingListener)}, ${at} - (g % 50) * interval '1 second', ${at} + interval '1 hour',
      null, null, null, null, 0, 0, 0, ${at}
    from generate_series(0, ${int(PENDING - 1)}) g`);

  // Active sessions: listeners 0..ACTIVE-1, customers PENDING.. (one each).
  const activeCustomer = sql.raw(`(${PENDING} + g)`);
  await qb(db).execute(sql`
    insert into sessions (${columns})
    select ${customerId(activeCustomer)}, ${listenerId(g)},
      (case when g % 2 = 0 then 'IN_PROGRESS' else 'ACCEPTED' end)::session_status, null, ${common},
      ${rateOf(g)}, ${at} - interval '3 minutes', ${at} + interval '1 hour', ${at} - interval '2 minutes',
      case when g % 2 = 0 then ${at} - interval '90 seconds' end,
      case when g % 2 = 0 then ${at} + interval '1 hour' end, null, 0, 0, 0, ${at}
    from generate_series(0, ${int(ACTIVE - 1)}) g`);

  // Requests that never started, over the last 30 days.
  const anyListener = sql.raw(`(g % ${LISTENERS})`);
  const anyCustomer = sql.raw(`((g * 13) % ${CUSTOMERS})`);
  await qb(db).execute(sql`
    insert into sessions (${columns})
    select ${customerId(anyCustomer)}, ${listenerId(anyListener)}, 'CANCELLED',
      (array['DECLINED', 'EXPIRED', 'CANCELLED'])[1 + g % 3]::session_end_reason, ${common},
      ${rateOf(anyListener)}, ${at} - (g + 1) * interval '1 hour', ${at} - (g + 1) * interval '1 hour' + interval '1 minute',
      null, null, null, ${at} - (g + 1) * interval '1 hour' + interval '1 minute', 0, 0, 0, ${at}
    from generate_series(0, ${int(UNSTARTED - 1)}) g`);

  // Sessions that took place over the last 60 days: 1..40 billed minutes, listener share 60% rounded down.
  const requested = sql`(${at} - ((g * 7919) % 86400) * interval '1 minute')`;
  const minutes = sql.raw('(1 + g % 40)');
  const charged = sql`(${minutes} * ${rateOf(anyListener)})`;
  await qb(db).execute(sql`
    insert into sessions (${columns})
    select ${customerId(anyCustomer)}, ${listenerId(anyListener)}, 'COMPLETED',
      (case when g % 10 = 0 then 'INSUFFICIENT_BALANCE' when g % 2 = 0 then 'CLOSED_BY_LISTENER'
        else 'ENDED_BY_CUSTOMER' end)::session_end_reason, ${common},
      ${rateOf(anyListener)}, ${requested}, ${requested} + interval '1 minute',
      ${requested} + interval '10 seconds', ${requested} + interval '20 seconds', null,
      ${requested} + interval '20 seconds' + ${minutes} * interval '1 minute' - interval '10 seconds',
      ${minutes}, ${charged}, (${charged} * 60) / 100, ${at}
    from generate_series(0, ${int(COMPLETED - 1)}) g`);

  // What a live database's autovacuum would have done: the planner needs statistics.
  await qb(db).execute(sql`analyze users`);
  await qb(db).execute(sql`analyze listener_profiles`);
  await qb(db).execute(sql`analyze sessions`);
};
