import { DASHBOARD_TIME_ZONE, formatDateTime, messages } from '@app/contract';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { withLocale } from '../../lib/locale-context.ts';
import { insertAudit } from '../audit/audit.repository.ts';
import type { StepUp, StepUpWording } from '../../lib/step-up.ts';
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

export type PayoutCredentials = { currentPassword?: string | undefined; twoFactorCode?: string | undefined };

const p = messages.profile;
const HOUR_MS = 3_600_000;

/** The step-up's words for a payout change (read when the refusal is made, in its language). */
const payoutStepUp = (): StepUpWording => ({
  source: 'payout-details',
  refusal: 'FORBIDDEN',
  noPassword: p.payoutNoPassword,
  passwordRequired: p.payoutPasswordRequired,
  passwordWrong: p.payoutPasswordWrong,
  tooManyTries: p.payoutTooManyTries,
  codeRequired: p.payoutSecondFactorRequired,
  codeWrong: p.payoutSecondFactorWrong,
});

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
  clock: Clock;
  mail: Pick<MailDispatcher, 'queue' | 'wake'>;
  holdHours: number;
  stepUp: StepUp;
}) => {
  const { clock, mail, holdHours, stepUp } = deps;
  const holdUntil = (changedAt: Date) => new Date(changedAt.getTime() + holdHours * HOUR_MS);

  /** The mail of a change: the listener's own, or our team's (an admin's edit at their request). */
  const changeMail = (
    record: ProfileRecord,
    change: { before: string | null; after: string; byTeam: boolean },
    at: Date,
  ): QueuedMail =>
    withLocale(record.user.locale, () => {
      const m = messages.mails;
      const { before, after } = change;
      return {
        to: record.user.email ?? '',
        subject: m.payoutChangedSubject,
        text: (change.byTeam ? m.payoutChangedByTeamText : m.payoutChangedText)(
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
     * The listener proves it is them: the password and, when they have one, the second step
     * (lib/step-up.ts). Run before the transaction. Throws a 4xx with its message.
     */
    verifyOwner: (record: ProfileRecord, credentials: PayoutCredentials) =>
      stepUp(
        record.user,
        { password: credentials.currentPassword, twoFactorCode: credentials.twoFactorCode },
        payoutStepUp(),
      ),

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
      const byTeam = change.actorId !== record.user.id;
      if (record.user.email) await mail.queue(changeMail(record, { ...change, byTeam }, at), tx);
      return { afterCommit: () => mail.wake(), holdUntil: holdUntil(at) };
    },
  };
};

export type PayoutGuard = ReturnType<typeof createPayoutGuard>;
