import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Locale, PushPayload } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { pushOutbox, pushSubscriptions, users } from '../../db/schema.ts';

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

// ---- the outbox (push.service.ts delivers it) ----

export const enqueuePush = async (
  db: Db,
  row: { userId: string; payload: PushPayload; expiresAt: Date; createdAt: Date },
) => {
  await qb(db).insert(pushOutbox).values(row);
};

/**
 * Claims up to `limit` due notifications for `leaseMs`, oldest first (SKIP LOCKED: processes never take
 * the same row; the lease gives a crashed sender's rows back). Rows past their expiry go first.
 */
export const claimPushes = async (db: Db, options: { limit: number; leaseMs: number; now: Date }) => {
  await qb(db).delete(pushOutbox).where(lte(pushOutbox.expiresAt, options.now));
  const due = qb(db)
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        or(isNull(pushOutbox.claimedUntil), lte(pushOutbox.claimedUntil, options.now)),
        gt(pushOutbox.expiresAt, options.now),
      ),
    )
    .orderBy(pushOutbox.createdAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return qb(db)
    .update(pushOutbox)
    .set({
      claimedUntil: new Date(options.now.getTime() + options.leaseMs),
      attempts: sql`${pushOutbox.attempts} + 1`,
    })
    .where(inArray(pushOutbox.id, due))
    .returning({
      id: pushOutbox.id,
      userId: pushOutbox.userId,
      payload: pushOutbox.payload,
      deviceIds: pushOutbox.deviceIds,
      attempts: pushOutbox.attempts,
    });
};
export type ClaimedPush = Awaited<ReturnType<typeof claimPushes>>[number];

/** Delivered to every device (or to none left to try): the row goes. */
export const deletePush = async (db: Db, id: string) => {
  await qb(db).delete(pushOutbox).where(eq(pushOutbox.id, id));
};

/** Some devices failed for now: only they are tried again, at `retryAt`. */
export const deferPush = async (db: Db, id: string, retryAt: Date, deviceIds: string[]) => {
  await qb(db).update(pushOutbox).set({ claimedUntil: retryAt, deviceIds }).where(eq(pushOutbox.id, id));
};

/** The language a person reads, for their notification's texts (undefined: no such user). */
export const findUserLocale = async (db: Db, userId: string): Promise<Locale | undefined> => {
  const [row] = await qb(db).select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale;
};
