import { messages, type PurchaseResult, type WalletEntry, type listPageQuerySchema } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { requiredIdempotencyKey } from '../../lib/idempotency-key.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import {
  PLATFORM_ACCOUNT_IDS,
  accountIdOf,
  balanceOf,
  postTransaction,
} from '../ledger/ledger.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { findActivePlan } from '../plans/plans.repository.ts';
import {
  announceRunningSessionOf,
  lockRunningSessionBeforeCredit,
  moveRunOutAfterCredit,
} from '../sessions/wallet-credit.ts';
import {
  findPurchaseByKey,
  findWalletAccountId,
  insertPurchase,
  listRecentPurchaseTimes,
  listWalletEntries,
  lockCustomerForPurchase,
  settlePurchase,
  type PurchaseRow,
} from './wallet.repository.ts';

/** A SESSION_CHARGE transaction's reference (the sessions module writes it with this prefix). */
const SESSION_REFERENCE_PREFIX = 'session:';

type WalletDeps = {
  db: Db;
  clock: Clock;
  paymentProvider: PaymentProvider;
  /** Tells a running session's two people its new run-out moment after a top-up. */
  realtime: Realtime;
  settings: {
    /** Pending or confirmed purchases one customer may make in any PURCHASE_WINDOW_MS. */
    purchasesPerMinute: number;
  };
};

const PURCHASE_WINDOW_MS = 60_000;

type PurchaseOutcome = { kind: 'CONFIRMED'; result: PurchaseResult } | { kind: 'DECLINED' };

const declined = () => new AppError('INSUFFICIENT_BALANCE', messages.wallet.paymentDeclined);

/**
 * Refuses a purchase over the customer's limit, or does nothing. `recent` are the customer's latest
 * counted purchases in the window, newest first, at most `limit` of them: with `limit` there, a new one
 * is allowed once the oldest of them leaves the window (Retry-After, in whole seconds).
 */
