import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionStatus } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { constraintOf, UNIQUE_VIOLATION, sqlStateOf } from '../../db/database-errors.ts';
import {
  listenerProfiles,
  sessionMessages,
  sessionRatings,
  sessionStatusEnum,
  sessions,
  users,
  type SessionMessageRow,
  type SessionRow,
} from '../../db/schema.ts';

export type { SessionMessageRow, SessionRow };

const customers = alias(users, 'customer');
const listenerUsers = alias(users, 'listener');

export const OPEN_STATUSES = ['pending', 'ACCEPTED', 'IN_PROGRESS'] as const satisfies SessionStatus[];
export const TOOK_PLACE_STATUSES = ['COMPLETED', 'REPORTED'] as const satisfies SessionStatus[];

/** A session with the names (and listener picture) the views show. */
const listenerViewColumns = {
  session: sessions,
  customerName: customers.name,
  listenerName: listenerUsers.name,
  listenerPictureId: listenerProfiles.profilePictureFileId,
};
/** The customer's views also show their rating of the session. */
const viewColumns = {
  ...listenerViewColumns,
  ratingStars: sessionRatings.stars,
  ratingComment: sessionRatings.comment,
};

const selectViews = (db: Db) =>
  qb(db)
    .select(viewColumns)
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .innerJoin(listenerUsers, eq(listenerUsers.id, sessions.listenerId))
    .leftJoin(listenerProfiles, eq(listenerProfiles.userId, sessions.listenerId))
    .leftJoin(sessionRatings, eq(sessionRatings.sessionId, sessions.id));

/**
 * The listener's polled lists (every 5 s): their columns only, with how many rows the WHERE matches on
 * every row, so a page and its total come in one query.
 */
const selectListenerViewsWithTotal = (db: Db) =>
  qb(db)
    .select({ ...listenerViewColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .innerJoin(listenerUsers, eq(listenerUsers.id, sessions.listenerId))
    .leftJoin(listenerProfiles, eq(listenerProfiles.userId, sessions.listenerId));

export type SessionViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
/** What a listener's view reads of a row (their polled lists carry no rating). */
export type ListenerViewRow = Omit<SessionViewRow, 'ratingStars' | 'ratingComment'>;

export const findSessionView = async (db: Db, id: string) => {
  const [row] = await selectViews(db).where(eq(sessions.id, id)).limit(1);
  return row;
};

export const findSession = async (tx: Db, id: string, options: { forUpdate?: boolean } = {}) => {
  const query = qb(tx).select().from(sessions).where(eq(sessions.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
};

export const findSessionByKey = async (tx: Db, customerId: string, key: string) => {
  const [row] = await qb(tx)
    .select()
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), eq(sessions.idempotencyKey, key)))
    .limit(1);
  return row;
};

export const findOpenSessionOf = async (
  tx: Db,
  who: { customerId?: string; listenerId?: string },
  statuses: readonly SessionStatus[] = OPEN_STATUSES,
) => {
  const conditions: SQL[] = [inArray(sessions.status, [...statuses])];
  if (who.customerId) conditions.push(eq(sessions.customerId, who.customerId));
  if (who.listenerId) conditions.push(eq(sessions.listenerId, who.listenerId));
  const [row] = await qb(tx)
    .select()
    .from(sessions)
    .where(and(...conditions))
    .limit(1);
  return row;
};

/**
 * The customer's running session, locked. Callers lock it before the wallet row (the one lock order
 * of this module: session, then wallet), so a purchase and an ending never deadlock and never skip.
 */
export const lockRunningSessionOf = async (tx: Db, customerId: string) => {
  const [row] = await qb(tx)
    .select()
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), eq(sessions.status, 'IN_PROGRESS')))
    .limit(1)
    .for('update');
  return row;
};

/** The customer's open session, locked (taken before the wallet row, like every session lock). */
export const lockOpenSessionOf = async (tx: Db, customerId: string) => {
  const [row] = await qb(tx)
    .select()
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), inArray(sessions.status, [...OPEN_STATUSES])))
    .limit(1)
    .for('update');
  return row;
};

/**
 * Every open session of a person (as customer or listener), locked, in id order (one lock order when
 * two admins end the sessions of the same two people at once).
 */
