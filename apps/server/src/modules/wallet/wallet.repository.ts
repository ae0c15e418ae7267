import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import {
  accounts,
  ledgerEntries,
  ledgerTransactions,
  purchaseStatusEnum,
  purchases,
  refunds,
} from '../../db/schema.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
type NewPurchase = Omit<typeof purchases.$inferInsert, 'id' | 'status' | 'transactionId' | 'confirmedAt'>;

/**
 * Inserts a PENDING purchase, or nothing when the customer already used this Idempotency-Key. While an
 * earlier insert with the same key is uncommitted, PostgreSQL makes this one wait for it (unique
 * index), so the caller then reads the committed row.
 */
export const insertPurchase = async (tx: Db, values: NewPurchase) => {
  const [row] = await qb(tx)
    .insert(purchases)
    .values(values)
    .onConflictDoNothing({ target: [purchases.customerId, purchases.idempotencyKey] })
    .returning();
  return row;
};

/** The customer's purchase under this key, with the wallet balance right after its credit (if any). */
export const findPurchaseByKey = async (db: Db, customerId: string, idempotencyKey: string) => {
  const [row] = await qb(db)
    .select({ purchase: purchases, balanceAfter: ledgerEntries.balanceAfter })
    .from(purchases)
    .leftJoin(accounts, and(eq(accounts.ownerId, purchases.customerId), eq(accounts.kind, 'CUSTOMER_WALLET')))
    .leftJoin(
      ledgerEntries,
      and(eq(ledgerEntries.transactionId, purchases.transactionId), eq(ledgerEntries.accountId, accounts.id)),
    )
    .where(and(eq(purchases.customerId, customerId), eq(purchases.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
};

export const settlePurchase = async (
  tx: Db,
  id: string,
  outcome:
    | { status: 'CONFIRMED'; providerReference: string; transactionId: string; confirmedAt: Date }
    | { status: 'DECLINED' },
) => {
  await qb(tx).update(purchases).set(outcome).where(eq(purchases.id, id));
};

/**
 * One page of the entries of a wallet account, newest first, each with its transaction and (for a
 * purchase) the plan as it was bought.
 */
export const listWalletEntries = async (
  db: Db,
  accountId: string,
  page: { limit: number; offset: number },
) => {
  const rows = await qb(db)
    .select({
      id: ledgerEntries.id,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      coins: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
      createdAt: ledgerEntries.createdAt,
      planId: purchases.planId,
      planName: purchases.planName,
      refundSessionId: refunds.sessionId,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(purchases, eq(purchases.transactionId, ledgerTransactions.id))
    .leftJoin(refunds, eq(refunds.transactionId, ledgerTransactions.id))
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await qb(db)
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return { rows, total: total?.n ?? 0 };
};

/** The id of a person's wallet account, or undefined before their first coin moved (read-only). */
export const findWalletAccountId = async (db: Db, customerId: string) => {
  const [row] = await qb(db)
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.ownerId, customerId), eq(accounts.kind, 'CUSTOMER_WALLET')));
  return row?.id;
};

/** How many purchases are in each state (every state, 0 when none), in one GROUP BY. */
export const countPurchasesByStatus = async (db: Db) => {
  const rows = await qb(db)
    .select({ status: purchases.status, n: count() })
    .from(purchases)
    .groupBy(purchases.status);
  const counts = Object.fromEntries(purchaseStatusEnum.enumValues.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.n;
  return counts;
};
