import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { PurchaseStatus } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/like.ts';
import { qb } from '../../db/query-builder.ts';
import {
  accounts,
  ledgerEntries,
  ledgerTransactions,
  paymentEvents,
  plans,
  purchaseStatusEnum,
  purchases,
  receipts,
  refunds,
  users,
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

/**
 * Locks the customer's user row until the transaction ends, so one customer's purchases take turns
 * (every process, every parallel request): the count of recent purchases that follows is then exact.
 * FOR NO KEY UPDATE leaves rows that merely reference the user (their sessions, messages) free to be
 * written meanwhile.
 */
export const lockCustomerForPurchase = async (tx: Db, customerId: string) => {
  await qb(tx).select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('no key update');
};

/**
 * When the customer's latest `limit` pending or confirmed purchases made after `since` were made,
 * newest first (fewer than `limit` rows: under the limit). A declined purchase moved no coin and is
 * not counted.
 */
export const listRecentPurchaseTimes = async (tx: Db, customerId: string, since: Date, limit: number) => {
  const rows = await qb(tx)
    .select({ createdAt: purchases.createdAt })
    .from(purchases)
    .where(
      and(
        eq(purchases.customerId, customerId),
        inArray(purchases.status, ['PENDING', 'CONFIRMED']),
        gt(purchases.createdAt, since),
      ),
    )
    .orderBy(desc(purchases.createdAt))
    .limit(limit);
  return rows.map((row) => row.createdAt);
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

/** Ends a purchase that is still PENDING as DECLINED or EXPIRED (nothing when it moved on meanwhile). */
export const closePendingPurchase = async (tx: Db, id: string, status: 'DECLINED' | 'EXPIRED') => {
  const rows = await qb(tx)
    .update(purchases)
    .set({ status })
    .where(and(eq(purchases.id, id), eq(purchases.status, 'PENDING')))
    .returning({ id: purchases.id });
  return rows.length > 0;
};

/** Stores the gateway's order for a purchase (once it exists). */
export const setPurchaseOrder = async (db: Db, id: string, orderId: string) => {
  await qb(db).update(purchases).set({ providerOrderId: orderId }).where(eq(purchases.id, id));
};

/** The purchase of a gateway order, locked until the transaction ends (settlements take turns). */
export const lockPurchaseByOrder = async (tx: Db, orderId: string) => {
  const [row] = await qb(tx)
    .select()
    .from(purchases)
    .where(eq(purchases.providerOrderId, orderId))
    .for('update');
  return row;
};

/** A purchase, locked until the transaction ends. */
export const lockPurchase = async (tx: Db, id: string) => {
  const [row] = await qb(tx).select().from(purchases).where(eq(purchases.id, id)).for('update');
  return row;
};

export const findPurchaseOfCustomer = async (db: Db, customerId: string, id: string) => {
  const [row] = await qb(db)
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, id), eq(purchases.customerId, customerId)));
  return row;
};

/** What a reconciler pass claims: rows due at `now`, held until `until`, at most `limit`. */
type ReconcileClaim = { now: Date; until: Date; limit: number };

/**
 * Claims up to `limit` purchases matching `where` whose claim has run out (or never was), oldest
 * first: they are the caller's until `until`. Rows another process holds are skipped (SKIP LOCKED), so
 * reconcilers running in N processes share the work instead of each asking the gateway about all.
 */
