import { and, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import {
  auditLogs,
  files,
  listenerProfiles,
  moderationCases,
  sessionMessages,
  sessions,
} from '../../db/schema.ts';

/**
 * Deletes the messages of up to `limit` sessions that ended before `endedBefore` and whose moderation
 * cases (if any) are all closed before `endedBefore` too, and stamps them; a session whose case is open
 * keeps its transcript. Rows are claimed with SKIP LOCKED so parallel sweeps share the work. Returns how
 * many sessions it erased.
 */
export const eraseExpiredTranscripts = async (tx: Db, endedBefore: Date, now: Date, limit: number) => {
  const due = await qb(tx)
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        isNull(sessions.transcriptErasedAt),
        isNotNull(sessions.endedAt),
        lt(sessions.endedAt, endedBefore),
        notExists(
          qb(tx)
            .select({ id: moderationCases.id })
            .from(moderationCases)
            .where(
              and(
                eq(moderationCases.sessionId, sessions.id),
                or(eq(moderationCases.status, 'OPEN'), sql`${moderationCases.closedAt} >= ${endedBefore}`),
              ),
            ),
        ),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const ids = due.map((row) => row.id);
  if (ids.length === 0) return 0;
  await qb(tx).delete(sessionMessages).where(inArray(sessionMessages.sessionId, ids));
  await qb(tx).update(sessions).set({ transcriptErasedAt: now }).where(inArray(sessions.id, ids));
  return ids.length;
};

/**
 * Rejected applicants whose rejection (the latest APPLICATION_REJECTED audit entry) is older than
 * `rejectedBefore` whose uploads still hold bytes. Locked with SKIP LOCKED.
 */
export const claimExpiredRejectedApplicants = (tx: Db, rejectedBefore: Date, limit: number) =>
  qb(tx)
    .select({ userId: listenerProfiles.userId })
    .from(listenerProfiles)
    .where(
      and(
        eq(listenerProfiles.applicationStatus, 'REJECTED'),
        sql`(select max(${auditLogs.createdAt}) from ${auditLogs} where ${auditLogs.entityId} = ${listenerProfiles.userId} and ${auditLogs.action} = 'APPLICATION_REJECTED') < ${rejectedBefore}`,
        sql`exists (select 1 from ${files} where ${files.ownerId} = ${listenerProfiles.userId} and ${files.data} is not null)`,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });

/** Unlinks the applicant's uploads from their profile (the files themselves go through the files service). */
export const unlinkApplicantUploads = async (tx: Db, userId: string) => {
  await qb(tx)
    .update(listenerProfiles)
    .set({ profilePictureFileId: null, idProofFileId: null })
    .where(eq(listenerProfiles.userId, userId));
};
