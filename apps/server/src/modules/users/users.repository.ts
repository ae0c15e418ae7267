import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Gender, Locale, Role } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { escapeLike } from '../../db/like.ts';
import { keptEarnings } from '../earnings/earnings.repository.ts';
import {
  listenerProfiles,
  sessionRatings,
  sessions,
  twoFactors,
  users,
  type ListenerProfileRow,
  type UserRow,
} from '../../db/schema.ts';

export type UserWithProfile = UserRow & {
  listener: Pick<ListenerProfileRow, 'isBlocked' | 'applicationStatus'> | null;
  /** A confirmed two-step sign-in key (issue 25 §1): read with the user, so no request asks again. */
  twoFactorEnabled: boolean;
};

const selectWithProfile = (db: Db) =>
  qb(db)
    .select({
      user: users,
      isBlocked: listenerProfiles.isBlocked,
      applicationStatus: listenerProfiles.applicationStatus,
      twoFactorConfirmedAt: twoFactors.confirmedAt,
    })
    .from(users)
    .leftJoin(listenerProfiles, eq(listenerProfiles.userId, users.id))
    .leftJoin(twoFactors, eq(twoFactors.userId, users.id));

type JoinedRow = Awaited<ReturnType<ReturnType<typeof selectWithProfile>['execute']>>[number];

