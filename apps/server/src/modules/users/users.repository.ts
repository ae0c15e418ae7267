import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Gender, Role } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { listenerProfiles, users, type ListenerProfileRow, type UserRow } from '../../db/schema.ts';

export type UserWithProfile = UserRow & {
  listener: Pick<ListenerProfileRow, 'isBlocked' | 'applicationStatus'> | null;
};

const selectWithProfile = (db: Db) =>
  db
    .select({
      user: users,
      isBlocked: listenerProfiles.isBlocked,
      applicationStatus: listenerProfiles.applicationStatus,
    })
    .from(users)
    .leftJoin(listenerProfiles, eq(listenerProfiles.userId, users.id));

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectWithProfile>['execute']>>[number];

const toUserWithProfile = (row: JoinedRow): UserWithProfile => ({
  ...row.user,
  listener:
    row.isBlocked === null || row.applicationStatus === null
      ? null
      : { isBlocked: row.isBlocked, applicationStatus: row.applicationStatus },
});

// Every signed-in request looks its user up, so that query is prepared once per database handle
// instead of being rebuilt each time.
const preparedById = new WeakMap<Db, ReturnType<typeof prepareById>>();
const prepareById = (db: Db) =>
  selectWithProfile(db)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_by_id');

export const findUserById = async (db: Db, id: string): Promise<UserWithProfile | undefined> => {
  let prepared = preparedById.get(db);
  if (!prepared) {
    prepared = prepareById(db);
    preparedById.set(db, prepared);
  }
  const [row] = await prepared.execute({ id });
  return row && toUserWithProfile(row);
};

/** Live (not deleted) user by lower-cased email. */
export const findUserByEmail = async (db: Db, email: string): Promise<UserWithProfile | undefined> => {
  const [row] = await selectWithProfile(db)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row && toUserWithProfile(row);
};

export type NewUser = {
  email: string;
  name: string;
  passwordHash: string;
  role: Role;
  approvedAt?: Date | null;
  gender?: Gender | null;
  age?: number | null;
};

/** Inserts a user; a listener also gets its application profile. Returns undefined if the email is taken. */
export const insertUser = async (
  db: Db,
  input: NewUser,
  coinsPerMinute: number,
): Promise<UserRow | undefined> => {
  const [user] = await db
    .insert(users)
    .values({ ...input, approvedAt: input.approvedAt ?? null })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (user && input.role === 'LISTENER') {
    await db.insert(listenerProfiles).values({
      userId: user.id,
      coinsPerMinute,
      applicationStatus: input.approvedAt ? 'APPROVED' : 'PENDING',
    });
  }
  return user;
};

/** Sets a new password and ends every existing sign-in. Returns the new token version. */
export const updatePassword = async (db: Db, userId: string, passwordHash: string): Promise<number> => {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`User ${userId} vanished while changing the password`);
  return row.tokenVersion;
};
