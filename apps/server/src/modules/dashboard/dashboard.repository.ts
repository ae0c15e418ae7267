import { and, count, eq, gte, inArray, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { keptEarnings } from '../earnings/earnings.repository.ts';
import {
  accounts,
  ledgerEntries,
  ledgerTransactions,
  listenerProfiles,
  purchases,
  sessions,
  users,
  withdrawals,
} from '../../db/schema.ts';

/**
 * Rows since `from` (a midnight in `timeZone`) by calendar day in `timeZone`: `group` cuts the time
 * since `from` into 24-hour days (arithmetic, several times cheaper per row than converting each row
 * to the zone; right for a zone that keeps one offset all year, as periodDays assumes), and `label` is
 * a group's day as YYYY-MM-DD, converted once per group.
 */
const dayOf = (column: AnyColumn, from: Date, timeZone: string) => ({
  group: sql`date_bin('1 day', ${column}, ${from.toISOString()}::timestamptz)`,
  label: sql<string>`to_char(min(${column}) at time zone ${timeZone}, 'YYYY-MM-DD')`,
});

const sumInt = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${expression}), 0)`;

/** The sum of the joined ledger entries on accounts of `kind`. */
const sumOnAccounts = (kind: 'PLATFORM_REVENUE' | 'LISTENER_EARNINGS') =>
  sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${accounts.kind} = ${kind}), 0)`;

/**
 * What sessions brought in since `from`, per day: session charges less refunds, the platform's share
 * (PLATFORM_REVENUE entries) and the listeners' (LISTENER_EARNINGS entries), both read from the ledger.
 * A refund counts on the day it was made, so a day's figures can be below zero.
 */
export const sessionMoneyByDay = async (db: Db, from: Date, timeZone: string) => {
  const day = dayOf(ledgerTransactions.createdAt, from, timeZone);
  const rows = await qb(db)
    .select({
      day: day.label,
      revenue: sumOnAccounts('PLATFORM_REVENUE'),
      earnings: sumOnAccounts('LISTENER_EARNINGS'),
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(
      accounts,
      and(
        eq(accounts.id, ledgerEntries.accountId),
        inArray(accounts.kind, ['PLATFORM_REVENUE', 'LISTENER_EARNINGS']),
      ),
    )
    .where(
      and(
        inArray(ledgerTransactions.kind, ['SESSION_CHARGE', 'REFUND']),
        gte(ledgerTransactions.createdAt, from),
      ),
    )
    .groupBy(day.group);
  return rows.map((row) => ({ day: row.day, revenue: Number(row.revenue), earnings: Number(row.earnings) }));
};

/** Coins sold (with bonus) and the money paid for them, confirmed since `from`. */
export const purchasesSince = async (db: Db, from: Date) => {
  const [row] = await qb(db)
    .select({
      coins: sumInt(sql`${purchases.coins} + ${purchases.bonusCoins}`),
      paise: sumInt(sql`${purchases.pricePaise}`),
    })
    .from(purchases)
    .where(and(eq(purchases.status, 'CONFIRMED'), gte(purchases.confirmedAt, from)));
  return { coins: Number(row?.coins ?? 0), paise: Number(row?.paise ?? 0) };
};

/** Paise of withdrawals marked processed since `from`. */
export const paidOutSince = async (db: Db, from: Date) => {
  const [row] = await qb(db)
    .select({ paise: sumInt(sql`${withdrawals.amountPaise}`) })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'PROCESSED'), gte(withdrawals.decidedAt, from)));
  return Number(row?.paise ?? 0);
};

/** Sessions requested since `from`, counted per day, state and mode, with their billed minutes. */
export const sessionsByDay = async (db: Db, from: Date, timeZone: string) => {
  const day = dayOf(sessions.requestedAt, from, timeZone);
  const rows = await qb(db)
    .select({
      day: day.label,
      status: sessions.status,
      mode: sessions.mode,
      n: count(),
      minutes: sumInt(sql`${sessions.billedMinutes}`),
    })
    .from(sessions)
    .where(gte(sessions.requestedAt, from))
    .groupBy(day.group, sessions.status, sessions.mode);
  return rows.map((row) => ({
    day: row.day,
    status: row.status,
    mode: row.mode,
    count: row.n,
    minutes: Number(row.minutes),
  }));
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
