import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { twoFactorFailures, twoFactorRecoveryCodes, twoFactors, users } from '../../db/schema.ts';
import { endSignIns } from '../users/users.repository.ts';

export type TwoFactorRow = typeof twoFactors.$inferSelect;

export const findTwoFactor = async (db: Db, userId: string): Promise<TwoFactorRow | undefined> => {
  const [row] = await qb(db).select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return row;
};

/** True when the account finished enrolment (signing in asks for a code). */
export const isTwoFactorConfirmed = async (db: Db, userId: string): Promise<boolean> => {
  const [row] = await qb(db)
    .select({ userId: twoFactors.userId })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), isNotNull(twoFactors.confirmedAt)));
  return Boolean(row);
};

/**
 * A new, unconfirmed key; replaces an earlier unconfirmed one. False when the account already has a
 * confirmed key (that one is never overwritten).
 */
export const upsertPendingTwoFactor = async (db: Db, userId: string, secretEncrypted: string, now: Date) => {
  const rows = await qb(db)
    .insert(twoFactors)
    .values({ userId, secretEncrypted, confirmedAt: null, lastStep: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: twoFactors.userId,
      set: { secretEncrypted, lastStep: null, updatedAt: now },
      setWhere: isNull(twoFactors.confirmedAt),
    })
    .returning({ userId: twoFactors.userId });
  return rows.length === 1;
};

/**
 * Accepts a code of 30-second step `step` only if no code of this or a later step was accepted before,
 * in one conditional UPDATE: of two requests with the same code, exactly one gets the row. `confirm`
 * also finishes enrolment (and only an unfinished one); otherwise the key must be confirmed.
 */
export const acceptTotpStep = async (
  db: Db,
  input: { userId: string; step: number; confirm: boolean; now: Date },
): Promise<boolean> => {
  const rows = await qb(db)
    .update(twoFactors)
    .set({
      lastStep: input.step,
      updatedAt: input.now,
      ...(input.confirm ? { confirmedAt: input.now } : {}),
    })
    .where(
      and(
        eq(twoFactors.userId, input.userId),
        or(isNull(twoFactors.lastStep), lt(twoFactors.lastStep, input.step)),
        input.confirm ? isNull(twoFactors.confirmedAt) : isNotNull(twoFactors.confirmedAt),
      ),
    )
    .returning({ userId: twoFactors.userId });
  return rows.length === 1;
};

export const deleteTwoFactor = async (db: Db, userId: string) => {
  await qb(db).delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await qb(db).delete(twoFactors).where(eq(twoFactors.userId, userId));
};

/** Replaces every recovery code of the account (call inside a transaction). */
export const replaceRecoveryCodes = async (tx: Db, userId: string, codeHashes: string[], now: Date) => {
  await qb(tx).delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await qb(tx)
    .insert(twoFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
};

/** Uses a recovery code: one conditional UPDATE, so of two parallel uses exactly one succeeds. */
export const useRecoveryCode = async (db: Db, userId: string, codeHash: string, now: Date) => {
  const rows = await qb(db)
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
};

export const countUnusedRecoveryCodes = async (db: Db, userId: string): Promise<number> => {
  const [row] = await qb(db)
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
};

/**
 * Counts a second-factor try BEFORE the code is compared, under an advisory lock on the account, so
 * parallel guesses are counted one by one. False when the window's tries are used up.
 */
export const reserveTwoFactorAttempt = async (
  db: Db,
  input: { userId: string; since: Date; maxFailures: number; now: Date },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    await qb(tx).execute(sql`select pg_advisory_xact_lock(hashtextextended(${`2fa:${input.userId}`}, 0))`);
    const [row] = await qb(tx)
      .select({ n: count() })
      .from(twoFactorFailures)
      .where(and(eq(twoFactorFailures.userId, input.userId), gt(twoFactorFailures.createdAt, input.since)));
    if (Number(row?.n ?? 0) >= input.maxFailures) return false;
    await qb(tx).insert(twoFactorFailures).values({ userId: input.userId, createdAt: input.now });
    return true;
  });

/** A right code: the account's tries start afresh. */
export const clearTwoFactorFailures = async (db: Db, userId: string) => {
  await qb(db).delete(twoFactorFailures).where(eq(twoFactorFailures.userId, userId));
};

/** Ends every sign-in of the account (bumps the token version); returns the new version. */
export const endAllSignIns = async (tx: Db, userId: string, now: Date): Promise<number> => {
  const [row] = await qb(tx)
    .update(users)
    .set({ updatedAt: now, ...endSignIns() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`User ${userId} vanished while turning on two-step sign-in`);
  return row.tokenVersion;
};
