import { strToU8, zipSync } from 'fflate';
import { messages } from '@app/contract';
import type { Db } from '../../db/database.ts';
import {
  findListenerProfileOf,
  listBlocksBy,
  listFavouritesOf,
  listLedgerEntriesOf,
  listMessagesWrittenBy,
  listNotesBy,
  listPurchasesOf,
  listReceiptsOf,
  listReportsBy,
  listSessionsOf,
  listUploadsOf,
  listWithdrawalsOf,
  type ExportOwner,
} from './my-data.repository.ts';

/** Rows as JSON: dates as ISO 8601 (UTC), everything else as stored. */
const json = (value: unknown) =>
  strToU8(
    JSON.stringify(value, (_key, item: unknown) => (item instanceof Date ? item.toISOString() : item), 2),
  );

/**
 * Everything the product holds about one person, as the files of their export. Only their own rows:
 * sessions show the other party by display name (no id, email or mood of theirs), messages are the
 * ones the person wrote (the other side's words are the other person's data), notes and reports the
 * ones they wrote. Read in the person's language (the README's texts); the caller sets it.
 */
export const collectExportFiles = async (db: Db, owner: ExportOwner, generatedAt: Date) => {
  const userId = owner.id;
  const [profile, uploads, sessionRows, written, ledger, purchases, receipts] = await Promise.all([
    findListenerProfileOf(db, userId),
    listUploadsOf(db, userId),
    listSessionsOf(db, userId),
    listMessagesWrittenBy(db, userId),
    listLedgerEntriesOf(db, userId),
    listPurchasesOf(db, userId),
    listReceiptsOf(db, userId),
  ]);
  const [withdrawals, reports, favourites, blocks, notes] = await Promise.all([
    listWithdrawalsOf(db, userId),
    listReportsBy(db, userId),
    listFavouritesOf(db, userId),
    listBlocksBy(db, userId),
    listNotesBy(db, userId),
  ]);
  const sessions = sessionRows.map((row) => {
    const asCustomer = row.customerId === userId;
    const mine = row.reportedBy === userId;
    return {
      id: row.id,
      yourRole: asCustomer ? 'CUSTOMER' : 'LISTENER',
      with: asCustomer ? row.listenerName : row.customerName,
      mode: row.mode,
      language: row.language,
      status: row.status,
      endReason: row.endReason,
      coinsPerMinute: row.coinsPerMinute,
      requestedAt: row.requestedAt,
      acceptedAt: row.acceptedAt,
      startedAt: row.startedAt,
      endedAt: row.endedAt,
      billedMinutes: row.billedMinutes,
      // The customer's own: their mood, what they paid and got back, their rating.
      ...(asCustomer
        ? {
            yourMood: row.userMood,
            coinsCharged: row.coinsCharged,
            coinsRefunded: row.refundedCoins,
            yourRating:
              row.ratingStars === null ? null : { stars: row.ratingStars, comment: row.ratingComment },
          }
        : { coinsEarned: row.coinsEarned, coinsTakenBackByRefunds: row.listenerRefundedCoins }),
      yourReport: mine ? { at: row.reportedAt, reason: row.reportReason } : null,
    };
  });
  const m = messages.myData;
  const files = {
    'README.json': {
      about: m.readmeAbout,
      generatedAt,
      files: {
        'profile.json': m.readmeProfile,
        'sessions.json': m.readmeSessions,
        'messages.json': m.readmeMessages,
        'payments.json': m.readmePayments,
        'withdrawals.json': m.readmeWithdrawals,
        'reports.json': m.readmeReports,
        'favourites.json': m.readmeFavourites,
        'blocks.json': m.readmeBlocks,
        'notes.json': m.readmeNotes,
      },
    },
    'profile.json': { account: owner, listenerProfile: profile ?? null, uploads },
    'sessions.json': sessions,
    'messages.json': written,
    'payments.json': { ledgerEntries: ledger, purchases, receipts },
    'withdrawals.json': withdrawals,
    'reports.json': reports,
    'favourites.json': favourites,
    'blocks.json': blocks,
    'notes.json': notes,
  };
  return files;
};

/** The export's ZIP: one JSON file each. */
export const zipExportFiles = (files: Record<string, unknown>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, value]) => [name, json(value)])), {
      level: 6,
    }),
  );
