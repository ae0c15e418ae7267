import { and, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { mailOutbox } from '../../db/schema.ts';

export type QueuedMail = { to: string; subject: string; text: string };
export type ClaimedMail = QueuedMail & { id: string; attempts: number };

export const enqueueMail = async (db: Db, mail: QueuedMail) => {
  await qb(db).insert(mailOutbox).values(mail);
};

/**
 * Claims up to `limit` free mails for `leaseMs`, oldest first. SKIP LOCKED lets several processes claim
 * at once without taking the same row; the lease returns a crashed sender's mail to the queue.
 */
export const claimMail = async (
  db: Db,
  options: { limit: number; leaseMs: number; maxAttempts: number; now: Date },
): Promise<ClaimedMail[]> => {
  const free = qb(db)
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, options.now)),
        lt(mailOutbox.attempts, options.maxAttempts),
      ),
    )
    .orderBy(mailOutbox.createdAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return qb(db)
    .update(mailOutbox)
    .set({
      claimedUntil: new Date(options.now.getTime() + options.leaseMs),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, free))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      attempts: mailOutbox.attempts,
    });
};

/** A sent mail leaves the outbox (its text may hold a code). */
export const deleteMail = async (db: Db, id: string) => {
  await qb(db).delete(mailOutbox).where(eq(mailOutbox.id, id));
};

/** A failed send waits until `retryAt` before it may be claimed again. */
export const deferMail = async (db: Db, id: string, retryAt: Date, error: string) => {
  await qb(db)
    .update(mailOutbox)
    .set({ claimedUntil: retryAt, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
};

/**
 * The outbox's depth in one query: mails still to be sent (new, leased or waiting to retry) and mails
 * given up on after `maxAttempts` failed sends (they stay, with their last error, until someone looks).
 */
export const countOutbox = async (db: Db, maxAttempts: number) => {
  const [row] = await qb(db)
    .select({
      queued: count().mapWith(Number),
      givenUp: sql<number>`count(*) filter (where ${gte(mailOutbox.attempts, maxAttempts)})`.mapWith(Number),
    })
    .from(mailOutbox);
  const givenUp = row?.givenUp ?? 0;
  return { queued: (row?.queued ?? 0) - givenUp, givenUp };
};
