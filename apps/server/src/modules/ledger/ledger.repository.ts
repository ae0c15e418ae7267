import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AccountKind, LedgerKind } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { CHECK_VIOLATION, sqlStateOf } from '../../db/database-errors.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';

/**
 * The platform accounts, with fixed ids. Migration 0004 creates the first three. PAYOUTS_PENDING is the
 * one row every withdrawal request reserved its coins in before migration 0013 (created by the first
 * request, as an enum value added by a migration cannot be used in that migration's own transaction).
 * Since 0013 each listener reserves in their own PAYOUTS_PENDING account: this row, where it exists,
 * only holds the requests reserved before, until they are settled (`lockPendingAccountOf`).
 */
export const PLATFORM_ACCOUNT_IDS = {
  PLATFORM_REVENUE: '00000000-0000-4000-8000-000000000001',
  PAID_IN: '00000000-0000-4000-8000-000000000002',
  PAID_OUT: '00000000-0000-4000-8000-000000000003',
  PAYOUTS_PENDING: '00000000-0000-4000-8000-000000000004',
} as const;

/**
 * The kinds of account a person owns: a customer's wallet, a listener's earnings, and the coins a
 * listener's open withdrawal requests reserved (PAYOUTS_PENDING, one per listener since migration 0013).
 */
type PersonalAccountKind = Extract<AccountKind, 'CUSTOMER_WALLET' | 'LISTENER_EARNINGS' | 'PAYOUTS_PENDING'>;

/**
 * The id of a person's account, created on first use: one query once it exists (the insert, which waits
 * for a concurrent first insert of the same account to commit, only when it is not there yet).
 */
export const accountIdOf = async (tx: Db, kind: PersonalAccountKind, ownerId: string): Promise<string> => {
  const find = async () =>
    (
      await qb(tx)
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.ownerId, ownerId), eq(accounts.kind, kind)))
    )[0];
  let row = await find();
  if (!row) {
    await qb(tx).insert(accounts).values({ kind, ownerId }).onConflictDoNothing();
    row = await find();
  }
  if (!row) throw new Error(`account ${kind} of ${ownerId} missing after insert`);
  return row.id;
};

/** A person's balance (0 when they have no account yet). */
export const balanceOf = async (db: Db, kind: PersonalAccountKind, ownerId: string): Promise<number> => {
  const [row] = await qb(db)
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.ownerId, ownerId), eq(accounts.kind, kind)));
  return row?.balance ?? 0;
};

/** Balances of many people's accounts of one kind, by owner. */
export const balancesOf = async (db: Db, kind: PersonalAccountKind, ownerIds: string[]) => {
  if (ownerIds.length === 0) return new Map<string, number>();
  const rows = await qb(db)
    .select({ ownerId: accounts.ownerId, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.kind, kind), inArray(accounts.ownerId, ownerIds)));
  return new Map(rows.map((row) => [row.ownerId ?? '', row.balance]));
};

/**
 * Locks a person's account row so balance-dependent decisions (a deadline, a check) cannot race: one
 * query once the account exists, created first when it does not.
 */
export const lockAccount = async (tx: Db, kind: PersonalAccountKind, ownerId: string) => {
  const lock = async () =>
    (
      await qb(tx)
        .select({ id: accounts.id, balance: accounts.balance })
        .from(accounts)
        .where(and(eq(accounts.ownerId, ownerId), eq(accounts.kind, kind)))
        .for('update')
    )[0];
  let row = await lock();
  if (!row) {
    await accountIdOf(tx, kind, ownerId);
    row = await lock();
  }
  if (!row) throw new Error(`account ${kind} of ${ownerId} vanished`);
  return row;
};

/**
 * Locks the PAYOUTS_PENDING account a withdrawal's reserve movement put its coins in, and returns its
 * id: the listener's own, or the platform's row for a request reserved before migration 0013. Settling
 * a request takes the coins back out of that account, so old requests need no data migration.
 */
export const lockPendingAccountOf = async (tx: Db, reserveTransactionId: string) => {
  const [row] = await qb(tx)
    .select({ id: accounts.id })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerEntries.transactionId, reserveTransactionId), eq(accounts.kind, 'PAYOUTS_PENDING')))
    .for('update', { of: accounts });
  if (!row) throw new Error(`reserve ${reserveTransactionId} has no PAYOUTS_PENDING entry`);
  return row.id;
};