const expectUnderPurchaseLimit = (recent: Date[], limit: number, now: Date) => {
  const oldest = recent[limit - 1];
  if (!oldest) return;
  const waitMs = oldest.getTime() + PURCHASE_WINDOW_MS - now.getTime();
  throw new AppError('RATE_LIMITED', messages.wallet.tooManyPurchases(limit), undefined, {
    'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
};

/** The first answer to a purchase, told again for a replay of its Idempotency-Key. */
const replayOf = (purchase: PurchaseRow, balanceAfter: number | null, planId: string): PurchaseOutcome => {
  if (purchase.planId !== planId) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', messages.wallet.idempotencyKeyReused);
  }
  if (purchase.status === 'DECLINED') return { kind: 'DECLINED' };
  // Settled in the transaction that inserted it, so a committed purchase is never PENDING here; a
  // gateway that confirms later (webhook) would answer its own "still pending" state.
  if (purchase.status !== 'CONFIRMED' || balanceAfter === null) {
    throw new Error(`purchase ${purchase.id} is ${purchase.status} without a settled answer`);
  }
  return {
    kind: 'CONFIRMED',
    result: {
      purchaseId: purchase.id,
      coins: purchase.coins,
      bonusCoins: purchase.bonusCoins,
      balance: balanceAfter,
    },
  };
};

/** The customer's coins: balance, history, and buying plans through the payment provider. */
export const createWalletService = ({ db, clock, paymentProvider, realtime, settings }: WalletDeps) => ({
  async getWallet(customerId: string) {
    return { data: { balance: await balanceOf(db, 'CUSTOMER_WALLET', customerId) } };
  },

  async listTransactions(customerId: string, query: z.output<typeof listPageQuerySchema>) {
    const accountId = await findWalletAccountId(db, customerId);
    if (!accountId) return { data: [], totalRows: 0 };
    const { rows, total } = await listWalletEntries(db, accountId, {
      limit: query.pagesize,
      offset: (query.pagenumber - 1) * query.pagesize,
    });
    const data = rows.map((row): WalletEntry => ({
      id: row.id,
      kind: row.kind,
      coins: row.coins,
      balanceAfter: row.balanceAfter,
      createdAt: row.createdAt.toISOString(),
      planId: row.planId,
      planName: row.planName,
      sessionId:
        row.kind === 'SESSION_CHARGE' && row.reference.startsWith(SESSION_REFERENCE_PREFIX)
          ? row.reference.slice(SESSION_REFERENCE_PREFIX.length)
          : row.refundSessionId,
    }));
    return { data, totalRows: total };
  },

  /**
   * Buys a plan, once per Idempotency-Key. One database transaction locks the customer's row, inserts
   * the purchase (unique per customer and key), charges the provider and, on confirmation, posts
   * PAID_IN -> wallet for coins + bonus. The lock makes one customer's purchases take turns on every
   * process: a parallel request with the same key waits until the first commits, then answers what the
   * first answered; the same key for another plan is refused.
   *
   * At most `purchasesPerMinute` pending or confirmed purchases per customer in any 60 s, counted under
   * that lock (so parallel requests cannot all slip through); one over the limit is refused (429, with
   * Retry-After) before anything is stored or charged. A replay is looked up before the count, so it
   * always answers its first answer.
   */
  async purchase(customerId: string, planId: string, rawKey: string | string[] | undefined) {
    const idempotencyKey = requiredIdempotencyKey(rawKey, messages.wallet.idempotencyKeyRequired);
    const outcome = await db.transaction(async (tx): Promise<PurchaseOutcome> => {
      await lockCustomerForPurchase(tx, customerId);
      const earlier = await findPurchaseByKey(tx, customerId, idempotencyKey);
      if (earlier) return replayOf(earlier.purchase, earlier.balanceAfter, planId);
      const now = clock.now();
      const limit = settings.purchasesPerMinute;
      const recent = await listRecentPurchaseTimes(
        tx,
        customerId,
        new Date(now.getTime() - PURCHASE_WINDOW_MS),
        limit,
      );
      expectUnderPurchaseLimit(recent, limit, now);
      const plan = await findActivePlan(tx, planId, 'share');
      if (!plan) throw new AppError('NOT_FOUND', messages.wallet.planUnavailable);
      const purchase = await insertPurchase(tx, {
        customerId,
        planId,
        idempotencyKey,
        planName: plan.name,
        pricePaise: plan.pricePaise,
        coins: plan.coins,
        bonusCoins: plan.bonusCoins,
        provider: paymentProvider.name,
        createdAt: now,
      });
      if (!purchase) {
        // Another request with this key committed meanwhile (the unique index waited for it): only a
        // writer that skipped the customer lock could do that, but the key still means one purchase.
        const winner = await findPurchaseByKey(tx, customerId, idempotencyKey);
        if (!winner) throw new Error('purchase vanished after an idempotency-key conflict');
        return replayOf(winner.purchase, winner.balanceAfter, planId);
      }
      const charge = await paymentProvider.charge({
        purchaseId: purchase.id,
        amountPaise: purchase.pricePaise,
        customerId,
      });
      if (charge.status === 'DECLINED') {
        await settlePurchase(tx, purchase.id, { status: 'DECLINED' });
        return { kind: 'DECLINED' };
      }
      // A running session's run-out moment moves with the coins (sessions/wallet-credit.ts); its row is
      // locked before the wallet's, the sessions' lock order.
      await lockRunningSessionBeforeCredit(tx, customerId);
      const credited = purchase.coins + purchase.bonusCoins;
      const walletId = await accountIdOf(tx, 'CUSTOMER_WALLET', customerId);
      const confirmedAt = clock.now();
      const posted = await postTransaction(tx, {
        kind: 'PURCHASE',
        reference: purchase.id,
        at: confirmedAt,
        postings: [
          { accountId: PLATFORM_ACCOUNT_IDS.PAID_IN, amount: -credited },
          { accountId: walletId, amount: credited },
        ],
      });
      await settlePurchase(tx, purchase.id, {
        status: 'CONFIRMED',
        providerReference: charge.reference,
        transactionId: posted.transactionId,
        confirmedAt,
      });
      await moveRunOutAfterCredit(tx, customerId, clock.now());
      const balance = posted.balances.get(walletId);
      if (balance === undefined) throw new Error('wallet balance missing after a purchase');
      return {
        kind: 'CONFIRMED',
        result: { purchaseId: purchase.id, coins: purchase.coins, bonusCoins: purchase.bonusCoins, balance },
      };
    });
    // A declined payment is stored (so its key replays the same answer) and then refused.
    if (outcome.kind === 'DECLINED') throw declined();
    await announceRunningSessionOf(db, realtime, customerId);
    return { data: outcome.result };
  },
});

export type WalletService = ReturnType<typeof createWalletService>;
