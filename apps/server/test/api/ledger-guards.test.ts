// @module-tag embedded
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlStateOf } from '../../src/db/database-errors.ts';
import { accounts, ledgerEntries, ledgerTransactions } from '../../src/db/schema.ts';
import { PLATFORM_ACCOUNT_IDS } from '../../src/modules/ledger/ledger.repository.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

// The money rules hold in the database itself, not only in code: these go around the services.
const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const customer = await createSignedInUser(t, 'CUSTOMER');
const plan = await createPlan(t, admin.token, { coins: 10, bonusCoins: 0 });
await buyPlan(t, customer.token, plan.id);
const [wallet] = await t.database.db
  .select({ id: accounts.id, balance: accounts.balance })
  .from(accounts)
  .where(eq(accounts.ownerId, customer.id));
if (!wallet) throw new Error('wallet missing');

const errorOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('the database accepted it');
};
const messageChain = (error: unknown): string => {
  const cause = (error as { cause?: unknown }).cause;
  return `${(error as Error).message} ${cause ? messageChain(cause) : ''}`;
};

describe('database guards on the ledger', () => {
  it('refuses a negative wallet balance with a check violation', async () => {
    const error = await errorOf(
      t.database.db.update(accounts).set({ balance: -1 }).where(eq(accounts.id, wallet.id)),
    );
    expect(sqlStateOf(error)).toBe('23514');
    const [after] = await t.database.db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.id, wallet.id));
    expect(after?.balance).toBe(10);
  });

  it('refuses at commit a transaction whose entries do not sum to zero', async () => {
    const reference = `test-unbalanced-${Date.now()}`;
    const error = await errorOf(
      t.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ kind: 'PURCHASE', reference, createdAt: new Date() })
          .returning({ id: ledgerTransactions.id });
        if (!row) throw new Error('no transaction row');
        // One entry only: accepted by the statement, refused by the deferred trigger at COMMIT.
        await tx.insert(ledgerEntries).values({
          transactionId: row.id,
          accountId: wallet.id,
          amount: 5,
          balanceAfter: 15,
          createdAt: new Date(),
        });
      }),
    );
    expect(messageChain(error)).toMatch(/does not balance/);
    const left = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, reference));
    expect(left).toEqual([]);
  });

  it('refuses changing or deleting a written entry (append-only)', async () => {
    const error = await errorOf(
      t.database.db.delete(ledgerEntries).where(eq(ledgerEntries.accountId, wallet.id)),
    );
    expect(messageChain(error)).toMatch(/append-only/);
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, wallet.id));
    expect(entries).toHaveLength(1);
  });

  it('lets a person own a PAYOUTS_PENDING account, and keeps wallets owned and the other platform accounts not', async () => {
    const listener = await createSignedInUser(t, 'LISTENER', { approved: true });
    const refused = [
      { kind: 'LISTENER_EARNINGS', ownerId: null },
      { kind: 'CUSTOMER_WALLET', ownerId: null },
      { kind: 'PAID_OUT', ownerId: listener.id },
      { kind: 'PLATFORM_REVENUE', ownerId: listener.id },
    ] as const;
    for (const values of refused) {
      const error = await errorOf(t.database.db.insert(accounts).values(values));
      expect(sqlStateOf(error), JSON.stringify(values)).toBe('23514');
      expect(messageChain(error)).toMatch(/accounts_owner_check/);
    }
    // A listener's own (since migration 0013) and the platform's, for requests reserved before it.
    const [own] = await t.database.db
      .insert(accounts)
      .values({ kind: 'PAYOUTS_PENDING', ownerId: listener.id })
      .returning({ ownerId: accounts.ownerId, balance: accounts.balance });
    expect(own).toEqual({ ownerId: listener.id, balance: 0 });
    await t.database.db
      .insert(accounts)
      .values({ id: PLATFORM_ACCOUNT_IDS.PAYOUTS_PENDING, kind: 'PAYOUTS_PENDING' })
      .onConflictDoNothing();
    const platform = await t.database.db
      .select({ ownerId: accounts.ownerId })
      .from(accounts)
      .where(eq(accounts.id, PLATFORM_ACCOUNT_IDS.PAYOUTS_PENDING));
    expect(platform).toEqual([{ ownerId: null }]);
  });
});
