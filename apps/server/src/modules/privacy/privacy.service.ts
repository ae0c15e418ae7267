import { PRIVACY_NOTICE_VERSION, messages } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { findLatestConsentVersion, recordConsent } from './privacy.repository.ts';

export type GrievanceContact = { name: string; email: string; phone: string | null };

/** Only the notice people can read now may be agreed to; an older page open in a tab is refused. */
export const assertCurrentNoticeVersion = (version: string) => {
  if (version !== PRIVACY_NOTICE_VERSION) {
    throw new AppError('CONFLICT', messages.privacy.errors.versionOutdated(PRIVACY_NOTICE_VERSION));
  }
};

/** Records consent to the current notice (the version checked first), and answers the record. */
export const recordCurrentConsent = async (db: Db, userId: string, version: string, at: Date) => {
  assertCurrentNoticeVersion(version);
  const row = await recordConsent(db, userId, version, at);
  return { version: row.version, consentedAt: row.consentedAt.toISOString() };
};

/** The newest notice version the account agreed to, or null (auth/me tells the web). */
export const latestConsentVersion = (db: Db, userId: string) => findLatestConsentVersion(db, userId);

export const createPrivacyService = ({
  db,
  clock,
  grievance,
}: {
  db: Db;
  clock: Clock;
  grievance: GrievanceContact;
}) => ({
  /** The public page's facts: which version is current, and whom to write to. */
  notice() {
    return Promise.resolve({ data: { version: PRIVACY_NOTICE_VERSION, grievance } });
  },

  /** A signed-in person agrees to the current notice (the consent gate, or a later version). */
  async consent(user: CurrentUser, version: string) {
    return { data: await recordCurrentConsent(db, user.id, version, clock.now()) };
  },
});

export type PrivacyService = ReturnType<typeof createPrivacyService>;
