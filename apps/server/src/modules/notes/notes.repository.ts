import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { listenerNotes, sessions, users } from '../../db/schema.ts';

/** Whether this listener had a session (a request counts) with this live customer. */
export const hadSessionWith = async (db: Db, listenerId: string, customerId: string) => {
  const [row] = await qb(db)
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.customerId))
    .where(
      and(eq(sessions.listenerId, listenerId), eq(sessions.customerId, customerId), isNull(users.deletedAt)),
    )
    .limit(1);
  return row !== undefined;
};

const noteColumns = {
  customerId: listenerNotes.customerId,
  body: listenerNotes.body,
  updatedAt: listenerNotes.updatedAt,
};

export const findNote = async (db: Db, listenerId: string, customerId: string) => {
  const [row] = await qb(db)
    .select(noteColumns)
    .from(listenerNotes)
    .where(and(eq(listenerNotes.listenerId, listenerId), eq(listenerNotes.customerId, customerId)));
  return row ?? null;
};

export const upsertNote = async (db: Db, listenerId: string, customerId: string, body: string, at: Date) => {
  const [row] = await qb(db)
    .insert(listenerNotes)
    .values({ listenerId, customerId, body, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [listenerNotes.listenerId, listenerNotes.customerId],
      set: { body, updatedAt: at },
    })
    .returning(noteColumns);
  return row!;
};

export const deleteNote = async (db: Db, listenerId: string, customerId: string) => {
  const rows = await qb(db)
    .delete(listenerNotes)
    .where(and(eq(listenerNotes.listenerId, listenerId), eq(listenerNotes.customerId, customerId)))
    .returning({ customerId: listenerNotes.customerId });
  return rows.length > 0;
};

/** A deleted person's notes: those written about them, and those they wrote as a listener. */
export const deleteNotesOf = async (db: Db, userId: string) => {
  await qb(db)
    .delete(listenerNotes)
    .where(or(eq(listenerNotes.customerId, userId), eq(listenerNotes.listenerId, userId)));
};
