import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { sessionRatings, users } from '../../db/schema.ts';

/** Stores the rating unless the session has one (the primary key); undefined when it had. */
export const insertRating = async (tx: Db, values: typeof sessionRatings.$inferInsert) => {
  const [row] = await qb(tx).insert(sessionRatings).values(values).onConflictDoNothing().returning();
  return row;
};

/** A listener's average stars (one decimal, null without ratings) and count, for queries on `users`. */
export const ratingAverageOf = sql<
  number | null
>`(select round(avg(${sessionRatings.stars})::numeric, 1)::float8 from ${sessionRatings} where ${sessionRatings.listenerId} = ${users.id})`;
export const ratingCountOf = sql<number>`(select count(*)::int from ${sessionRatings} where ${sessionRatings.listenerId} = ${users.id})`;