const toUserWithProfile = (row: JoinedRow): UserWithProfile => ({
  ...row.user,
  listener:
    row.isBlocked === null || row.applicationStatus === null
      ? null
      : { isBlocked: row.isBlocked, applicationStatus: row.applicationStatus },
  twoFactorEnabled: row.twoFactorConfirmedAt !== null,
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
  locale?: Locale;
};

/** Inserts a user; a listener also gets its application profile. Returns undefined if the email is taken. */
export const insertUser = async (
  db: Db,
  input: NewUser,
  coinsPerMinute: number,
): Promise<UserRow | undefined> => {
  const [user] = await qb(db)
    .insert(users)
    .values({ ...input, approvedAt: input.approvedAt ?? null })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (user && input.role === 'LISTENER') {
    await qb(db)
      .insert(listenerProfiles)
      .values({
        userId: user.id,
        coinsPerMinute,
        applicationStatus: input.approvedAt ? 'APPROVED' : 'PENDING',
      });
  }
  return user;
};

/** Sets the language the person reads. */
export const updateUserLocale = async (db: Db, userId: string, locale: Locale): Promise<void> => {
  await qb(db).update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
};

/** Sets a new password and ends every existing sign-in. Returns the new token version. */
export const updatePassword = async (db: Db, userId: string, passwordHash: string): Promise<number> => {
  const [row] = await qb(db)
    .update(users)
    .set({ passwordHash, updatedAt: new Date(), ...endSignIns() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`User ${userId} vanished while changing the password`);
  return row.tokenVersion;
};

/**
 * The one place that ends every sign-in of a user: tokens carry the version (`tv`), so bumping it makes
 * every older token answer 401. Spread into the SET of any update that must sign the user out.
 */
export const endSignIns = () => ({ tokenVersion: sql`${users.tokenVersion} + 1` });

// ---- the admin's Users screen (customers and listeners only) ----

export const MANAGED_ROLES = ['CUSTOMER', 'LISTENER'] as const;

const sortColumns = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  name: users.name,
  email: users.email,
  age: users.age,
} as const;

type ManagedUserFilter = {
  search?: string | undefined;
  gender?: Gender | undefined;
  sortBy: keyof typeof sortColumns;
  sortOrder: 'asc' | 'desc';
};

/** Live customers and listeners matching the filter, one page, and the total. */
export const listManagedUsers = async (
  db: Db,
  filter: ManagedUserFilter,
  page: { limit: number; offset: number },
) => {
  const conditions: SQL[] = [inArray(users.role, MANAGED_ROLES), isNull(users.deletedAt)];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  if (filter.gender) conditions.push(eq(users.gender, filter.gender));
  const where = and(...conditions);
  const order = filter.sortOrder === 'asc' ? asc : desc;
  const rows = await qb(db)
    .select()
    .from(users)
    .where(where)
    .orderBy(order(sortColumns[filter.sortBy]), order(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await qb(db).select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
};

/** The user row (locked for the transaction when `forUpdate`). */
export const findUserRow = async (db: Db, id: string, options: { forUpdate?: boolean } = {}) => {
  const query = qb(db).select().from(users).where(eq(users.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
};

export const findApplicationStatus = async (db: Db, userId: string) => {
  const [row] = await qb(db)
    .select({ applicationStatus: listenerProfiles.applicationStatus })
    .from(listenerProfiles)
    .where(eq(listenerProfiles.userId, userId));
  return row?.applicationStatus;
};

/** Activates or deactivates; a deactivation also ends every sign-in. */
export const updateUserActive = async (db: Db, id: string, isActive: boolean) => {
  const [row] = await qb(db)
    .update(users)
    .set({ isActive, updatedAt: new Date(), ...(isActive ? {} : endSignIns()) })
    .where(eq(users.id, id))
    .returning();
  return row;
};

/** Erases the person's details (the row stays as `deletedName`) and ends every sign-in. */
export const eraseUser = async (db: Db, id: string, deletedName: string, now: Date) => {
  await qb(db)
    .update(users)
    .set({
      email: null,
      name: deletedName,
      passwordHash: null,
      isActive: false,
      gender: null,
      age: null,
      avatar: null,
      profileImageUrl: null,
      deletedAt: now,
      updatedAt: now,
      ...endSignIns(),
    })
    .where(eq(users.id, id));
  await qb(db)
    .update(listenerProfiles)
    .set({
      dob: null,
      phone: null,
      address: null,
      city: null,
      state: null,
      pincode: null,
      description: null,
      linkedInUrl: null,
      withdrawalUpiId: null,
      profilePictureFileId: null,
      idProofFileId: null,
      updatedAt: now,
    })
    .where(eq(listenerProfiles.userId, id));
};

// ---- session figures of the Users screen (read straight from the sessions table) ----

/** Sessions that took place (were billed or reported), not requests that never started. */
const TOOK_PLACE = ['COMPLETED', 'REPORTED'] as const;

/** How many sessions each user took part in (as customer or listener) that took place. */
export const countSessionsTookPlace = async (db: Db, userIds: string[]) => {
  const counts = new Map<string, number>();
  if (userIds.length === 0) return counts;
  const tookPlace = inArray(sessions.status, TOOK_PLACE);
  for (const column of [sessions.customerId, sessions.listenerId]) {
    const rows = await qb(db)
      .select({ userId: column, n: count() })
      .from(sessions)
      .where(and(tookPlace, inArray(column, userIds)))
      .groupBy(column);
    for (const row of rows) counts.set(row.userId, (counts.get(row.userId) ?? 0) + row.n);
  }
  return counts;
};

/** A listener's billed minutes and earned coins over every session. */
export const listenerSessionTotals = async (db: Db, listenerId: string) => {
  const [row] = await qb(db)
    .select({
      minutes: sql<string>`coalesce(sum(${sessions.billedMinutes}), 0)`,
      coinsEarned: sql<string>`coalesce(sum(${keptEarnings}), 0)`,
    })
    .from(sessions)
    .where(eq(sessions.listenerId, listenerId));
  return { minutes: Number(row?.minutes ?? 0), coinsEarned: Number(row?.coinsEarned ?? 0) };
};

/** The user's latest sessions (as customer or listener), newest request first. */
/** The latest sessions of a customer or listener, each with the customer's stars for it (null: none). */
export const listRecentSessions = (db: Db, userId: string, limit: number) =>
  qb(db)
    .select({
      id: sessions.id,
      mode: sessions.mode,
      billedMinutes: sessions.billedMinutes,
      status: sessions.status,
      requestedAt: sessions.requestedAt,
      stars: sessionRatings.stars,
    })
    .from(sessions)
    .leftJoin(sessionRatings, eq(sessionRatings.sessionId, sessions.id))
    .where(or(eq(sessions.customerId, userId), eq(sessions.listenerId, userId)))
    .orderBy(desc(sessions.requestedAt), desc(sessions.id))
    .limit(limit);
