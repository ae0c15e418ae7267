import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_WITHDRAWAL_STATUSES, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { escapeLike } from '../../db/like.ts';
import { listenerProfiles, users, withdrawals } from '../../db/schema.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type AdminWithdrawalRow = { withdrawal: WithdrawalRow; name: string; email: string | null };

/**
 * Inserts a PENDING request, or nothing when the listener already used this Idempotency-Key (the caller
 * holds the listener's account lock, so an earlier request with the key has committed by then).
 */
export const insertWithdrawal = async (
  tx: Db,
  values: Omit<typeof withdrawals.$inferInsert, 'status' | 'decidedAt' | 'decidedBy'>,
) => {
  const [row] = await qb(tx)
    .insert(withdrawals)
    .values(values)
    .onConflictDoNothing({ target: [withdrawals.listenerId, withdrawals.idempotencyKey] })
    .returning();
  return row;
};

export const findWithdrawalByKey = async (db: Db, listenerId: string, idempotencyKey: string) => {
  const [row] = await qb(db)
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.listenerId, listenerId), eq(withdrawals.idempotencyKey, idempotencyKey)));
  return row;
};

/** One request with its listener's name and email; `forUpdate` locks the request row. */
export const findAdminWithdrawal = async (db: Db, id: string, options: { forUpdate?: boolean } = {}) => {
  const query = qb(db)
    .select({ withdrawal: withdrawals, name: users.name, email: users.email })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.listenerId))
    .where(eq(withdrawals.id, id));
  const [row] = options.forUpdate ? await query.for('update', { of: withdrawals }) : await query;
  return row;
};

export const updateWithdrawal = async (
  tx: Db,
  id: string,
  change: Partial<
    Pick<
      WithdrawalRow,
      | 'status'
      | 'payoutReference'
      | 'reason'
      | 'decidedAt'
      | 'decidedBy'
      | 'settleTransactionId'
      | 'payoutSentAt'
      | 'payoutId'
      | 'reverseTransactionId'
    >
  >,
) => {
  const [row] = await qb(tx).update(withdrawals).set(change).where(eq(withdrawals.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished under its lock`);
  return row;
};

/**
 * Claims up to `limit` gateway payouts PROCESSING since before `sentBefore` whose claim has run out,
 * oldest first, until `until`: the reconciler asks about them. Rows another process holds are skipped
 * (SKIP LOCKED), so N processes' reconcilers share the work instead of each asking about all.
 */
export const claimProcessingPayouts = async (
  db: Db,
  sentBefore: Date,
  claim: { now: Date; until: Date; limit: number },
) => {
  const due = qb(db)
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'PROCESSING'),
        lte(withdrawals.payoutSentAt, sentBefore),
        or(isNull(withdrawals.nextCheckAt), lte(withdrawals.nextCheckAt, claim.now)),
      ),
    )
    .orderBy(asc(withdrawals.payoutSentAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const rows = await qb(db)
    .update(withdrawals)
    .set({ nextCheckAt: claim.until })
    .where(inArray(withdrawals.id, due))
    .returning({ id: withdrawals.id, payoutSentAt: withdrawals.payoutSentAt });
  return rows.sort((a, b) => (a.payoutSentAt?.getTime() ?? 0) - (b.payoutSentAt?.getTime() ?? 0));
};

/** Gives a claimed payout back: the next pass of any process asks about it again. */
export const releasePayoutClaim = async (db: Db, id: string) => {
  await qb(db).update(withdrawals).set({ nextCheckAt: null }).where(eq(withdrawals.id, id));
};

/**
 * The UPI id on a listener's profile (null when they have not given one) and when it last changed
 * (issue 25 §2). `lock` takes the profile row FOR UPDATE: a request then waits for a UPI change in
 * flight (which locks the same row) and sees its hold, or the change waits for the request.
 */
export const findPayoutTarget = async (db: Db, listenerId: string, options: { lock?: boolean } = {}) => {
  const query = qb(db)
    .select({ upiId: listenerProfiles.withdrawalUpiId, changedAt: listenerProfiles.payoutChangedAt })
    .from(listenerProfiles)
    .where(eq(listenerProfiles.userId, listenerId));
  const [row] = options.lock ? await query.for('update') : await query;
  return { upiId: row?.upiId?.trim() || null, changedAt: row?.changedAt ?? null };
};

/** One page of a listener's requests, newest first. */
export const listListenerWithdrawals = async (
  db: Db,
  listenerId: string,
  status: WithdrawalStatus | undefined,
  page: { limit: number; offset: number },
) => {
  const where = and(
    eq(withdrawals.listenerId, listenerId),
    status ? eq(withdrawals.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    qb(db)
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
      .limit(page.limit)
      .offset(page.offset),
    qb(db).select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Paise and count of requests still holding their reservation: one listener's, or everyone's. */
export const openWithdrawalTotals = async (db: Db, listenerId?: string) => {
  const [row] = await qb(db)
    .select({
      count: count(),
      amountPaise: sql<string>`coalesce(sum(${withdrawals.amountPaise}), 0)`,
    })
    .from(withdrawals)
    .where(
      and(
        inArray(withdrawals.status, OPEN_WITHDRAWAL_STATUSES),
        listenerId ? eq(withdrawals.listenerId, listenerId) : undefined,
      ),
    );
  return { count: row?.count ?? 0, amountPaise: Number(row?.amountPaise ?? 0) };
};

type AdminFilter = { status?: WithdrawalStatus | undefined; search?: string | undefined };

const adminConditions = (filter: AdminFilter) => {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(withdrawals.status, filter.status));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(withdrawals.upiId, pattern)),
    );
  }
  return and(...conditions);
};

const adminColumns = { withdrawal: withdrawals, name: users.name, email: users.email };

/** One page of every listener's requests, newest first, filtered by status and listener. */
export const listAdminWithdrawals = async (
  db: Db,
  filter: AdminFilter,
  page: { limit: number; offset: number },
) => {
  const where = adminConditions(filter);
  const [rows, [total]] = await Promise.all([
    qb(db)
      .select(adminColumns)
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.listenerId))
      .where(where)
      .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
      .limit(page.limit)
      .offset(page.offset),
    qb(db)
      .select({ n: count() })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.listenerId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Every request the filter matches, oldest first (a payout batch is worked in order of asking). */
export const exportAdminWithdrawals = async (db: Db, filter: AdminFilter, limit: number) =>
  qb(db)
    .select(adminColumns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.listenerId))
    .where(adminConditions(filter))
    .orderBy(asc(withdrawals.requestedAt), asc(withdrawals.id))
    .limit(limit);

/** How many withdrawal requests are in each state (every state, 0 when none), in one GROUP BY. */
export const countWithdrawalsByStatus = async (db: Db) => {
  const rows = await qb(db)
    .select({ status: withdrawals.status, n: count() })
    .from(withdrawals)
    .groupBy(withdrawals.status);
  const counts = Object.fromEntries(WITHDRAWAL_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.n;
  return counts as Record<WithdrawalStatus, number>;
};
