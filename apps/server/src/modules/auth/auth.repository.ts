import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Role } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { loginFailures, otpCodes } from '../../db/schema.ts';

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];
/** The role a sign-up code creates its account with. */
export type SignupRole = Extract<Role, 'LISTENER' | 'CUSTOMER'>;

export const countOtpSendsSince = async (db: Db, email: string, purpose: OtpPurpose, since: Date) => {
  const [row] = await qb(db)
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), gt(otpCodes.createdAt, since)));
  return row?.n ?? 0;
};

/**
 * A new code replaces every older unused one for the same email and purpose. `consumed` stores a code
 * that counts toward the send limit but can never be redeemed. Call inside a transaction.
 */
export const insertOtp = async (
  tx: Db,
  values: {
    email: string;
    purpose: OtpPurpose;
    codeHash: string;
    expiresAt: Date;
    consumed: boolean;
    signupRole?: SignupRole | undefined;
  },
) => {
  const now = new Date();
  await qb(tx)
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.email, values.email),
        eq(otpCodes.purpose, values.purpose),
        isNull(otpCodes.consumedAt),
      ),
    );
  await qb(tx)
    .insert(otpCodes)
    .values({
      email: values.email,
      purpose: values.purpose,
      codeHash: values.codeHash,
      expiresAt: values.expiresAt,
      consumedAt: values.consumed ? now : null,
      signupRole: values.signupRole ?? null,
    });
};

const latestUnusedOtp = (db: Db, email: string, purpose: OtpPurpose) =>
  qb(db)
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);

/**
 * Spends one try of the newest unused, unexpired code BEFORE it is compared, in one statement, so
 * parallel guesses can never get more than `maxAttempts` comparisons. Returns the hash to compare, or
 * why there is nothing to compare against.
 */
export const spendOtpAttempt = async (
  db: Db,
  input: { email: string; purpose: OtpPurpose; maxAttempts: number; now: Date },
): Promise<{ id: string; codeHash: string; signupRole: Role | null } | 'NO_CODE' | 'NO_TRIES_LEFT'> => {
  const [spent] = await qb(db)
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        inArray(otpCodes.id, latestUnusedOtp(db, input.email, input.purpose)),
        lt(otpCodes.attempts, input.maxAttempts),
        gt(otpCodes.expiresAt, input.now),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, signupRole: otpCodes.signupRole });
  if (spent) return spent;
  const [latest] = await qb(db)
    .select({ attempts: otpCodes.attempts, expiresAt: otpCodes.expiresAt })
    .from(otpCodes)
    .where(inArray(otpCodes.id, latestUnusedOtp(db, input.email, input.purpose)));
  return latest && latest.expiresAt > input.now && latest.attempts >= input.maxAttempts
    ? 'NO_TRIES_LEFT'
    : 'NO_CODE';
};

/** Marks the code used; false if another request used it first (single use under races). */
export const consumeOtp = async (db: Db, id: string): Promise<boolean> => {
  const rows = await qb(db)
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
};

/**
 * Counts a sign-in attempt for this account from this source BEFORE the password is checked: under an
 * advisory lock on (email, source), so parallel guesses are counted one by one. False when the source
 * has used up its tries in the window.
 */
export const reserveLoginAttempt = async (
  db: Db,
  input: { email: string; ip: string; since: Date; maxFailures: number },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    await qb(tx).execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`login:${input.email}|${input.ip}`}, 0))`,
    );
    const [row] = await qb(tx)
      .select({ n: count() })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.email, input.email),
          eq(loginFailures.ip, input.ip),
          gt(loginFailures.createdAt, input.since),
        ),
      );
    if (Number(row?.n ?? 0) >= input.maxFailures) return false;
    await qb(tx).insert(loginFailures).values({ email: input.email, ip: input.ip });
    return true;
  });

/** A right password: this source starts afresh (other sources keep their count). */
export const clearLoginFailures = async (db: Db, email: string, ip: string) => {
  await qb(db)
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
};

/** After a password reset every source starts afresh. */
export const clearAllLoginFailures = async (db: Db, email: string) => {
  await qb(db).delete(loginFailures).where(eq(loginFailures.email, email));
};
