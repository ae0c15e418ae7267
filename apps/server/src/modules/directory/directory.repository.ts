import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { LANGUAGES, SessionMode } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { bookableListenerSql, listenerBusySql } from '../../db/approved-listener.ts';
import { escapeLike } from '../../db/like.ts';
import { notBlockedBy } from '../blocks/blocks.repository.ts';
import { ratingAverageOf, ratingCountOf } from '../ratings/ratings.repository.ts';
import { favourites, listenerProfiles, sessions, users } from '../../db/schema.ts';

const completedCount = sql<number>`(select count(*)::int from ${sessions} where ${sessions.listenerId} = ${users.id} and ${sessions.status} in ('COMPLETED', 'REPORTED'))`;
/**
 * Online: the switch is on and a server process saw a live socket of theirs (a console) since `cutoff`
 * (`presenceCutoff`); never seen is offline. The SQL form of `presence-rules.isPresent`: keep them alike.
 */
const presentSince = (cutoff: Date) =>
  sql<boolean>`(${listenerProfiles.isOnline} and ${listenerProfiles.lastSeenAt} is not null and ${listenerProfiles.lastSeenAt} >= ${cutoff.toISOString()}::timestamptz)`;
/** How many bookable listeners are online now (busy ones included), for the admin dashboard. */
export const countListenersOnline = async (db: Db, cutoff: Date) => {
  const [row] = await qb(db)
    .select({ n: count() })
    .from(users)
    .innerJoin(listenerProfiles, eq(listenerProfiles.userId, users.id))
    .where(and(bookableListenerSql, presentSince(cutoff)));
  return row?.n ?? 0;
};

/** online 0, busy 1, offline 2: the directory's order. */
const presenceRank = (cutoff: Date) =>
  sql<number>`case when ${listenerBusySql} then 1 when ${presentSince(cutoff)} then 0 else 2 end`;

/** The caller's star on the listener (the `favourite` column: null, or `{ notifyOnline }`). */
const starredBy = (customerId: string) =>
  and(eq(favourites.customerId, customerId), eq(favourites.listenerId, users.id));

const publicColumns = (cutoff: Date) => ({
  id: users.id,
  name: users.name,
  pictureId: listenerProfiles.profilePictureFileId,
  languages: listenerProfiles.languages,
  preferredMode: listenerProfiles.preferredMode,
  description: listenerProfiles.description,
  isExperienced: listenerProfiles.isExperienced,
  coinsPerMinute: listenerProfiles.coinsPerMinute,
  isOnline: presentSince(cutoff),
  isBusy: listenerBusySql,
  completedSessions: completedCount,
  ratingAverage: ratingAverageOf,
  ratingCount: ratingCountOf,
  favourite: sql<{
    notifyOnline: boolean;
  } | null>`case when ${favourites.customerId} is null then null else json_build_object('notifyOnline', ${favourites.notifyOnline}) end`,
});

export type PublicListenerRow = {
  id: string;
  name: string;
  pictureId: string | null;
  languages: string[];
  preferredMode: SessionMode | null;
  description: string | null;
  isExperienced: boolean;
  coinsPerMinute: number;
  isOnline: boolean;
  isBusy: boolean;
  completedSessions: number;
  ratingAverage: number | null;
  ratingCount: number;
  favourite: { notifyOnline: boolean } | null;
};

export const listPublicListeners = async (
  db: Db,
  filter: { language?: (typeof LANGUAGES)[number]; mode?: SessionMode; search?: string },
  page: { limit: number; offset: number },
  cutoff: Date,
  customerId: string,
) => {
  const conditions: (SQL | undefined)[] = [bookableListenerSql, notBlockedBy(customerId)];
  if (filter.language) conditions.push(sql`${filter.language} = any(${listenerProfiles.languages})`);
  if (filter.mode) conditions.push(eq(listenerProfiles.preferredMode, filter.mode));
  if (filter.search) conditions.push(ilike(users.name, `%${escapeLike(filter.search)}%`));
  const where = and(...conditions);
  const rows = await qb(db)
    .select(publicColumns(cutoff))
    .from(users)
    .innerJoin(listenerProfiles, eq(listenerProfiles.userId, users.id))
    .leftJoin(favourites, starredBy(customerId))
    .where(where)
    // The caller's favourites first (issue 23 §5), then online, busy, offline.
    .orderBy(sql`${favourites.customerId} is null`, presenceRank(cutoff), asc(users.name), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await qb(db)
    .select({ n: count() })
    .from(users)
    .innerJoin(listenerProfiles, eq(listenerProfiles.userId, users.id))
    .where(where);
  return { rows: rows as PublicListenerRow[], total: total?.n ?? 0 };
};

export const findPublicListener = async (db: Db, id: string, cutoff: Date, customerId: string) => {
  const [row] = await qb(db)
    .select(publicColumns(cutoff))
    .from(users)
    .innerJoin(listenerProfiles, eq(listenerProfiles.userId, users.id))
    .leftJoin(favourites, starredBy(customerId))
    .where(and(bookableListenerSql, notBlockedBy(customerId), eq(users.id, id)))
    .limit(1);
  return row;
};

export const findOnline = async (db: Db, listenerId: string) => {
  const [row] = await qb(db)
    .select({ isOnline: listenerProfiles.isOnline })
    .from(listenerProfiles)
    .where(eq(listenerProfiles.userId, listenerId));
  return row?.isOnline ?? false;
};

/**
 * The switch alone. It is no sign of presence: only a console's socket stamps `last_seen_at`, so a
 * switch flipped without a console open (the API alone) shows no one online.
 */
export const setOnline = async (db: Db, listenerId: string, online: boolean, at: Date) => {
  await qb(db)
    .update(listenerProfiles)
    .set({ isOnline: online, updatedAt: at })
    .where(eq(listenerProfiles.userId, listenerId));
};
