import { and, asc, count, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { listenerProfiles, queueEntries, users } from '../../db/schema.ts';

/**
 * Locks one listener's line (their profile row) for the rest of the transaction: every write to a
 * line (join, take next, close) holds it, so joins to a full line and two Take nexts run one after the
 * other. False when there is no such listener.
 */
export const lockListenerQueue = async (tx: Db, listenerId: string) => {
  const rows = await qb(tx)
    .select({ id: listenerProfiles.userId })
    .from(listenerProfiles)
    .where(eq(listenerProfiles.userId, listenerId))
    .for('update');
  return rows.length > 0;
};

/** Deletes the lapsed places of one line (and the customer's own lapsed place, if given). */
export const deleteExpiredPlaces = async (tx: Db, listenerId: string, now: Date, customerId?: string) => {
  const mine = customerId ? eq(queueEntries.customerId, customerId) : undefined;
  const rows = await qb(tx)
    .delete(queueEntries)
    .where(
      and(
        lte(queueEntries.expiresAt, now),
        mine ? or(eq(queueEntries.listenerId, listenerId), mine) : eq(queueEntries.listenerId, listenerId),
      ),
    )
    .returning({ customerId: queueEntries.customerId, listenerId: queueEntries.listenerId });
  return rows.filter((row) => row.listenerId === listenerId).map((row) => row.customerId);
};

/** The customer's place (any line), with that listener's name. */
export const findEntryOf = async (db: Db, customerId: string) => {
  const [row] = await qb(db)
    .select({ entry: queueEntries, listenerName: users.name })
    .from(queueEntries)
    .innerJoin(users, eq(users.id, queueEntries.listenerId))
    .where(eq(queueEntries.customerId, customerId));
  return row;
};

export const countWaiting = async (tx: Db, listenerId: string, now: Date) => {
  const [row] = await qb(tx)
    .select({ n: count() })
    .from(queueEntries)
    .where(and(eq(queueEntries.listenerId, listenerId), gt(queueEntries.expiresAt, now)));
  return row?.n ?? 0;
};

type NewEntry = typeof queueEntries.$inferInsert;
/** Null when the customer already holds a place (the unique customer_id: a parallel join elsewhere). */
export const insertEntry = async (tx: Db, values: NewEntry) => {
  const [row] = await qb(tx).insert(queueEntries).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

/** Who waits for a listener, first in line first, with their names (lapsed places left out). */
export const listWaiting = (db: Db, listenerId: string, now: Date) =>
  qb(db)
    .select({ entry: queueEntries, customerName: users.name })
    .from(queueEntries)
    .innerJoin(users, eq(users.id, queueEntries.customerId))
    .where(and(eq(queueEntries.listenerId, listenerId), gt(queueEntries.expiresAt, now)))
    .orderBy(asc(queueEntries.seq));

/** A listener's name and picture (what a waiting customer sees of them). */
export const findListenerCard = async (db: Db, listenerId: string) => {
  const [row] = await qb(db)
    .select({ id: users.id, name: users.name, pictureId: listenerProfiles.profilePictureFileId })
    .from(users)
    .innerJoin(listenerProfiles, eq(listenerProfiles.userId, users.id))
    .where(eq(users.id, listenerId));
  return row;
};

/** The customer's place that has not lapsed, with its position in its line (1 = next). */
export const findPlaceOf = async (db: Db, customerId: string, now: Date) => {
  // Written out: the outer row must be named, and drizzle may leave its columns unqualified here.
  const ahead = sql<number>`(select count(*)::int from queue_entries as other
    where other.listener_id = queue_entries.listener_id and other.expires_at > ${now.toISOString()}::timestamptz
      and other.seq < queue_entries.seq)`;
  const [row] = await qb(db)
    .select({ entry: queueEntries, ahead })
    .from(queueEntries)
    .where(and(eq(queueEntries.customerId, customerId), gt(queueEntries.expiresAt, now)));
  return row;
};

export const deleteEntry = async (tx: Db, id: string) => {
  await qb(tx).delete(queueEntries).where(eq(queueEntries.id, id));
};

/** Deletes the customer's place; the listener whose line it was, if there was one. */
export const deleteEntryOf = async (db: Db, customerId: string) => {
  const [row] = await qb(db)
    .delete(queueEntries)
    .where(eq(queueEntries.customerId, customerId))
    .returning({ listenerId: queueEntries.listenerId });
  return row?.listenerId;
};

/** Empties a listener's line; the customers who were in it. */
export const deleteLineOf = async (tx: Db, listenerId: string) => {
  const rows = await qb(tx)
    .delete(queueEntries)
    .where(eq(queueEntries.listenerId, listenerId))
    .returning({ customerId: queueEntries.customerId });
  return rows.map((row) => row.customerId);
};
