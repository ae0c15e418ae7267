import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { sessions, userBlocks, users } from '../../db/schema.ts';

/** "Not blocked by `customerId`": for the directory's listener queries (a listener the customer blocked). */
export const notBlockedBy = (customerId: string) =>
  sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${customerId} and ${userBlocks.blockedId} = ${users.id})`;

/** Who blocked whom between two people, if anyone (either direction). */
export const findBlockBetween = async (db: Db, a: string, b: string) => {
  const rows = await qb(db)
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    );
  return rows.map((row) => row.blockerId);
};

export const listBlocksBy = (db: Db, blockerId: string) =>
  qb(db)
    .select({ userId: users.id, name: users.name, role: users.role, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt));

export const insertBlock = async (db: Db, blockerId: string, blockedId: string, at: Date) => {
  await qb(db).insert(userBlocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
  const [row] = await qb(db)
    .select({ blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
  return row?.blockedAt ?? at;
};

export const deleteBlock = async (db: Db, blockerId: string, blockedId: string) => {
  const rows = await qb(db)
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockedId: userBlocks.blockedId });
  return rows.length > 0;
};

/** A live user's name and role (null for a missing or deleted one). */
export const findPerson = async (db: Db, id: string) => {
  const [row] = await qb(db)
    .select({ id: users.id, name: users.name, role: users.role, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id));
  return row && !row.deletedAt ? row : null;
};

/** Whether a listener and a customer ever had a session (a request counts). */
export const haveMet = async (db: Db, listenerId: string, customerId: string) => {
  const [row] = await qb(db)
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.listenerId, listenerId), eq(sessions.customerId, customerId)))
    .limit(1);
  return row !== undefined;
};
