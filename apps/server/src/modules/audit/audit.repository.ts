import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { auditLogs, files, moderationCases, plans, sessions, users, withdrawals } from '../../db/schema.ts';

export type AuditInput = {
  actorId: string;
  action: AuditAction;
  entityType: 'listener' | 'user' | 'plan' | 'withdrawal' | 'session' | 'case' | 'helplines' | 'file';
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Call with the transaction that makes the change, so the record and the change commit together. */
export const insertAudit = async (tx: Db, entry: AuditInput) => {
  await qb(tx).insert(auditLogs).values(entry);
};

/** Keeps only the fields whose value changed, as { before, after }. */
export const diffFields = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
};

export const listAudit = async (
  db: Db,
  filter: { action?: AuditAction | undefined; entityId?: string | undefined },
  page: { limit: number; offset: number },
) => {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLogs.action, filter.action));
  if (filter.entityId) conditions.push(eq(auditLogs.entityId, filter.entityId));
  const where = conditions.length ? and(...conditions) : undefined;
  // The record's subject by its type: the person for a listener or user, the listener a withdrawal
  // pays, the customer of a refunded session, the person a case is about (the other side of the
  // reporter; the customer of a crisis flag), the uploader of a file an admin opened, or the plan's name.
  const subject = alias(users, 'subject');
  const reportedSession = alias(sessions, 'reported_session');
  const isType = (type: string) => eq(auditLogs.entityType, type);
  const subjectId = sql`case ${auditLogs.entityType}
      when 'listener' then ${auditLogs.entityId}
      when 'user' then ${auditLogs.entityId}
      when 'withdrawal' then ${withdrawals.listenerId}
      when 'session' then ${sessions.customerId}
      when 'case' then case when ${moderationCases.reporterId} = ${reportedSession.customerId}
        then ${reportedSession.listenerId} else ${reportedSession.customerId} end
      when 'file' then ${files.ownerId}
    end`;
  const rows = await qb(db)
    .select({
      entry: auditLogs,
      actorName: users.name,
      actorEmail: users.email,
      actorRole: users.role,
      entityName: sql<string | null>`coalesce(${subject.name}, ${plans.name})`,
    })
    .from(auditLogs)
    .innerJoin(users, eq(users.id, auditLogs.actorId))
    .leftJoin(withdrawals, and(isType('withdrawal'), eq(withdrawals.id, auditLogs.entityId)))
    .leftJoin(sessions, and(isType('session'), eq(sessions.id, auditLogs.entityId)))
    .leftJoin(moderationCases, and(isType('case'), eq(moderationCases.id, auditLogs.entityId)))
    .leftJoin(reportedSession, eq(reportedSession.id, moderationCases.sessionId))
    .leftJoin(plans, and(isType('plan'), eq(plans.id, auditLogs.entityId)))
    .leftJoin(files, and(isType('file'), eq(files.id, auditLogs.entityId)))
    .leftJoin(subject, eq(subject.id, subjectId))
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await qb(db).select({ n: count() }).from(auditLogs).where(where);
  return { rows, total: total?.n ?? 0 };
};
