import {
  DASHBOARD_TIME_ZONE,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
  formatDateTime,
  messages,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { withLocale } from '../../lib/locale-context.ts';
import { verifyPassword } from '../../lib/password.ts';
import { insertAudit } from '../audit/audit.repository.ts';
import { reserveLoginAttempt } from '../auth/auth.repository.ts';
import type { MailDispatcher } from '../mail/mail-dispatcher.ts';
import type { QueuedMail } from '../mail/mail.repository.ts';
import { updateProfile, type ProfileRecord } from './listeners.repository.ts';

/**
 * Issue 25 §2, the payout guard: the one place a change of a listener's payout details (the UPI id)
 * is checked, recorded and announced. Whoever changes it (the listener with their password and second
 * step, or an admin's audited edit), the change stamps `payoutChangedAt` from the app clock (withdrawals
 * are refused until WITHDRAWAL_HOLD_HOURS after it, withdrawals.service.ts), writes an audit entry and
 * mails the account (old and new id masked, when, until when, what to do if it was not them), all in the
 * caller's transaction on the locked profile row.
 */

/**
 * Whether the account passes its second sign-in step for this change: true when the account has no
 * two-step sign-in, or `code` is right for it. Wired by app.ts (issue 25 §1 builds the real one).
 */
export type VerifySecondFactor = (userId: string, code: string | undefined) => Promise<boolean>;

export type PayoutCredentials = { currentPassword?: string | undefined; twoFactorCode?: string | undefined };

const p = messages.profile;
const HOUR_MS = 3_600_000;
/** The source key wrong passwords here are counted under (not a sign-in's IP: the two limits stay apart). */
const PAYOUT_TRIES_SOURCE = 'payout-details';

/** 'ravi.k@okaxis' -> 'ra****@okaxis': enough for the owner to recognise, too little to reuse. */
export const maskUpiId = (upiId: string): string => {
  const at = upiId.lastIndexOf('@');
  if (at < 0) return `${upiId.slice(0, 2)}****`;
  return `${upiId.slice(0, Math.min(2, at))}****${upiId.slice(at)}`;
};

/** The stored UPI id as the comparison sees it (trimmed; empty is none). */
export const normalUpiId = (value: string | null | undefined) => value?.trim() || null;

const indiaTime = (at: Date) =>
  formatDateTime(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: DASHBOARD_TIME_ZONE });

export const createPayoutGuard = (deps: {
  db: Db;
  clock: Clock;
  mail: Pick<MailDispatcher, 'queue' | 'wake'>;
  holdHours: number;
  verifySecondFactor: VerifySecondFactor;
}) => {
  const { db, clock, mail, holdHours, verifySecondFactor } = deps;
  const holdUntil = (changedAt: Date) => new Date(changedAt.getTime() + holdHours * HOUR_MS);

  const changeMail = (record: ProfileRecord, before: string | null, after: string, at: Date): QueuedMail =>
    withLocale(record.user.locale, () => {
      const m = messages.mails;
      return {
        to: record.user.email ?? '',
        subject: m.payoutChangedSubject,
        text: m.payoutChangedText(
          record.user.name,
          before ? maskUpiId(before) : m.payoutChangedNone,
          maskUpiId(after),
          indiaTime(at),
          indiaTime(holdUntil(at)),
        ),
      };
    });

  return {
    holdUntil,
    /** A time for a message in the language of the moment (India time). */
    formatTime: indiaTime,

    /**
     * The listener proves it is them: the password (wrong ones counted like sign-in failures, per
     * account, so a stolen token cannot guess it), then the second step. Run before the transaction
     * (argon2 is slow; no row is locked meanwhile). Throws a 4xx with its message; nothing is changed.
     */
    async verifyOwner(record: ProfileRecord, credentials: PayoutCredentials) {
      const { passwordHash, email } = record.user;
      if (!passwordHash || !email) throw new AppError('VALIDATION_ERROR', p.payoutNoPassword);
      if (!credentials.currentPassword) throw new AppError('VALIDATION_ERROR', p.payoutPasswordRequired);
      const counted = await reserveLoginAttempt(db, {
        email,
        ip: PAYOUT_TRIES_SOURCE,
        since: new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000),
        maxFailures: LOGIN_MAX_FAILURES,
      });
      if (!counted) throw new AppError('RATE_LIMITED', p.payoutTooManyTries);
      if (!(await verifyPassword(passwordHash, credentials.currentPassword)))
        throw new AppError('FORBIDDEN', p.payoutPasswordWrong);
      // The second step counts its own tries (modules/two-factor), like the code step at sign-in.
      if (!(await verifySecondFactor(record.user.id, credentials.twoFactorCode || undefined))) {
        throw new AppError(
          'FORBIDDEN',
          credentials.twoFactorCode ? p.payoutSecondFactorWrong : p.payoutSecondFactorRequired,
        );
      }
    },

    /**
     * Records a change on the locked profile row, in the caller's transaction: the stamp that starts
     * the hold, the audit entry and the mail. Call `mail.wake()` (`afterCommit`) once it committed.
     * The caller decides what counts: the first UPI id saved with an application is not a change (no
     * withdrawal is possible before approval); a first one set after approval is.
     */
    async recordChange(
      tx: Db,
      record: ProfileRecord,
      change: { before: string | null; after: string; actorId: string },
    ) {
      const at = clock.now();
      await updateProfile(tx, record.user.id, { payoutChangedAt: at }, {});
      await insertAudit(tx, {
        actorId: change.actorId,
        action: 'PAYOUT_DETAILS_CHANGED',
        entityType: 'listener',
        entityId: record.user.id,
        // Masked: the audit log is read by every admin.
        before: { withdrawalUpiId: change.before === null ? null : maskUpiId(change.before) },
        after: { withdrawalUpiId: maskUpiId(change.after), holdUntil: holdUntil(at).toISOString() },
      });
      if (record.user.email) await mail.queue(changeMail(record, change.before, change.after, at), tx);
      return { afterCommit: () => mail.wake(), holdUntil: holdUntil(at) };
    },
  };
};

export type PayoutGuard = ReturnType<typeof createPayoutGuard>;
