import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { bookableListenerSql, listenerBusySql } from '../../db/approved-listener.ts';
import { favouriteOnlineNotices, favourites, listenerProfiles, userBlocks, users } from '../../db/schema.ts';

/** A listener a customer may star: approved, active, not deleted, not blocked by an admin. */
export const findStarrableListener = async (db: Db, listenerId: string) => {
  const [row] = await qb(db)
    .select({
      id: users.id,
      name: users.name,
      pictureId: listenerProfiles.profilePictureFileId,
      isOnline: listenerProfiles.isOnline,
      lastSeenAt: listenerProfiles.lastSeenAt,
    })
    .from(users)
    .innerJoin(listenerProfiles, eq(listenerProfiles.userId, users.id))
    .where(and(eq(users.id, listenerId), bookableListenerSql));
  return row;
};

/** Stars (idempotent: an existing star keeps its date); `notifyOnline` undefined keeps the flag. */
export const upsertFavourite = async (
  db: Db,
  customerId: string,
  listenerId: string,
  notifyOnline: boolean | undefined,
  at: Date,
) => {
  const insert = qb(db)
    .insert(favourites)
    .values({ customerId, listenerId, notifyOnline: notifyOnline ?? false, createdAt: at });
  const [row] = await (
    notifyOnline === undefined
      ? insert.onConflictDoUpdate({
          target: [favourites.customerId, favourites.listenerId],
          set: { customerId },
        })
      : insert.onConflictDoUpdate({
          target: [favourites.customerId, favourites.listenerId],
          set: { notifyOnline },
        })
  ).returning({ notifyOnline: favourites.notifyOnline, createdAt: favourites.createdAt });
  if (!row) throw new Error('favourite upsert returned nothing');
  return row;
};

export const deleteFavourite = async (db: Db, customerId: string, listenerId: string) => {
  await qb(db)
    .delete(favourites)
    .where(and(eq(favourites.customerId, customerId), eq(favourites.listenerId, listenerId)));
};

const notBlockedEitherWay = (customerId: string) =>
  sql`not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${customerId} and ${userBlocks.blockedId} = ${users.id}) or (${userBlocks.blockerId} = ${users.id} and ${userBlocks.blockedId} = ${customerId}))`;

/** A customer's favourites that are still bookable and not blocked, newest star first. */
export const listFavouritesOf = (db: Db, customerId: string) =>
  qb(db)
    .select({
      id: users.id,
      name: users.name,
      pictureId: listenerProfiles.profilePictureFileId,
      isOnline: listenerProfiles.isOnline,
      lastSeenAt: listenerProfiles.lastSeenAt,
      isBusy: listenerBusySql,
      notifyOnline: favourites.notifyOnline,
      createdAt: favourites.createdAt,
    })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.listenerId))
    .innerJoin(listenerProfiles, eq(listenerProfiles.userId, users.id))
    .where(and(eq(favourites.customerId, customerId), bookableListenerSql, notBlockedEitherWay(customerId)))
    .orderBy(desc(favourites.createdAt), desc(users.id));

/**
 * Who is to be told that `listenerId` came online on `day` (India's calendar day): the active customers
 * who starred them with notifyOnline, neither side blocking the other, and not told about them that day
 * yet. Claimed in one statement: the notice's primary key (listener, customer, day) makes a second
 * process noticing the same event, or a second event that day, claim nobody.
 */
export const claimOnlineNotices = async (db: Db, listenerId: string, day: string, at: Date) => {
  const { rows } = (await qb(db).execute(sql`
    insert into ${favouriteOnlineNotices} (customer_id, listener_id, day, sent_at)
    select ${favourites.customerId}, ${favourites.listenerId}, ${day}::date, ${at.toISOString()}::timestamptz
    from ${favourites}
    join ${users} on ${users.id} = ${favourites.customerId} and ${users.isActive} and ${users.deletedAt} is null
    where ${favourites.listenerId} = ${listenerId} and ${favourites.notifyOnline}
      and not exists (select 1 from ${userBlocks} where
        (${userBlocks.blockerId} = ${favourites.customerId} and ${userBlocks.blockedId} = ${favourites.listenerId})
        or (${userBlocks.blockerId} = ${favourites.listenerId} and ${userBlocks.blockedId} = ${favourites.customerId}))
    on conflict do nothing
    returning customer_id`)) as { rows: { customer_id: string }[] };
  return rows.map((row) => row.customer_id).sort();
};

/** A listener's name and whether they count as online (switch and stamp), for the online notice. */
export const findListenerPresence = async (db: Db, listenerId: string) => {
  const [row] = await qb(db)
    .select({
      name: users.name,
      isOnline: listenerProfiles.isOnline,
      lastSeenAt: listenerProfiles.lastSeenAt,
    })
    .from(users)
    .innerJoin(listenerProfiles, eq(listenerProfiles.userId, users.id))
    .where(eq(users.id, listenerId));
  return row;
};