export type Posting = { accountId: string; amount: number };

/** Thrown when a posting would take an account below zero (the database's CHECK refused it). */
export class InsufficientFundsError extends Error {
  constructor() {
    super('insufficient funds');
  }
}

/**
 * Writes one balanced movement: the transaction row, every balance update and its entry, inside the
 * caller's database transaction. `reference` is unique, so the same movement is never written twice.
 * Zero-sum is checked here and again by the database at commit (a deferred trigger); no balance below
 * zero is the database's CHECK on accounts.
 */
export const postTransaction = async (
  tx: Db,
  input: { kind: LedgerKind; reference: string; at: Date; postings: Posting[] },
) => {
  const postings = input.postings.filter((posting) => posting.amount !== 0);
  if (postings.some((posting) => !Number.isSafeInteger(posting.amount))) {
    throw new Error('ledger amounts must be integers');
  }
  if (postings.length < 2 || postings.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
    throw new Error(`unbalanced ledger transaction ${input.reference}`);
  }
  const [transaction] = await qb(tx)
    .insert(ledgerTransactions)
    .values({ kind: input.kind, reference: input.reference, createdAt: input.at })
    .returning({ id: ledgerTransactions.id });
  if (!transaction) throw new Error('ledger transaction insert returned nothing');
  // A fixed order of row locks: two movements touching the same accounts never deadlock.
  const ordered = [...postings].sort((a, b) => a.accountId.localeCompare(b.accountId));
  const balances = new Map<string, number>();
  for (const posting of ordered) {
    let updated: { balance: number } | undefined;
    try {
      [updated] = await qb(tx)
        .update(accounts)
        .set({ balance: sql`${accounts.balance} + ${posting.amount}` })
        .where(eq(accounts.id, posting.accountId))
        .returning({ balance: accounts.balance });
    } catch (error) {
      if (sqlStateOf(error) === CHECK_VIOLATION) throw new InsufficientFundsError();
      throw error;
    }
    if (!updated) throw new Error(`ledger account ${posting.accountId} does not exist`);
    balances.set(posting.accountId, updated.balance);
  }
  await qb(tx)
    .insert(ledgerEntries)
    .values(
      postings.map((posting) => ({
        transactionId: transaction.id,
        accountId: posting.accountId,
        amount: posting.amount,
        balanceAfter: balances.get(posting.accountId) ?? 0,
        createdAt: input.at,
      })),
    );
  return { transactionId: transaction.id, balances };
};

/** Sum of balances by account kind, and the sum of every entry ever written (0 when the books balance). */
export const ledgerTotals = async (db: Db) => {
  const byKind = await qb(db)
    .select({ kind: accounts.kind, total: sql<string>`coalesce(sum(${accounts.balance}), 0)` })
    .from(accounts)
    .groupBy(accounts.kind);
  const [entries] = await qb(db)
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries);
  const totals = Object.fromEntries(byKind.map((row) => [row.kind, Number(row.total)])) as Partial<
    Record<AccountKind, number>
  >;
  return { totals, sumOfAllEntries: Number(entries?.total ?? 0) };
};

/**
 * The books checked in one query (one pass over the entries, summed per account): the sum of every
 * entry ever written (0 while the books balance) and how many accounts' balance differs from the sum
 * of their entries (0 unless a balance was changed without its entry).
 */
export const checkLedger = async (db: Db) => {
  const perAccount = qb(db)
    .select({
      accountId: ledgerEntries.accountId,
      total: sql<string>`sum(${ledgerEntries.amount})`.as('total'),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.accountId)
    .as('per_account');
  const [row] = await qb(db)
    .select({
      sumOfAllEntries: sql<string>`coalesce(sum(${perAccount.total}), 0)`,
      accountsOffBalance: sql<string>`count(*) filter (where ${accounts.balance} <> coalesce(${perAccount.total}, 0))`,
    })
    .from(accounts)
    .leftJoin(perAccount, eq(perAccount.accountId, accounts.id));
  return {
    sumOfAllEntries: Number(row?.sumOfAllEntries ?? 0),
    accountsOffBalance: Number(row?.accountsOffBalance ?? 0),
  };
};
