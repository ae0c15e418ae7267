import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { purchases, receiptSeries, receipts, users } from '../../db/schema.ts';

export type ReceiptRow = typeof receipts.$inferSelect;

/**
 * The next number of a series, in the caller's transaction: the series row is created at 1 or bumped,
 * and stays locked until the transaction ends, so parallel credits take numbers one at a time and a
 * rolled-back one gives its number back (the bump is undone with it). No gap, no duplicate.
 */
export const takeNextReceiptNumber = async (tx: Db, series: string) => {
  const [row] = await qb(tx)
    .insert(receiptSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptSeries.series,
      set: { lastNumber: sql`${receiptSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptSeries.lastNumber });
  if (!row) throw new Error(`receipt series ${series} answered no number`);
  return row.lastNumber;
};

export const insertReceipt = async (tx: Db, values: ReceiptRow) => {
  await qb(tx).insert(receipts).values(values);
};

/** The customer's name and email as they are now (frozen into the receipt). */
export const findReceiptCustomer = async (tx: Db, customerId: string) => {
  const [row] = await qb(tx)
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, customerId));
  return row;
};

export const findReceipt = async (db: Db, purchaseId: string) => {
  const [row] = await qb(db).select().from(receipts).where(eq(receipts.purchaseId, purchaseId));
  return row;
};

/** A purchase's buyer and state, to tell "not yours" from "not paid yet". */
export const findPurchaseOwner = async (db: Db, purchaseId: string) => {
  const [row] = await qb(db)
    .select({ customerId: purchases.customerId, status: purchases.status })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  return row;
};

/** The receipt number of a purchase, if it has one. */
export const findReceiptNumber = async (db: Db, purchaseId: string) => {
  const [row] = await qb(db)
    .select({ number: receipts.number })
    .from(receipts)
    .where(eq(receipts.purchaseId, purchaseId));
  return row?.number ?? null;
};

/** The real series' receipts issued in [from, to), in series and number order. */
export const listReceiptsIssuedBetween = async (db: Db, from: Date, to: Date, limit: number) =>
  qb(db)
    .select()
    .from(receipts)
    .where(and(eq(receipts.isTest, false), gte(receipts.issuedAt, from), lt(receipts.issuedAt, to)))
    .orderBy(asc(receipts.series), asc(receipts.sequence))
    .limit(limit);
