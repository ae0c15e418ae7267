import { aliasedTable, and, asc, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import {
  accounts,
  dataExports,
  favourites,
  files,
  ledgerEntries,
  ledgerTransactions,
  listenerNotes,
  listenerProfiles,
  moderationCases,
  purchases,
  receipts,
  sessionMessages,
  sessionRatings,
  sessions,
  userBlocks,
  users,
  withdrawals,
} from '../../db/schema.ts';

const exportColumns = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  requestedAt: dataExports.requestedAt,
  finishedAt: dataExports.finishedAt,
  expiresAt: dataExports.expiresAt,
};
export type DataExportRow = {
  id: string;
  userId: string;
  status: 'pending' | 'ready' | 'failed' | 'expired';
  requestedAt: Date;
  finishedAt: Date | null;
  expiresAt: Date | null;
};

/** Serialises one person's asks (a row lock on them, held until the transaction ends). */
export const lockUser = async (tx: Db, userId: string) => {
  await qb(tx).select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
};

export const findPendingExport = async (db: Db, userId: string): Promise<DataExportRow | undefined> => {
  const [row] = await qb(db)
    .select(exportColumns)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
    .limit(1);
  return row;
};

/** The person's latest export that counts against the limit (a failed one does not). */
export const findLatestCountedExport = async (db: Db, userId: string): Promise<DataExportRow | undefined> => {
  const [row] = await qb(db)
    .select(exportColumns)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.status, 'failed')))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
};

export const findLatestExport = async (db: Db, userId: string): Promise<DataExportRow | undefined> => {
  const [row] = await qb(db)
    .select(exportColumns)
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
};

export const insertExport = async (tx: Db, userId: string, at: Date): Promise<DataExportRow> => {
  const [row] = await qb(tx).insert(dataExports).values({ userId, requestedAt: at }).returning(exportColumns);
  if (!row) throw new Error('data export row not created');
  return row;
};

/** One export of its owner (another person's id reads as not found), with what the download needs. */
export const findOwnedExport = async (db: Db, id: string, userId: string) => {
  const [row] = await qb(db)
    .select({ ...exportColumns, tokenHash: dataExports.tokenHash, archive: dataExports.archive })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    .limit(1);
  return row;
};

/**
 * Claims up to `limit` pending exports whose lease is free (never taken, or its builder died) for
 * `leaseMs`. SKIP LOCKED: several processes claim at once without taking the same row.
 */
