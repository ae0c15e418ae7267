import type { auditLogQuerySchema } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { paginationOf } from '../../lib/pagination.ts';
import { listAudit } from './audit.repository.ts';

export const createAuditService = ({ db }: { db: Db }) => ({
  /** Every admin action, newest first, with the current names of the actor and the subject. */
  async listAuditLog(query: z.output<typeof auditLogQuerySchema>) {
    const { rows, total } = await listAudit(db, query, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return {
      data: rows.map(({ entry, actorName, actorEmail, actorRole, entityName }) => ({
        id: entry.id,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        entityName,
        actor: { id: entry.actorId, name: actorName, email: actorEmail, role: actorRole },
        before: entry.before ?? null,
        after: entry.after ?? null,
        createdAt: entry.createdAt.toISOString(),
      })),
      pagination: paginationOf(query.page, query.limit, total),
    };
  },
});

export type AuditService = ReturnType<typeof createAuditService>;
