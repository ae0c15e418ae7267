import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CaseAction, CaseStatus, ReportCategory } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import {
  caseActions,
  helplines,
  moderationCases,
  refunds,
  sessionMessages,
  sessions,
  users,
} from '../../db/schema.ts';

// ---------- helplines ----------

export const listHelplines = (db: Db) =>
  qb(db)
    .select({
      name: helplines.name,
      phone: helplines.phone,
      description: helplines.description,
      nameHi: helplines.nameHi,
      descriptionHi: helplines.descriptionHi,
    })
    .from(helplines)
    .orderBy(asc(helplines.position));

export const replaceHelplines = async (
  tx: Db,
  list: { name: string; phone: string; description: string; nameHi: string; descriptionHi: string }[],
) => {
  await qb(tx).delete(helplines);
  await qb(tx)
    .insert(helplines)
    .values(list.map((line, index) => ({ ...line, position: index + 1 })));
};

// ---------- cases ----------

/** A participant's report; nothing when they already reported this session (unique index). */
export const insertReportCase = async (
  tx: Db,
  values: { sessionId: string; reporterId: string; category: ReportCategory; details: string; at: Date },
) => {
  const [row] = await qb(tx)
    .insert(moderationCases)
    .values({
      kind: 'REPORT',
      sessionId: values.sessionId,
      reporterId: values.reporterId,
      category: values.category,
      details: values.details,
      urgent: values.category === 'SAFETY_CONCERN',
      createdAt: values.at,
    })
    .onConflictDoNothing()
    .returning();
  return row;
};

/** Opens the session's crisis case unless one is open already; true when this call opened it. */
export const openCrisisCase = async (tx: Db, sessionId: string, at: Date) => {
  const rows = await qb(tx)
    .insert(moderationCases)
    .values({ kind: 'CRISIS', sessionId, urgent: true, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: moderationCases.id });
  return rows.length > 0;
};

const customer = alias(users, 'customer');
const listener = alias(users, 'listener');
const reporter = alias(users, 'reporter');

const flaggedCount = sql<number>`(select count(*)::int from ${sessionMessages} where ${sessionMessages.sessionId} = ${moderationCases.sessionId} and cardinality(${sessionMessages.flags}) > 0)`;

const caseColumns = {
  record: moderationCases,
  session: {
    id: sessions.id,
    mode: sessions.mode,
    status: sessions.status,
    startedAt: sessions.startedAt,
    endedAt: sessions.endedAt,
    billedMinutes: sessions.billedMinutes,
    coinsCharged: sessions.coinsCharged,
    coinsEarned: sessions.coinsEarned,
    refundedCoins: sessions.refundedCoins,
    transcriptErasedAt: sessions.transcriptErasedAt,
    listenerRefundedCoins: sessions.listenerRefundedCoins,
  },
  customer: { id: customer.id, name: customer.name, email: customer.email, locale: customer.locale },
  listener: { id: listener.id, name: listener.name, email: listener.email, locale: listener.locale },
  reporterName: reporter.name,
  reporterRole: reporter.role,
  flaggedMessages: flaggedCount,
};

const casesFrom = (db: Db) =>
  qb(db)
    .select(caseColumns)
    .from(moderationCases)
    .innerJoin(sessions, eq(sessions.id, moderationCases.sessionId))
    .innerJoin(customer, eq(customer.id, sessions.customerId))
    .innerJoin(listener, eq(listener.id, sessions.listenerId))
    .leftJoin(reporter, eq(reporter.id, moderationCases.reporterId));

export type CaseWithPeople = NonNullable<Awaited<ReturnType<typeof findCase>>>;

