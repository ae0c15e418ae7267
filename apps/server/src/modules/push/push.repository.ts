import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';

export type PushSubscriptionInput = {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  alwaysNewRequests: boolean;
};

/**
 * Stores a device's subscription for `userId`. A device is its endpoint: subscribing again updates its
 * keys and choice, and a device another person had signed in on becomes this person's (the previous
 * owner's notifications must not reach whoever holds the device now).
 */
export const upsertSubscription = async (db: Db, input: PushSubscriptionInput, at: Date) => {
  const [row] = await qb(db)
    .insert(pushSubscriptions)
    .values({ ...input, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: input.userId,
        p256dh: input.p256dh,
        auth: input.auth,
        alwaysNewRequests: input.alwaysNewRequests,
        updatedAt: at,
      },
    })
    .returning({ alwaysNewRequests: pushSubscriptions.alwaysNewRequests });
  return row;
};

/** Removes one device of `userId` (another person's device with that endpoint stays). */
export const deleteSubscriptionOf = async (db: Db, userId: string, endpoint: string) => {
  const rows = await qb(db)
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
};

/** Removes a subscription the push service no longer knows (404/410). */
export const deleteSubscription = async (db: Db, id: string) => {
  await qb(db).delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
};

/** The devices of a person who may still be notified (not deleted, not deactivated). */
export const listSubscriptionsOf = (db: Db, userId: string) =>
  qb(db)
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      alwaysNewRequests: pushSubscriptions.alwaysNewRequests,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.userId, userId), eq(users.isActive, true), isNull(users.deletedAt)));

export type StoredSubscription = Awaited<ReturnType<typeof listSubscriptionsOf>>[number];
