// The payouts bench's data (payouts.ts, dashboard-plans.ts): the session-lists bench's users and sessions
// (sessions-seed.ts), plus a session charge per completed session in the ledger so the dashboard sums
// real entries, an admin, and coins + a UPI id for the listeners who withdraw.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/database.ts';
import { qb } from '../apps/server/src/db/query-builder.ts';
import { seedSessions } from './sessions-seed.ts';

export const ADMIN_EMAIL = 'bench.admin@example.test';
/** Listeners who withdraw during the bench, each with plenty of coins. */
export const WITHDRAWERS = 50;

/** Ledger rows the seed leaves out: one SESSION_CHARGE per completed session, coins for the withdrawers. */
const seedMoney = async (db: Db, passwordHash: string, now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  await qb(db).execute(sql`
    insert into users (id, email, name, password_hash, role, created_at, updated_at)
    values (md5('bench-admin')::uuid, ${ADMIN_EMAIL}, 'Bench Admin', ${passwordHash}, 'ADMIN', ${at}, ${at})`);
  await qb(db).execute(sql`
    update listener_profiles set withdrawal_upi_id = 'bench' || substr(user_id::text, 1, 8) || '@okbank'`);
  await qb(db).execute(sql`
    insert into accounts (kind, owner_id)
    select kind::account_kind, id from users, unnest(array['CUSTOMER_WALLET', 'LISTENER_EARNINGS']) kind
    where (role = 'CUSTOMER' and kind = 'CUSTOMER_WALLET') or (role = 'LISTENER' and kind = 'LISTENER_EARNINGS')
    on conflict do nothing`);
  // Each completed session: a purchase into the wallet and its charge out of it (both balanced).
  await qb(db).execute(sql`
    with charged as (
      select s.id, s.customer_id, s.listener_id, s.coins_charged, s.coins_earned, coalesce(s.ended_at, ${at}) as at
      from sessions s where s.coins_charged > 0
    ), tx as (
      insert into ledger_transactions (kind, reference, created_at)
      select 'SESSION_CHARGE', 'session:' || id, at from charged returning id, reference
    )
    insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    select tx.id, a.id, e.amount, 0, c.at
    from tx join charged c on tx.reference = 'session:' || c.id
    cross join lateral (values
      ('PAID_IN', null::uuid, -c.coins_earned),
      ('LISTENER_EARNINGS', c.listener_id, c.coins_earned),
      ('PAID_IN', null::uuid, -(c.coins_charged - c.coins_earned)),
      ('PLATFORM_REVENUE', null::uuid, c.coins_charged - c.coins_earned)
    ) as e(kind, owner, amount)
    join accounts a on a.kind = e.kind::account_kind and a.owner_id is not distinct from e.owner
      and (e.owner is not null or a.id in ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'))
    where e.amount <> 0`);
  await qb(db).execute(sql`
    update accounts set balance = coalesce((select sum(amount) from ledger_entries where account_id = accounts.id), 0)`);
  // The withdrawers get a million coins each (from PAID_IN, balanced).
  await qb(db).execute(sql`
    with tx as (
      insert into ledger_transactions (kind, reference, created_at)
      select 'SESSION_CHARGE', 'bench-coins:' || g, ${at} from generate_series(0, ${sql.raw(String(WITHDRAWERS - 1))}) g
      returning id, reference
    )
    insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
    select tx.id, e.account, e.amount, 0, ${at} from tx
    join accounts a on a.kind = 'LISTENER_EARNINGS' and a.owner_id = md5('bench-listener-' || split_part(tx.reference, ':', 2))::uuid
    cross join lateral (values (a.id, 1000000), ('00000000-0000-4000-8000-000000000002'::uuid, -1000000)) e(account, amount)`);
  await qb(db).execute(sql`
    update accounts set balance = coalesce((select sum(amount) from ledger_entries where account_id = accounts.id), 0)`);
  // As sessions-seed.ts does for its tables: without statistics the planner takes these thousands of
  // rows for a handful and joins them row by row (dashboard-plans.ts shows it).
  await qb(db).execute(sql`analyze accounts`);
  await qb(db).execute(sql`analyze ledger_transactions`);
  await qb(db).execute(sql`analyze ledger_entries`);
};

/** Writes the payouts bench's data into a migrated, empty database. */
export const seedPayouts = async (db: Db, passwordHash: string, now: Date) => {
  await seedSessions(db, passwordHash, now);
  await seedMoney(db, passwordHash, now);
};
