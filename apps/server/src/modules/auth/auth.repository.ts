import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginFailures, otpCodes } from '../../db/schema.ts';

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

export const countOtpSendsSince = async (db: Db, email: string, purpose: OtpPurpose, since: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), gt(otpCodes.createdAt, since)));
  return row?.n ?? 0;
};

/** A new code replaces every older unused one for the same email and purpose. */
export const insertOtp = async (
  db: Db,
  values: { email: string; purpose: OtpPurpose; codeHash: string; expiresAt: Date },
) => {
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(otpCodes.email, values.email),
          eq(otpCodes.purpose, values.purpose),
          isNull(otpCodes.consumedAt),
        ),
      );
    await tx.insert(otpCodes).values(values);
  });
};

export const findLatestUnusedOtp = async (db: Db, email: string, purpose: OtpPurpose) => {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
};

/** Counts one wrong try, atomically; undefined when the code had no tries left. */
export const recordWrongOtp = async (db: Db, id: string, maxAttempts: number) => {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts;
};

/** Marks the code used; false if another request used it first (single use under races). */
export const consumeOtp = async (db: Db, id: string): Promise<boolean> => {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
};

export const countLoginFailuresSince = async (db: Db, email: string, since: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
};

export const insertLoginFailure = async (db: Db, email: string, ip: string) => {
  await db.insert(loginFailures).values({ email, ip });
};

export const clearLoginFailures = async (db: Db, email: string) => {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
};