export const lockOpenSessionsOf = (tx: Db, userId: string) =>
  qb(tx)
    .select()
    .from(sessions)
    .where(
      and(
        or(eq(sessions.customerId, userId), eq(sessions.listenerId, userId)),
        inArray(sessions.status, [...OPEN_STATUSES]),
      ),
    )
    .orderBy(asc(sessions.id))
    .for('update');

export type NewSession = typeof sessions.$inferInsert;

/** Inserts a request; `'OPEN_EXISTS'` / `'KEY_EXISTS'` when a unique index refuses it. */
export const insertSession = async (tx: Db, values: NewSession) => {
  try {
    const [row] = await qb(tx).insert(sessions).values(values).returning();
    if (!row) throw new Error('session insert returned nothing');
    return row;
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      return constraintOf(error) === 'sessions_idempotency_key' ? 'KEY_EXISTS' : 'OPEN_EXISTS';
    }
    throw error;
  }
};

/** Updates a session; `'LISTENER_BUSY'` when the listener already has an active session. */
export const updateSession = async (tx: Db, id: string, patch: Partial<SessionRow>) => {
  try {
    const [row] = await qb(tx).update(sessions).set(patch).where(eq(sessions.id, id)).returning();
    if (!row) throw new Error(`session ${id} vanished`);
    return row;
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) return 'LISTENER_BUSY' as const;
    throw error;
  }
};

/** The listener as a request needs them: role, approval, block, online switch and rate. */
export const findBookableListener = async (tx: Db, listenerId: string) => {
  const [row] = await qb(tx)
    .select({
      id: users.id,
      role: users.role,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
      approvedAt: users.approvedAt,
      applicationStatus: listenerProfiles.applicationStatus,
      isBlocked: listenerProfiles.isBlocked,
      isOnline: listenerProfiles.isOnline,
      lastSeenAt: listenerProfiles.lastSeenAt,
      coinsPerMinute: listenerProfiles.coinsPerMinute,
    })
    .from(users)
    .innerJoin(listenerProfiles, eq(listenerProfiles.userId, users.id))
    .where(eq(users.id, listenerId))
    .limit(1);
  return row;
};

/** A session whose deadline has passed: an expired request, a lapsed acceptance, a spent wallet. */
const deadlinePassed = (now: Date) =>
  or(
    and(inArray(sessions.status, ['pending', 'ACCEPTED']), lte(sessions.expiresAt, now)),
    and(eq(sessions.status, 'IN_PROGRESS'), lte(sessions.runsOutAt, now)),
  );

/** Sessions whose deadline has passed: expired requests, lapsed acceptances, spent wallets. */
export const findDueSessionIds = async (db: Db, now: Date, limit: number) => {
  const rows = await qb(db)
    .select({ id: sessions.id })
    .from(sessions)
    .where(deadlinePassed(now))
    .limit(limit);
  return rows.map((row) => row.id);
};

/**
 * The earliest deadline that has passed on a session the sweepers have not ended yet (null when none):
 * how far behind they are. The same rule as findDueSessionIds, on its two partial indexes.
 */
export const oldestPassedDeadline = async (db: Db, now: Date): Promise<Date | null> => {
  const [row] = await qb(db)
    .select({
      at: sql`min(case when ${sessions.status} = 'IN_PROGRESS' then ${sessions.runsOutAt} else ${sessions.expiresAt} end)`.mapWith(
        sessions.expiresAt,
      ),
    })
    .from(sessions)
    .where(deadlinePassed(now));
  return (row?.at as Date | null | undefined) ?? null;
};