export const claimPendingExports = async (db: Db, options: { limit: number; leaseMs: number; now: Date }) => {
  const free = qb(db)
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        eq(dataExports.status, 'pending'),
        or(isNull(dataExports.claimedUntil), lt(dataExports.claimedUntil, options.now)),
      ),
    )
    .orderBy(asc(dataExports.requestedAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return qb(db)
    .update(dataExports)
    .set({
      claimedUntil: new Date(options.now.getTime() + options.leaseMs),
      attempts: sql`${dataExports.attempts} + 1`,
    })
    .where(inArray(dataExports.id, free))
    .returning({ id: dataExports.id, userId: dataExports.userId, attempts: dataExports.attempts });
};

/**
 * The built archive, in the transaction that queues its mail; only while the row is still pending (a
 * builder whose lease ran out and whose row another finished changes nothing). True when it was stored.
 */
export const markExportReady = async (
  tx: Db,
  id: string,
  input: { archive: Buffer; tokenHash: string; finishedAt: Date; expiresAt: Date },
) => {
  const rows = await qb(tx)
    .update(dataExports)
    .set({ ...input, status: 'ready', size: input.archive.length, claimedUntil: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
};

export const markExportFailed = async (db: Db, id: string, at: Date) => {
  await qb(db)
    .update(dataExports)
    .set({ status: 'failed', finishedAt: at, claimedUntil: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
};

/** Drops the archive of every export whose link ran out (one statement: any number of processes). */
export const expireExports = async (db: Db, now: Date) => {
  const rows = await qb(db)
    .update(dataExports)
    .set({ status: 'expired', archive: null })
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  return rows.length;
};

// ---------- What goes in an export: only rows of the person, the other party by display name ----------

export const findExportOwner = async (db: Db, userId: string) => {
  const [row] = await qb(db)
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      locale: users.locale,
      gender: users.gender,
      age: users.age,
      avatar: users.avatar,
      profileImageUrl: users.profileImageUrl,
      isActive: users.isActive,
      approvedAt: users.approvedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
};
export type ExportOwner = NonNullable<Awaited<ReturnType<typeof findExportOwner>>>;

export const findListenerProfileOf = async (db: Db, userId: string) => {
  const [row] = await qb(db)
    .select({
      applicationStatus: listenerProfiles.applicationStatus,
      submittedAt: listenerProfiles.submittedAt,
      rejectionReason: listenerProfiles.rejectionReason,
      isBlocked: listenerProfiles.isBlocked,
      coinsPerMinute: listenerProfiles.coinsPerMinute,
      dob: listenerProfiles.dob,
      phone: listenerProfiles.phone,
      address: listenerProfiles.address,
      city: listenerProfiles.city,
      state: listenerProfiles.state,
      country: listenerProfiles.country,
      pincode: listenerProfiles.pincode,
      description: listenerProfiles.description,
      languages: listenerProfiles.languages,
      preferredMode: listenerProfiles.preferredMode,
      isExperienced: listenerProfiles.isExperienced,
      linkedInUrl: listenerProfiles.linkedInUrl,
      withdrawalUpiId: listenerProfiles.withdrawalUpiId,
      profilePictureFileId: listenerProfiles.profilePictureFileId,
      idProofFileId: listenerProfiles.idProofFileId,
      createdAt: listenerProfiles.createdAt,
      updatedAt: listenerProfiles.updatedAt,
    })
    .from(listenerProfiles)
    .where(eq(listenerProfiles.userId, userId))
    .limit(1);
  return row;
};

export const listUploadsOf = (db: Db, userId: string) =>
  qb(db)
    .select({ id: files.id, contentType: files.contentType, size: files.size, createdAt: files.createdAt })
    .from(files)
    .where(eq(files.ownerId, userId))
    .orderBy(asc(files.createdAt));

const customerUser = aliasedTable(users, 'export_customer');
const listenerUser = aliasedTable(users, 'export_listener');

/** Sessions the person took part in, each with both names (the service keeps the other's only). */
export const listSessionsOf = (db: Db, userId: string) =>
  qb(db)
    .select({
      id: sessions.id,
      customerId: sessions.customerId,
      listenerId: sessions.listenerId,
      customerName: customerUser.name,
      listenerName: listenerUser.name,
      status: sessions.status,
      endReason: sessions.endReason,
      mode: sessions.mode,
      language: sessions.language,
      userMood: sessions.userMood,
      coinsPerMinute: sessions.coinsPerMinute,
      requestedAt: sessions.requestedAt,
      acceptedAt: sessions.acceptedAt,
      startedAt: sessions.startedAt,
      endedAt: sessions.endedAt,
      billedMinutes: sessions.billedMinutes,
      coinsCharged: sessions.coinsCharged,
      coinsEarned: sessions.coinsEarned,
      refundedCoins: sessions.refundedCoins,
      listenerRefundedCoins: sessions.listenerRefundedCoins,
      reportedBy: sessions.reportedBy,
      reportedAt: sessions.reportedAt,
      reportReason: sessions.reportReason,
      ratingStars: sessionRatings.stars,
      ratingComment: sessionRatings.comment,
    })
    .from(sessions)
    .innerJoin(customerUser, eq(customerUser.id, sessions.customerId))
    .innerJoin(listenerUser, eq(listenerUser.id, sessions.listenerId))
    .leftJoin(sessionRatings, eq(sessionRatings.sessionId, sessions.id))
    .where(or(eq(sessions.customerId, userId), eq(sessions.listenerId, userId)))
    .orderBy(asc(sessions.requestedAt));

/** The messages the person wrote (never the other party's). */
export const listMessagesWrittenBy = (db: Db, userId: string) =>
  qb(db)
    .select({
      sessionId: sessionMessages.sessionId,
      body: sessionMessages.body,
      originalBody: sessionMessages.originalBody,
      createdAt: sessionMessages.createdAt,
    })
    .from(sessionMessages)
    .where(eq(sessionMessages.senderId, userId))
    .orderBy(asc(sessionMessages.sessionId), asc(sessionMessages.seq));

/** Every ledger entry on the person's own accounts (wallet, earnings, payouts pending). */
export const listLedgerEntriesOf = (db: Db, userId: string) =>
  qb(db)
    .select({
      account: accounts.kind,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(accounts.ownerId, userId))
    .orderBy(asc(ledgerEntries.createdAt));

export const listPurchasesOf = (db: Db, userId: string) =>
  qb(db)
    .select({
      id: purchases.id,
      planName: purchases.planName,
      pricePaise: purchases.pricePaise,
      coins: purchases.coins,
      bonusCoins: purchases.bonusCoins,
      status: purchases.status,
      provider: purchases.provider,
      paymentId: purchases.providerReference,
      createdAt: purchases.createdAt,
      confirmedAt: purchases.confirmedAt,
    })
    .from(purchases)
    .where(eq(purchases.customerId, userId))
    .orderBy(asc(purchases.createdAt));

export const listReceiptsOf = (db: Db, userId: string) =>
  qb(db)
    .select({
      purchaseId: receipts.purchaseId,
      number: receipts.number,
      isTest: receipts.isTest,
      issuedAt: receipts.issuedAt,
      sellerLegalName: receipts.sellerLegalName,
      sellerAddress: receipts.sellerAddress,
      sellerGstin: receipts.sellerGstin,
      sacCode: receipts.sacCode,
      customerName: receipts.customerName,
      customerEmail: receipts.customerEmail,
      planName: receipts.planName,
      coins: receipts.coins,
      gstPercent: receipts.gstPercent,
      gstSplit: receipts.gstSplit,
      totalPaise: receipts.totalPaise,
      taxablePaise: receipts.taxablePaise,
      cgstPaise: receipts.cgstPaise,
      sgstPaise: receipts.sgstPaise,
      igstPaise: receipts.igstPaise,
      paymentId: receipts.paymentId,
    })
    .from(receipts)
    .where(eq(receipts.customerId, userId))
    .orderBy(asc(receipts.issuedAt));

export const listWithdrawalsOf = (db: Db, userId: string) =>
  qb(db)
    .select({
      id: withdrawals.id,
      amountPaise: withdrawals.amountPaise,
      coins: withdrawals.coins,
      upiId: withdrawals.upiId,
      status: withdrawals.status,
      payoutReference: withdrawals.payoutReference,
      reason: withdrawals.reason,
      requestedAt: withdrawals.requestedAt,
      decidedAt: withdrawals.decidedAt,
    })
    .from(withdrawals)
    .where(eq(withdrawals.listenerId, userId))
    .orderBy(asc(withdrawals.requestedAt));

export const listReportsBy = (db: Db, userId: string) =>
  qb(db)
    .select({
      id: moderationCases.id,
      sessionId: moderationCases.sessionId,
      category: moderationCases.category,
      details: moderationCases.details,
      status: moderationCases.status,
      createdAt: moderationCases.createdAt,
      closedAt: moderationCases.closedAt,
    })
    .from(moderationCases)
    .where(and(eq(moderationCases.reporterId, userId), eq(moderationCases.kind, 'REPORT')))
    .orderBy(asc(moderationCases.createdAt));

export const listFavouritesOf = (db: Db, userId: string) =>
  qb(db)
    .select({
      listenerName: users.name,
      notifyOnline: favourites.notifyOnline,
      createdAt: favourites.createdAt,
    })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.listenerId))
    .where(eq(favourites.customerId, userId))
    .orderBy(asc(favourites.createdAt));

export const listBlocksBy = (db: Db, userId: string) =>
  qb(db)
    .select({ blockedName: users.name, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(asc(userBlocks.createdAt));

export const listNotesBy = (db: Db, userId: string) =>
  qb(db)
    .select({
      customerName: users.name,
      body: listenerNotes.body,
      createdAt: listenerNotes.createdAt,
      updatedAt: listenerNotes.updatedAt,
    })
    .from(listenerNotes)
    .innerJoin(users, eq(users.id, listenerNotes.customerId))
    .where(eq(listenerNotes.listenerId, userId))
    .orderBy(asc(listenerNotes.createdAt));
