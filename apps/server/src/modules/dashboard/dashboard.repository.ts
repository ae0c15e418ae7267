import type { SessionMode, SessionStatus } from '@app/contract';
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { keptEarnings } from '../earnings/earnings.repository.ts';
import {
  dashboardMoneyChanges,
  dashboardMoneyDays,
  dashboardSessionChanges,
  dashboardSessionDays,
  listenerProfiles,
  sessions,
  users,
} from '../../db/schema.ts';

const SESSION_COLUMNS = 'day, status, mode, sessions, billed_minutes';
const MONEY_COLUMNS = 'day, revenue_coins, earnings_coins, coins_sold, paid_in_paise, paid_out_paise';

/**
 * What the period's days hold, from the daily rollups (issue 21 §4): the folded daily rows plus the
 * change rows the triggers appended since the last fold, summed in one statement (one snapshot, so a
 * fold committing meanwhile is seen wholly or not at all). `firstDay` is the period's first day in
 * DASHBOARD_TIME_ZONE as YYYY-MM-DD; the rollups' days are that zone's (migration 0014's `dashboard_day`).
 */
const rollupSince = (days: PgTable, changes: PgTable, columns: string, firstDay: string) => sql`
  select ${sql.raw(columns)} from ${days} where day >= ${firstDay}::date
  union all
  select ${sql.raw(columns)} from ${changes} where day >= ${firstDay}::date`;

type MoneyDayRow = {
  day: string;
  revenue: string;
  earnings: string;
  coins_sold: string;
  paid_in: string;
  paid_out: string;
};

/**
 * The period's money per day: what sessions brought in (session charges less refunds, the platform's
 * share and the listeners'), coins sold and the money paid for them (confirmed purchases), and what was
 * paid out (withdrawals processed). A refund counts on the day it was made, so a day can be below zero.
 */
export const moneyByDay = async (db: Db, firstDay: string) => {
  const { rows } = (await qb(db).execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(revenue_coins) as revenue, sum(earnings_coins) as earnings,
      sum(coins_sold) as coins_sold, sum(paid_in_paise) as paid_in, sum(paid_out_paise) as paid_out
    from (${rollupSince(dashboardMoneyDays, dashboardMoneyChanges, MONEY_COLUMNS, firstDay)}) as figures
    group by day`)) as { rows: MoneyDayRow[] };
  return rows.map((row) => ({
    day: row.day,
    revenue: Number(row.revenue),
    earnings: Number(row.earnings),
    coinsSold: Number(row.coins_sold),
    paidInPaise: Number(row.paid_in),
    paidOutPaise: Number(row.paid_out),
  }));
};

type SessionDayRow = { day: string; status: SessionStatus; mode: SessionMode; n: string; minutes: string };

/** Sessions requested in the period, counted per day, state (now) and mode, with their billed minutes. */
export const sessionsByDay = async (db: Db, firstDay: string) => {
  const { rows } = (await qb(db).execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, status, mode, sum(sessions) as n, sum(billed_minutes) as minutes
    from (${rollupSince(dashboardSessionDays, dashboardSessionChanges, SESSION_COLUMNS, firstDay)}) as figures
    group by day, status, mode`)) as { rows: SessionDayRow[] };
  return rows.map((row) => ({
    day: row.day,
    status: row.status,
    mode: row.mode,
    count: Number(row.n),
    minutes: Number(row.minutes),
  }));
};

/** Any number will do, as long as nothing else takes this advisory lock. */
const FOLD_LOCK = sql`hashtextextended('dashboard_rollups_fold', 0)`;

/**
 * Moves the change rows into the daily rows; run inside a transaction. One fold at a time (a
 * transaction-scoped advisory lock; a fold that finds it taken does nothing, the other is doing the
 * work): two folds deleting the same change rows in different orders could deadlock. Writers never touch
 * the daily rows, so a fold waits for no writer and no writer waits for it. Returns whether it ran.
 */
