import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { sessions, users } from '../../db/schema.ts';

/** Sessions that took place (the ones that can have earned). */
const TOOK_PLACE = ['COMPLETED', 'REPORTED'] as const;

/**
 * What the listener keeps of a session: its earnings less what a refund within the earnings hold took
 * back (issue 12). Every figure a listener (or an admin looking at one) sees of earnings uses it; its
 * row twin is `keptOf` (earnings.service.ts).
 */
export const keptEarnings = sql<number>`(${sessions.coinsEarned} - ${sessions.listenerRefundedCoins})`;

/**
 * Coins of a listener's earnings still on hold: what sessions that ended after `since` earned them,
 * less what refunds took back. These are in the earnings balance but not withdrawable yet.
 */
export const heldEarnings = async (db: Db, listenerId: string, since: Date) => {
  const [row] = await qb(db)
    .select({ held: sql<string>`coalesce(sum(${keptEarnings}), 0)` })
    .from(sessions)
    .where(
      and(
        eq(sessions.listenerId, listenerId),
        inArray(sessions.status, [...TOOK_PLACE]),
        gt(sessions.endedAt, since),
        gt(sessions.coinsEarned, 0),
      ),
    );
  return Number(row?.held ?? 0);
};

const EARNING_SORT = {
  completedAt: sessions.endedAt,
  timeInMinutes: sessions.billedMinutes,
  coinsEarned: keptEarnings,
  coinsPerMinute: sessions.coinsPerMinute,
} as const;

/** Earning sessions (billed minutes > 0), filtered by the month/year of their end (UTC). */
export const listEarnings = async (
  db: Db,
  listenerId: string,
  filter: {
    month?: number | undefined;
    year?: number | undefined;
    sortBy: keyof typeof EARNING_SORT;
    sortOrder: 'asc' | 'desc';
  },
  page: { limit: number; offset: number },
) => {
  const conditions: SQL[] = [
    eq(sessions.listenerId, listenerId),
    inArray(sessions.status, [...TOOK_PLACE]),
    gt(sessions.billedMinutes, 0),
    isNotNull(sessions.endedAt),
  ];
  if (filter.month) {
    conditions.push(sql`extract(month from ${sessions.endedAt} at time zone 'UTC') = ${filter.month}`);
  }
  if (filter.year) {
    conditions.push(sql`extract(year from ${sessions.endedAt} at time zone 'UTC') = ${filter.year}`);
  }
  const where = and(...conditions);
  const column = EARNING_SORT[filter.sortBy];
  const direction = filter.sortOrder === 'asc' ? asc : desc;
  const rows = await qb(db)
    .select({
      id: sessions.id,
      customerName: users.name,
      billedMinutes: sessions.billedMinutes,
      coinsEarned: sessions.coinsEarned,
      listenerRefundedCoins: sessions.listenerRefundedCoins,
      coinsPerMinute: sessions.coinsPerMinute,
      endedAt: sessions.endedAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.customerId))
    .where(where)
    .orderBy(direction(column), direction(sessions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [summary] = await qb(db)
    .select({
      rows: count(),
      minutes: sql<string>`coalesce(sum(${sessions.billedMinutes}), 0)`,
      coins: sql<string>`coalesce(sum(${keptEarnings}), 0)`,
    })
    .from(sessions)
    .where(where);
  return {
    rows,
    total: summary?.rows ?? 0,
    totalMinutes: Number(summary?.minutes ?? 0),
    totalCoins: Number(summary?.coins ?? 0),
  };
};
