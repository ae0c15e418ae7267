import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { auditLogs, users } from '../../db/schema.ts';

export type AuditInput = {
  actorId: string;
  action: AuditAction;
  entityType: 'listener' | 'user' | 'plan' | 'withdrawal' | 'session' | 'case' | 'helplines';
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
  const subject = alias(users, 'subject');
  const rows = await qb(db)
    .select({ entry: auditLogs, actorName: users.name, actorEmail: users.email, entityName: subject.name })
    .from(auditLogs)
    .innerJoin(users, eq(users.id, auditLogs.actorId))
    .leftJoin(subject, eq(subject.id, auditLogs.entityId))
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await qb(db).select({ n: count() }).from(auditLogs).where(where);
  return { rows, total: total?.n ?? 0 };
};
