import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { privacyConsents } from '../../db/schema.ts';

/**
 * Records that `userId` agreed to `version` at `at`. Once per version: agreeing again (a double
 * click, two tabs at once) keeps the first record and answers it.
 */
export const recordConsent = async (db: Db, userId: string, version: string, at: Date) => {
  await qb(db).insert(privacyConsents).values({ userId, version, consentedAt: at }).onConflictDoNothing();
  const [row] = await qb(db)
    .select()
    .from(privacyConsents)
    .where(and(eq(privacyConsents.userId, userId), eq(privacyConsents.version, version)));
  if (!row) throw new Error('Recorded consent not found');
  return row;
};

/** The newest version the account agreed to (versions are dates, YYYY-MM-DD, so they sort), or null. */
export const findLatestConsentVersion = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await qb(db)
    .select({ version: privacyConsents.version })
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, userId))
    .orderBy(desc(privacyConsents.version))
    .limit(1);
  return row?.version ?? null;
};
