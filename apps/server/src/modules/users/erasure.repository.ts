import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { OPEN_WITHDRAWAL_STATUSES } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import {
  auditLogs,
  dataExports,
  favouriteOnlineNotices,
  favourites,
  listenerProfiles,
  loginFailures,
  mailOutbox,
  moderationCases,
  otpCodes,
  pushOutbox,
  pushSubscriptions,
  queueEntries,
  receipts,
  sessionMessages,
  sessionPresence,
  sessionRatings,
  twoFactorFailures,
  twoFactorRecoveryCodes,
  twoFactors,
  userBlocks,
  withdrawals,
} from '../../db/schema.ts';

// The erasure of one person (issue 25 §3) and the retention sweep: every table that holds what a person
// wrote or what identifies them. Money rows (ledger, purchases, receipts, withdrawals) stay, pointing at
// the pseudonymised user row.

/** True when the person has a withdrawal not yet paid, rejected or failed (its coins are in flight). */
export const hasOpenWithdrawal = async (db: Db, listenerId: string) => {
  const [row] = await qb(db)
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.listenerId, listenerId), inArray(withdrawals.status, OPEN_WITHDRAWAL_STATUSES)))
    .limit(1);
  return row !== undefined;
};

/** A moderation case still open on the message's session holds its transcript (evidence). */
const heldByOpenCase = (sessionId: typeof sessionMessages.sessionId) =>
  sql`exists (select 1 from ${moderationCases} where ${moderationCases.sessionId} = ${sessionId} and ${moderationCases.status} = 'OPEN')`;

/**
 * Deletes everything personal the person left outside their user row: messages they wrote (unless an
 * open case holds that session's transcript), favourites, blocks, queue places, devices, presence, the
 * text of their ratings and closed reports, sign-in codes and failures and pending mail to `email`.
 */
export const erasePersonalRows = async (tx: Db, userId: string, email: string | null) => {
  const q = qb(tx);
  await q
    .delete(sessionMessages)
    .where(and(eq(sessionMessages.senderId, userId), sql`not ${heldByOpenCase(sessionMessages.sessionId)}`));
  await q.delete(favourites).where(or(eq(favourites.customerId, userId), eq(favourites.listenerId, userId)));
  await q
    .delete(favouriteOnlineNotices)
    .where(or(eq(favouriteOnlineNotices.customerId, userId), eq(favouriteOnlineNotices.listenerId, userId)));
  await q.delete(userBlocks).where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
  await q
    .delete(queueEntries)
    .where(or(eq(queueEntries.customerId, userId), eq(queueEntries.listenerId, userId)));
  // The sign-in's second step goes with the sign-in.
  await q.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await q.delete(twoFactorFailures).where(eq(twoFactorFailures.userId, userId));
  await q.delete(twoFactors).where(eq(twoFactors.userId, userId));
  // A prepared export is a copy of everything above.
  await q.delete(dataExports).where(eq(dataExports.userId, userId));
  await q.delete(pushOutbox).where(eq(pushOutbox.userId, userId));
  await q.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await q.delete(sessionPresence).where(eq(sessionPresence.userId, userId));
  await q.update(sessionRatings).set({ comment: null }).where(eq(sessionRatings.customerId, userId));
  await q
    .update(moderationCases)
    .set({ details: null })
    .where(and(eq(moderationCases.reporterId, userId), eq(moderationCases.status, 'CLOSED')));
  await q
    .update(listenerProfiles)
    .set({ languages: [], preferredMode: null, isOnline: false, rejectionReason: null, isExperienced: false })
    .where(eq(listenerProfiles.userId, userId));
  if (email) {
    await q.delete(otpCodes).where(eq(otpCodes.email, email));
    await q.delete(loginFailures).where(eq(loginFailures.email, email));
    await q.delete(mailOutbox).where(eq(mailOutbox.to, email));
  }
};

/**
 * The money records stay (tax and payment law) but name the pseudonym: receipts carry it instead of the
 * name and email they were issued to, and payouts keep only the bank handle of the UPI id.
 */
export const pseudonymiseMoneyRows = async (tx: Db, userId: string, pseudonym: string) => {
  await qb(tx)
    .update(receipts)
    .set({ customerName: pseudonym, customerEmail: '' })
    .where(eq(receipts.customerId, userId));
  await qb(tx)
    .update(withdrawals)
    .set({ upiId: sql`'erased@' || coalesce(nullif(split_part(${withdrawals.upiId}, '@', 2), ''), 'upi')` })
    .where(eq(withdrawals.listenerId, userId));
};

/** The contact and profile values of a listener, to scrub them from audit entries quoting them. */
export const findProfileValues = async (tx: Db, userId: string) => {
  const [row] = await qb(tx).select().from(listenerProfiles).where(eq(listenerProfiles.userId, userId));
  return row;
};

/** Audit entries about the person (their before/after may quote what they wrote). */
export const listAuditAbout = (tx: Db, userId: string) =>
  qb(tx)
    .select({ id: auditLogs.id, before: auditLogs.before, after: auditLogs.after })
    .from(auditLogs)
    .where(eq(auditLogs.entityId, userId));

export const updateAuditValues = async (
  tx: Db,
  id: string,
  values: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
) => {
  await qb(tx).update(auditLogs).set(values).where(eq(auditLogs.id, id));
};
