import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionStatus } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { constraintOf, UNIQUE_VIOLATION, sqlStateOf } from '../../db/database-errors.ts';
import { asError, createStatementBatcher } from '../../db/statement-batcher.ts';
import {
  listenerNotes,
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

/**
 * A session with the names (and listener picture) the views show, and the listener's private note about
 * the customer (issue 23 §5: only the listener's views carry it; the customer's never read it).
 */
const listenerViewColumns = {
  session: sessions,
  customerName: customers.name,
  listenerName: listenerUsers.name,
  listenerPictureId: listenerProfiles.profilePictureFileId,
  customerNote: listenerNotes.body,
};
/** The listener's note about the session's customer, if they wrote one (listenerViewColumns). */
const noteOfSession = and(
  eq(listenerNotes.listenerId, sessions.listenerId),
  eq(listenerNotes.customerId, sessions.customerId),
);
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
    .leftJoin(listenerNotes, noteOfSession)
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
    .leftJoin(listenerProfiles, eq(listenerProfiles.userId, sessions.listenerId))
    .leftJoin(listenerNotes, noteOfSession);

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

type PolledKind = 'pending' | 'ongoing';
type PolledPage = { rows: (ListenerViewRow & { total: number })[]; total: number };
type PolledRead = {
  kind: PolledKind;
  listenerId: string;
  now: Date;
  page: Page;
  settle: (result: PolledPage | Error) => void;
};

/** Listeners read by one statement at most; more waiting go in the next. */
const MAX_POLLED_BATCH = 128;
/** Statements reading the polled lists at once per database handle; the rest queue and go together. */
const MAX_POLLED_IN_FLIGHT = 2;

const polledListsOf = (db: Db) => {
  let prepared = polledLists.get(db);
  if (!prepared) {
    prepared = preparePolledLists(db);
    polledLists.set(db, prepared);
  }
  return prepared;
};

/** A page with no rows: its total is 0 on the first page, and counted on its own past the end. */
const settledPage = async (db: Db, read: PolledRead, rows: PolledPage['rows']): Promise<PolledPage> => {
  const first = rows[0];
  if (first || read.page.offset === 0) return { rows, total: first?.total ?? 0 };
  const values = { listenerId: read.listenerId, now: read.now.toISOString() };
  const [total] = await polledListsOf(db)[read.kind].count.execute(values);
  return { rows, total: total?.n ?? 0 };
};

/** One listener's page by the list's prepared statement (a read alone, at light load). */
const readPolledAlone = async (db: Db, read: PolledRead) => {
  const { listenerId, now, page } = read;
  const values = { listenerId, now: now.toISOString(), limit: page.limit, offset: page.offset };
  const rows = await polledListsOf(db)[read.kind].page.execute(values);
  return settledPage(db, read, rows);
};

/**
 * The same page of the same list for many listeners, by one statement: each session ranked within its
 * listener's list (the list's own order), the page's ranks kept, and the total per listener counted in
 * the same pass. Each read gets only its own listener's rows (grouped by the session's listener_id).
 */
export const readPolledTogether = async (
  db: Db,
  kind: PolledKind,
  listenerIds: string[],
  now: Date,
  page: Page,
) => {
  const order =
    kind === 'pending'
      ? sql`${sessions.requestedAt} asc, ${sessions.id} asc`
      : sql`${sessions.requestedAt} desc, ${sessions.id} desc`;
  const status =
    kind === 'pending'
      ? and(sql`${sessions.status} = 'pending'`, gt(sessions.expiresAt, now))
      : sql`${sessions.status} in ('ACCEPTED', 'IN_PROGRESS')`;
  const ranked = qb(db)
    .select({
      id: sessions.id,
      place: sql<number>`row_number() over (partition by ${sessions.listenerId} order by ${order})`.as(
        'place',
      ),
      total: sql<number>`count(*) over (partition by ${sessions.listenerId})`.as('total'),
    })
    .from(sessions)
    .where(and(inArray(sessions.listenerId, listenerIds), status))
    .as('ranked');
  const rows = await qb(db)
    .select({ ...listenerViewColumns, total: sql<number>`${ranked.total}`.mapWith(Number) })
    .from(sessions)
    .innerJoin(ranked, eq(ranked.id, sessions.id))
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .innerJoin(listenerUsers, eq(listenerUsers.id, sessions.listenerId))
    .leftJoin(listenerProfiles, eq(listenerProfiles.userId, sessions.listenerId))
    .leftJoin(listenerNotes, noteOfSession)
    .where(and(gt(ranked.place, page.offset), lte(ranked.place, page.offset + page.limit)))
    .orderBy(sessions.listenerId, ranked.place);
  const byListener = new Map<string, PolledPage['rows']>();
  for (const row of rows) {
    const list = byListener.get(row.session.listenerId);
    if (list) list.push(row);
    else byListener.set(row.session.listenerId, [row]);
  }
  return byListener;
};

/** Reads the batch: the reads of one list and page together, a read alone by its prepared statement. */
const readPolledBatch = async (db: Db, batch: PolledRead[]) => {
  const groups = new Map<string, PolledRead[]>();
  for (const read of batch) {
    const key = `${read.kind} ${read.page.limit} ${read.page.offset}`;
    const group = groups.get(key);
    if (group) group.push(read);
    else groups.set(key, [read]);
  }
  await Promise.all(
    [...groups.values()].map(async (reads) => {
      try {
        if (reads.length === 1) {
          const read = reads[0] as PolledRead;
          read.settle(await readPolledAlone(db, read));
          return;
        }
        const { kind, page } = reads[0] as PolledRead;
        // A pending request counts as open at the batch's latest moment.
        const now = new Date(Math.max(...reads.map((read) => read.now.getTime())));
        const listenerIds = [...new Set(reads.map((read) => read.listenerId))];
        const byListener = await readPolledTogether(db, kind, listenerIds, now, page);
        await Promise.all(
          reads.map(async (read) =>
            read.settle(await settledPage(db, read, byListener.get(read.listenerId) ?? [])),
          ),
        );
      } catch (error) {
        for (const read of reads) read.settle(asError(error));
      }
    }),
  );
};

const polledReaders = new WeakMap<Db, (read: PolledRead) => void>();

/**
 * A page of one of the two lists every console polls. Issue 21 §2: the reads that arrive while the
 * previous ones are running share one statement (db/statement-batcher.ts), so at 1,000 listeners a
 * round trip to the database serves many of them; a read alone still goes by its prepared statement.
 */
const readPolledList = (db: Db, kind: PolledKind, listenerId: string, now: Date, page: Page) => {
  let read = polledReaders.get(db);
  if (!read) {
    read = createStatementBatcher<PolledRead>((batch) => readPolledBatch(db, batch), {
      maxBatch: MAX_POLLED_BATCH,
      maxInFlight: MAX_POLLED_IN_FLIGHT,
    });
    polledReaders.set(db, read);
  }
  const enqueue = read;
  return new Promise<PolledPage>((resolve, reject) =>
    enqueue({
      kind,
      listenerId,
      now,
      page,
      settle: (result) => (result instanceof Error ? reject(result) : resolve(result)),
    }),
  );
};

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
  return readPolledList(db, kind, listenerId, now, page);
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