/** How many sessions are in each state (every state, 0 when none), in one GROUP BY. */
export const countSessionsByStatus = async (db: Db) => {
  const rows = await qb(db)
    .select({ status: sessions.status, n: count() })
    .from(sessions)
    .groupBy(sessions.status);
  const counts = Object.fromEntries(sessionStatusEnum.enumValues.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.n;
  return counts as Record<SessionStatus, number>;
};

type Page = { limit: number; offset: number };

const pageOfViews = async (db: Db, where: SQL | undefined, order: SQL[], page: Page) => {
  const rows = await selectViews(db)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await qb(db).select({ n: count() }).from(sessions).where(where);
  return { rows, total: total?.n ?? 0 };
};

/**
 * The two lists every listener console polls (1,000 listeners = 400 requests a second), prepared once
 * per database handle: no query building per request and, once PostgreSQL settles on a generic plan,
 * no planning either. The statuses are literals, not parameters, so a generic plan can still use the
 * partial index `sessions_one_active_per_listener`.
 */
const preparePolledLists = (db: Db) => {
  const listenerId = sql.placeholder('listenerId');
  const pending = and(
    eq(sessions.listenerId, listenerId),
    sql`${sessions.status} = 'pending'`,
    gt(sessions.expiresAt, sql.placeholder('now')),
  );
  const ongoing = and(
    eq(sessions.listenerId, listenerId),
    sql`${sessions.status} in ('ACCEPTED', 'IN_PROGRESS')`,
  );
  const pageOf = (where: SQL | undefined, order: SQL[], name: string) =>
    selectListenerViewsWithTotal(db)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${name}_page`);
  const countOf = (where: SQL | undefined, name: string) =>
    qb(db).select({ n: count() }).from(sessions).where(where).prepare(`${name}_count`);
  return {
    pending: {
      page: pageOf(pending, [asc(sessions.requestedAt), asc(sessions.id)], 'listener_pending'),
      count: countOf(pending, 'listener_pending'),
    },
    ongoing: {
      page: pageOf(ongoing, [desc(sessions.requestedAt), desc(sessions.id)], 'listener_ongoing'),
      count: countOf(ongoing, 'listener_ongoing'),
    },
  };
};
const polledLists = new WeakMap<Db, ReturnType<typeof preparePolledLists>>();

export const listListenerSessions = async (
  db: Db,
  listenerId: string,
  kind: 'pending' | 'ongoing' | 'completed',
  now: Date,
  page: Page,
) => {
  if (kind === 'completed') {
    return pageOfViews(
      db,
      and(eq(sessions.listenerId, listenerId), inArray(sessions.status, [...TOOK_PLACE_STATUSES])),
      [desc(sessions.endedAt), desc(sessions.id)],
      page,
    );
  }
  let prepared = polledLists.get(db);
  if (!prepared) {
    prepared = preparePolledLists(db);
    polledLists.set(db, prepared);
  }
  const values = { listenerId, now: now.toISOString(), limit: page.limit, offset: page.offset };
  const rows = await prepared[kind].page.execute(values);
  // Every row carries the total; only a page past the end (no rows) needs the count on its own.
  const first = rows[0];
  if (first || page.offset === 0) return { rows, total: first?.total ?? 0 };
  const [total] = await prepared[kind].count.execute(values);
  return { rows, total: total?.n ?? 0 };
};

export const listCustomerSessions = (db: Db, customerId: string, page: Page) =>
  pageOfViews(db, eq(sessions.customerId, customerId), [desc(sessions.requestedAt), desc(sessions.id)], page);

/** The listener's most recently changed sessions (the dashboard's recent activity). */
export const recentSessionsOf = (db: Db, listenerId: string, limit: number) =>
  selectViews(db)
    .where(eq(sessions.listenerId, listenerId))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id))
    .limit(limit);

/** The first moment a message of the session suggested self-harm (kept once set). */
export const markCrisis = async (tx: Db, id: string, at: Date) => {
  await qb(tx)
    .update(sessions)
    .set({ crisisAt: sql`coalesce(${sessions.crisisAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(sessions.id, id));
};

/** Every message of a session in delivery order. */
export const listMessages = (db: Db, sessionId: string) =>
  qb(db)
    .select()
    .from(sessionMessages)
    .where(eq(sessionMessages.sessionId, sessionId))
    .orderBy(asc(sessionMessages.seq));

// ---------- low-balance warnings ----------

/**
 * Claims the running sessions whose wallet runs out within `warnSeconds` and whose customer was not yet
 * warned about that run-out moment. The update is the claim: with several processes, one warns.
 */
export const claimLowBalanceWarnings = async (db: Db, now: Date, warnSeconds: number) => {
  const horizon = new Date(now.getTime() + warnSeconds * 1000);
  return qb(db)
    .update(sessions)
    .set({ lowBalanceWarnedFor: sql`${sessions.runsOutAt}` })
    .where(
      and(
        eq(sessions.status, 'IN_PROGRESS'),
        isNotNull(sessions.runsOutAt),
        lte(sessions.runsOutAt, horizon),
        gt(sessions.runsOutAt, now),
        sql`${sessions.lowBalanceWarnedFor} is distinct from ${sessions.runsOutAt}`,
      ),
    )
    .returning({ id: sessions.id, customerId: sessions.customerId, runsOutAt: sessions.runsOutAt });
};
