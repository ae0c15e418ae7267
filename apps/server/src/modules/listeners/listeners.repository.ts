import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ApplicationStatus, QualitySortField } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { qualityOfRow } from '../ratings/quality.repository.ts';
import { listenerProfiles, users } from '../../db/schema.ts';
import { endSignIns } from '../users/users.repository.ts';

const profileColumns = { profile: listenerProfiles, user: users };

const selectProfiles = (db: Db) =>
  qb(db)
    .select(profileColumns)
    .from(listenerProfiles)
    .innerJoin(users, eq(users.id, listenerProfiles.userId));

export type ProfileRecord = Awaited<ReturnType<ReturnType<typeof selectProfiles>['execute']>>[number];

export const findProfile = async (db: Db, userId: string, options: { forUpdate?: boolean } = {}) => {
  const query = selectProfiles(db).where(eq(listenerProfiles.userId, userId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
};

export type ProfileFilter = {
  status?: ApplicationStatus;
  blockedOnly?: boolean;
  sort?: { by: QualitySortField; order: 'asc' | 'desc' } | undefined;
};

export const listProfiles = async (
  db: Db,
  filter: ProfileFilter,
  page: { limit: number; offset: number },
) => {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (filter.status) conditions.push(eq(listenerProfiles.applicationStatus, filter.status));
  if (filter.blockedOnly) conditions.push(eq(listenerProfiles.isBlocked, true));
  const where = and(...conditions);
  const rows = await selectProfiles(db)
    .where(where)
    .orderBy(
      ...(filter.sort
        ? [
            sql`${qualityOfRow(filter.sort.by)} ${sql.raw(filter.sort.order === 'asc' ? 'asc' : 'desc')} nulls last`,
          ]
        : []),
      desc(listenerProfiles.createdAt),
      desc(listenerProfiles.userId),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await qb(db)
    .select({ n: count() })
    .from(listenerProfiles)
    .innerJoin(users, eq(users.id, listenerProfiles.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
};

export type ProfileUpdate = PgUpdateSetSource<typeof listenerProfiles>;
export type UserUpdate = PgUpdateSetSource<typeof users>;

/**
 * Updates the profile (only if `onlyIfStatus` still holds) and the user row together; `endSignIns`
 * also ends every sign-in of the listener (a block).
 */
export const updateProfile = async (
  tx: Db,
  userId: string,
  profile: ProfileUpdate,
  user: UserUpdate,
  options: { onlyIfStatus?: ApplicationStatus; endSignIns?: boolean } = {},
): Promise<boolean> => {
  const { onlyIfStatus } = options;
  if (options.endSignIns) user = { ...user, ...endSignIns() };
  const now = new Date();
  const where = onlyIfStatus
    ? and(eq(listenerProfiles.userId, userId), eq(listenerProfiles.applicationStatus, onlyIfStatus))
    : eq(listenerProfiles.userId, userId);
  const updated = await qb(tx)
    .update(listenerProfiles)
    .set({ ...profile, updatedAt: now })
    .where(where)
    .returning({ id: listenerProfiles.userId });
  if (updated.length === 0) return false;
  if (Object.keys(user).length > 0)
    await qb(tx)
      .update(users)
      .set({ ...user, updatedAt: now })
      .where(eq(users.id, userId));
  return true;
};