/** One page of the queue: open cases urgent first then oldest first; closed ones last closed first. */
export const listCases = async (db: Db, status: CaseStatus, page: { limit: number; offset: number }) => {
  const order =
    status === 'OPEN'
      ? [desc(moderationCases.urgent), asc(moderationCases.createdAt), asc(moderationCases.id)]
      : [desc(moderationCases.closedAt), desc(moderationCases.id)];
  const [rows, [total]] = await Promise.all([
    casesFrom(db)
      .where(eq(moderationCases.status, status))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    qb(db).select({ n: count() }).from(moderationCases).where(eq(moderationCases.status, status)),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findCase = async (db: Db, id: string) => {
  const [row] = await casesFrom(db).where(eq(moderationCases.id, id));
  return row;
};

export const lockCase = async (tx: Db, id: string) => {
  const [row] = await qb(tx).select().from(moderationCases).where(eq(moderationCases.id, id)).for('update');
  return row;
};

export const updateCase = async (
  tx: Db,
  id: string,
  change: { outcome: CaseAction; status?: CaseStatus; closedAt?: Date },
) => {
  await qb(tx).update(moderationCases).set(change).where(eq(moderationCases.id, id));
};

export const insertCaseAction = async (
  tx: Db,
  values: {
    caseId: string;
    action: CaseAction;
    note: string | null;
    refundCoins: number | null;
    warnedUserId: string | null;
    actorId: string;
    at: Date;
  },
) => {
  await qb(tx).insert(caseActions).values({
    caseId: values.caseId,
    action: values.action,
    note: values.note,
    refundCoins: values.refundCoins,
    warnedUserId: values.warnedUserId,
    actorId: values.actorId,
    createdAt: values.at,
  });
};

const warnedUsers = alias(users, 'warned_users');

export const listCaseActions = (db: Db, caseId: string) =>
  qb(db)
    .select({
      action: caseActions.action,
      note: caseActions.note,
      refundCoins: caseActions.refundCoins,
      actorId: users.id,
      actorName: users.name,
      warnedId: warnedUsers.id,
      warnedName: warnedUsers.name,
      at: caseActions.createdAt,
    })
    .from(caseActions)
    .innerJoin(users, eq(users.id, caseActions.actorId))
    .leftJoin(warnedUsers, eq(warnedUsers.id, caseActions.warnedUserId))
    .where(eq(caseActions.caseId, caseId))
    .orderBy(asc(caseActions.createdAt), asc(caseActions.id));

/** The session's messages in order, with what the filters found and the originals of masked ones. */
export const listTranscript = (db: Db, sessionId: string) =>
  qb(db)
    .select({
      id: sessionMessages.id,
      senderType: sessionMessages.senderType,
      body: sessionMessages.body,
      originalBody: sessionMessages.originalBody,
      flags: sessionMessages.flags,
      createdAt: sessionMessages.createdAt,
    })
    .from(sessionMessages)
    .where(eq(sessionMessages.sessionId, sessionId))
    .orderBy(asc(sessionMessages.seq));

/**
 * A person's cases besides `exceptCaseId`: those they reported, reports against them (they were the
 * other participant), and crisis flags of their sessions. Newest first.
 */
export const casesInvolving = async (db: Db, userId: string, exceptCaseId: string, limit: number) => {
  const participant = or(eq(sessions.customerId, userId), eq(sessions.listenerId, userId));
  const involving = and(
    sql`${moderationCases.id} <> ${exceptCaseId}`,
    or(eq(moderationCases.reporterId, userId), participant),
  );
  const rows = await qb(db)
    .select({
      id: moderationCases.id,
      kind: moderationCases.kind,
      category: moderationCases.category,
      status: moderationCases.status,
      outcome: moderationCases.outcome,
      createdAt: moderationCases.createdAt,
      reporterId: moderationCases.reporterId,
    })
    .from(moderationCases)
    .innerJoin(sessions, eq(sessions.id, moderationCases.sessionId))
    .where(involving)
    .orderBy(desc(moderationCases.createdAt))
    .limit(limit);
  const [counts] = await qb(db)
    .select({
      filed: sql<number>`count(*) filter (where ${moderationCases.reporterId} = ${userId})::int`,
      against: sql<number>`count(*) filter (where ${moderationCases.kind} = 'REPORT' and ${moderationCases.reporterId} <> ${userId})::int`,
    })
    .from(moderationCases)
    .innerJoin(sessions, eq(sessions.id, moderationCases.sessionId))
    .where(or(eq(moderationCases.reporterId, userId), participant));
  return { rows, filed: counts?.filed ?? 0, against: counts?.against ?? 0 };
};

/** The caller's reports, newest first, with the other person's name. */
export const listReportsBy = async (db: Db, reporterId: string, page: { limit: number; offset: number }) => {
  const other = alias(users, 'other');
  const where = eq(moderationCases.reporterId, reporterId);
  const [rows, [total]] = await Promise.all([
    qb(db)
      .select({ record: moderationCases, otherName: other.name })
      .from(moderationCases)
      .innerJoin(sessions, eq(sessions.id, moderationCases.sessionId))
      .innerJoin(
        other,
        eq(
          other.id,
          sql`case when ${sessions.customerId} = ${reporterId} then ${sessions.listenerId} else ${sessions.customerId} end`,
        ),
      )
      .where(where)
      .orderBy(desc(moderationCases.createdAt), desc(moderationCases.id))
      .limit(page.limit)
      .offset(page.offset),
    qb(db).select({ n: count() }).from(moderationCases).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

// ---------- refunds and held earnings ----------

export const findRefundByKey = async (db: Db, sessionId: string, idempotencyKey: string) => {
  const [row] = await qb(db)
    .select()
    .from(refunds)
    .where(and(eq(refunds.sessionId, sessionId), eq(refunds.idempotencyKey, idempotencyKey)));
  return row;
};

export const insertRefund = async (tx: Db, values: typeof refunds.$inferInsert) => {
  await qb(tx).insert(refunds).values(values);
};

export const addSessionRefund = async (tx: Db, sessionId: string, coins: number, listenerCoins: number) => {
  await qb(tx)
    .update(sessions)
    .set({
      refundedCoins: sql`${sessions.refundedCoins} + ${coins}`,
      listenerRefundedCoins: sql`${sessions.listenerRefundedCoins} + ${listenerCoins}`,
    })
    .where(eq(sessions.id, sessionId));
};