const claimPurchases = async (db: Db, where: SQL | undefined, claim: ReconcileClaim) => {
  const due = qb(db)
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(where, or(isNull(purchases.nextCheckAt), lte(purchases.nextCheckAt, claim.now))))
    .orderBy(asc(purchases.createdAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const rows = await qb(db)
    .update(purchases)
    .set({ nextCheckAt: claim.until })
    .where(inArray(purchases.id, due))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
};

/** Claims the gateway's purchases still PENDING that were started by `startedBy` (see claimPurchases). */
export const claimPendingPurchases = (db: Db, provider: string, startedBy: Date, claim: ReconcileClaim) =>
  claimPurchases(
    db,
    and(
      eq(purchases.status, 'PENDING'),
      eq(purchases.provider, provider),
      lte(purchases.createdAt, startedBy),
    ),
    claim,
  );

/**
 * Claims the gateway's purchases that failed (a failed attempt) since `since` with an order: a later
 * attempt on the same order may still have been paid, and its webhook lost.
 */
export const claimRecentlyDeclinedOrders = (db: Db, provider: string, since: Date, claim: ReconcileClaim) =>
  claimPurchases(
    db,
    and(
      eq(purchases.status, 'DECLINED'),
      eq(purchases.provider, provider),
      isNotNull(purchases.providerOrderId),
      gt(purchases.createdAt, since),
    ),
    claim,
  );

/** Gives a claimed purchase back: the next pass of any process asks about it again. */
export const releasePurchaseClaim = async (db: Db, purchaseId: string) => {
  await qb(db).update(purchases).set({ nextCheckAt: null }).where(eq(purchases.id, purchaseId));
};

type NewPaymentEvent = Omit<typeof paymentEvents.$inferInsert, 'id'>;

/**
 * Records a gateway webhook; answers its row id, or undefined when this event id was recorded before (a
 * duplicate delivery: the caller acts on it once). An event without an id is always recorded.
 */
export const recordPaymentEvent = async (tx: Db, values: NewPaymentEvent) => {
  const [row] = await qb(tx)
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return row?.id;
};

/** What a recorded webhook did, once it is known. */
export const setPaymentEventOutcome = async (
  tx: Db,
  id: string,
  outcome: string,
  about: { purchaseId?: string | undefined; withdrawalId?: string | undefined },
) => {
  await qb(tx)
    .update(paymentEvents)
    .set({
      outcome,
      ...(about.purchaseId ? { purchaseId: about.purchaseId } : {}),
      ...(about.withdrawalId ? { withdrawalId: about.withdrawalId } : {}),
    })
    .where(eq(paymentEvents.id, id));
};

/**
 * One page of the entries of a wallet account, newest first, each with its transaction and (for a
 * purchase) the plan as it was bought and its receipt's number.
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
      planNameHi: plans.nameHi,
      purchaseId: purchases.id,
      receiptNumber: receipts.number,
      refundSessionId: refunds.sessionId,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(purchases, eq(purchases.transactionId, ledgerTransactions.id))
    .leftJoin(plans, eq(plans.id, purchases.planId))
    .leftJoin(receipts, eq(receipts.purchaseId, purchases.id))
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

/** One page of the gateway's recorded webhooks and returns, newest first, and how many there are. */
export const listPaymentEvents = async (db: Db, page: { limit: number; offset: number }) => {
  const rows = await qb(db)
    .select()
    .from(paymentEvents)
    .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await qb(db).select({ n: count() }).from(paymentEvents);
  return { rows, total: total?.n ?? 0 };
};

type AdminPurchaseFilter = { status?: PurchaseStatus | undefined; search?: string | undefined };

const adminPurchaseConditions = (filter: AdminPurchaseFilter) => {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(purchases.status, filter.status));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(purchases.providerOrderId, pattern),
        ilike(purchases.providerReference, pattern),
      ),
    );
  }
  return and(...conditions);
};

/** One page of every customer's purchases, newest first, filtered by status and searched. */
export const listAdminPurchases = async (
  db: Db,
  filter: AdminPurchaseFilter,
  page: { limit: number; offset: number },
) => {
  const where = adminPurchaseConditions(filter);
  const [rows, [total]] = await Promise.all([
    qb(db)
      .select({ purchase: purchases, name: users.name, email: users.email })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.customerId))
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(page.limit)
      .offset(page.offset),
    qb(db)
      .select({ n: count() })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.customerId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
