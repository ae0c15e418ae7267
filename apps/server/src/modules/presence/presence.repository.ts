import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { listenerProfiles, sessionPresence, sessions } from '../../db/schema.ts';

/** Marks listeners as seen now (a process holds a live socket of theirs, or their last one just went). */
export const markListenersSeen = async (db: Db, listenerIds: string[], at: Date) => {
  if (listenerIds.length === 0) return;
  await qb(db)
    .update(listenerProfiles)
    .set({ lastSeenAt: at })
    .where(inArray(listenerProfiles.userId, listenerIds));
};

/** A listener's switch and last stamp (whether they counted as online before a new socket). */
export const findListenerStamp = async (db: Db, listenerId: string) => {
  const [row] = await qb(db)
    .select({ isOnline: listenerProfiles.isOnline, lastSeenAt: listenerProfiles.lastSeenAt })
    .from(listenerProfiles)
    .where(eq(listenerProfiles.userId, listenerId));
  return row;
};

export type RoomStamp = { sessionId: string; userId: string };

/**
 * Marks people as seen in session rooms at `at` (a socket of theirs is in the room, or just left it).
 * A stamp never moves back (two processes may stamp the same person); only open sessions' people are
 * stamped.
 */
export const stampRoomPresence = async (db: Db, stamps: RoomStamp[], at: Date) => {
  if (stamps.length === 0) return;
  const sessionIds = sql`${`{${stamps.map((s) => s.sessionId).join(',')}}`}::uuid[]`;
  const userIds = sql`${`{${stamps.map((s) => s.userId).join(',')}}`}::uuid[]`;
  const seenAt = sql`${at.toISOString()}::timestamptz`;
  await qb(db).execute(sql`
    insert into ${sessionPresence} (session_id, user_id, seen_at)
    select stamp.session_id, stamp.user_id, ${seenAt}
    from unnest(${sessionIds}, ${userIds}) as stamp(session_id, user_id)
    join ${sessions} on ${sessions.id} = stamp.session_id
      and ${sessions.status} in ('pending', 'ACCEPTED', 'IN_PROGRESS')
      and stamp.user_id in (${sessions.customerId}, ${sessions.listenerId})
    on conflict (session_id, user_id)
      do update set seen_at = greatest(${sessionPresence.seenAt}, excluded.seen_at)`);
};

/**
 * Accepted and running sessions tracked in their room (someone was seen there) where someone was last
 * seen at or before `seenBefore`; a person never seen in a running session's room counts as last seen
 * when it started. The caller applies each mode's grace.
 */
export const findQuietRooms = (db: Db, seenBefore: Date, limit: number) => {
  // A person never stamped reads as null (no row), not as a date.
  const customerSeen = sql`(select ${sessionPresence.seenAt} from ${sessionPresence}
    where ${sessionPresence.sessionId} = ${sessions.id} and ${sessionPresence.userId} = ${sessions.customerId})`;
  const listenerSeen = sql`(select ${sessionPresence.seenAt} from ${sessionPresence}
    where ${sessionPresence.sessionId} = ${sessions.id} and ${sessionPresence.userId} = ${sessions.listenerId})`;
  return qb(db)
    .select({
      id: sessions.id,
      mode: sessions.mode,
      status: sessions.status,
      customerId: sessions.customerId,
      listenerId: sessions.listenerId,
      startedAt: sessions.startedAt,
      customerSeenAt: sql`${customerSeen}`.mapWith(sessionPresence.seenAt),
      listenerSeenAt: sql`${listenerSeen}`.mapWith(sessionPresence.seenAt),
    })
    .from(sessions)
    .where(
      and(
        inArray(sessions.status, ['ACCEPTED', 'IN_PROGRESS']),
        sql`exists (select 1 from ${sessionPresence} where ${sessionPresence.sessionId} = ${sessions.id})`,
        sql`least(coalesce(${customerSeen}, ${sessions.startedAt}), coalesce(${listenerSeen}, ${sessions.startedAt}))
          <= ${seenBefore.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit);
};

/** When each person of one session was last seen in its room (none: never). */
export const roomPresenceOf = async (db: Db, sessionId: string) => {
  const rows = await qb(db)
    .select({ userId: sessionPresence.userId, seenAt: sessionPresence.seenAt })
    .from(sessionPresence)
    .where(eq(sessionPresence.sessionId, sessionId));
  return new Map(rows.map((row) => [row.userId, row.seenAt]));
};

/** An open session some of whose people were seen in its room, with when each was last seen there. */
export type RoomPresenceRow = Omit<
  Awaited<ReturnType<typeof findQuietRooms>>[number],
  'customerSeenAt' | 'listenerSeenAt'
> & { customerSeenAt: Date | null; listenerSeenAt: Date | null };

/** A session row, as presence reads it (the sessions module owns the table's rules). */
export type SessionRow = typeof sessions.$inferSelect;

/** One session, for the room checks (no lock: the sessions module locks it when it ends one). */
export const findSession = async (db: Db, id: string): Promise<SessionRow | undefined> => {
  const [row] = await qb(db).select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
};