export const foldDashboardChanges = async (tx: Db) => {
  const q = qb(tx);
  const { rows } = (await q.execute(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`)) as {
    rows: { locked: boolean }[];
  };
  if (!rows[0]?.locked) return false;
  await q.execute(sql`
    with moved as (delete from ${dashboardSessionChanges} returning ${sql.raw(SESSION_COLUMNS)})
    insert into ${dashboardSessionDays} as d (${sql.raw(SESSION_COLUMNS)})
    select day, status, mode, sum(sessions), sum(billed_minutes) from moved
    group by day, status, mode order by day, status, mode
    on conflict (day, status, mode) do update
      set sessions = d.sessions + excluded.sessions, billed_minutes = d.billed_minutes + excluded.billed_minutes`);
  await q.execute(sql`
    with moved as (delete from ${dashboardMoneyChanges} returning ${sql.raw(MONEY_COLUMNS)})
    insert into ${dashboardMoneyDays} as d (${sql.raw(MONEY_COLUMNS)})
    select day, sum(revenue_coins), sum(earnings_coins), sum(coins_sold), sum(paid_in_paise), sum(paid_out_paise)
    from moved group by day order by day
    on conflict (day) do update set
      revenue_coins = d.revenue_coins + excluded.revenue_coins,
      earnings_coins = d.earnings_coins + excluded.earnings_coins,
      coins_sold = d.coins_sold + excluded.coins_sold,
      paid_in_paise = d.paid_in_paise + excluded.paid_in_paise,
      paid_out_paise = d.paid_out_paise + excluded.paid_out_paise`);
  return true;
};

/** Applications submitted and waiting for an admin (pending or under review). */
export const countPendingApplications = async (db: Db) => {
  const [row] = await qb(db)
    .select({ n: count() })
    .from(listenerProfiles)
    .innerJoin(users, eq(users.id, listenerProfiles.userId))
    .where(
      and(
        isNotNull(listenerProfiles.submittedAt),
        inArray(listenerProfiles.applicationStatus, ['PENDING', 'UNDER_REVIEW']),
        isNull(users.deletedAt),
      ),
    );
  return row?.n ?? 0;
};

/** The figures of the listener dashboard, in one pass over the listener's sessions. */
export const listenerFigures = async (
  db: Db,
  listenerId: string,
  now: Date,
  bounds: { monthStart: Date; lastMonthStart: Date },
) => {
  const tookPlace = sql`${sessions.status} in ('COMPLETED', 'REPORTED')`;
  const [row] = await qb(db)
    .select({
      totalSessions: sql<string>`count(*) filter (where ${tookPlace})`,
      thisMonthSessions: sql<string>`count(*) filter (where ${tookPlace} and ${sessions.endedAt} >= ${bounds.monthStart})`,
      lastMonthSessions: sql<string>`count(*) filter (where ${tookPlace} and ${sessions.endedAt} >= ${bounds.lastMonthStart} and ${sessions.endedAt} < ${bounds.monthStart})`,
      pendingRequests: sql<string>`count(*) filter (where ${sessions.status} = 'pending' and ${sessions.expiresAt} > ${now})`,
      accepted: sql<string>`count(*) filter (where ${sessions.acceptedAt} is not null and ${sessions.status} not in ('ACCEPTED', 'IN_PROGRESS'))`,
      totalEarnings: sql<string>`coalesce(sum(${keptEarnings}), 0)`,
      thisMonthEarnings: sql<string>`coalesce(sum(${keptEarnings}) filter (where ${sessions.endedAt} >= ${bounds.monthStart}), 0)`,
      lastMonthEarnings: sql<string>`coalesce(sum(${keptEarnings}) filter (where ${sessions.endedAt} >= ${bounds.lastMonthStart} and ${sessions.endedAt} < ${bounds.monthStart}), 0)`,
      billedMinutes: sql<string>`coalesce(sum(${sessions.billedMinutes}) filter (where ${tookPlace}), 0)`,
    })
    .from(sessions)
    .where(eq(sessions.listenerId, listenerId));
  const n = (value: string | undefined) => Number(value ?? 0);
  return {
    totalSessions: n(row?.totalSessions),
    thisMonthSessions: n(row?.thisMonthSessions),
    lastMonthSessions: n(row?.lastMonthSessions),
    pendingRequests: n(row?.pendingRequests),
    accepted: n(row?.accepted),
    totalEarnings: n(row?.totalEarnings),
    thisMonthEarnings: n(row?.thisMonthEarnings),
    lastMonthEarnings: n(row?.lastMonthEarnings),
    billedMinutes: n(row?.billedMinutes),
  };
};
