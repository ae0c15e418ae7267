import { messages, type PurchaseStatusView } from '@app/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { PLATFORM_ACCOUNT_IDS, accountIdOf, postTransaction } from '../ledger/ledger.repository.ts';
import { findActivePlan } from '../plans/plans.repository.ts';
import type { ReceiptIssuer } from '../receipts/receipt-issuer.ts';
import { lockRunningSessionBeforeCredit, moveRunOutAfterCredit } from '../sessions/wallet-credit.ts';
import {
  findPurchaseByKey,
  insertPurchase,
  listRecentPurchaseTimes,
  lockCustomerForPurchase,
  settlePurchase,
  type PurchaseRow,
} from './wallet.repository.ts';

const PURCHASE_WINDOW_MS = 60_000;

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

type Begun =
  | { kind: 'replay'; purchase: PurchaseRow; balanceAfter: number | null }
  | { kind: 'new'; purchase: PurchaseRow };

/** The earlier purchase under a key, for the same plan (the same key for another plan is refused). */
const replayOf = (earlier: { purchase: PurchaseRow; balanceAfter: number | null }, planId: string): Begun => {
  if (earlier.purchase.planId !== planId) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', messages.wallet.idempotencyKeyReused);
  }
  return { kind: 'replay', purchase: earlier.purchase, balanceAfter: earlier.balanceAfter };
};

/**
 * The first step of every purchase, in the caller's transaction: locks the customer's row (one
 * customer's purchases take turns on every process), answers the earlier purchase under this
 * Idempotency-Key if there is one (the same key for another plan is refused), else checks the
 * per-minute limit and the plan and inserts a PENDING purchase for `provider`.
 */
export const beginPurchase = async (
  tx: Db,
  request: {
    customerId: string;
    planId: string;
    idempotencyKey: string;
    provider: string;
    now: Date;
    purchasesPerMinute: number;
  },
): Promise<Begun> => {
  const { customerId, planId, idempotencyKey, now } = request;
  await lockCustomerForPurchase(tx, customerId);
  const earlier = await findPurchaseByKey(tx, customerId, idempotencyKey);
  if (earlier) return replayOf(earlier, planId);
  const limit = request.purchasesPerMinute;
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
    provider: request.provider,
    createdAt: now,
  });
  if (purchase) return { kind: 'new', purchase };
  // Another request with this key committed meanwhile (the unique index waited for it): only a writer
  // that skipped the customer lock could do that, but the key still means one purchase.
  const winner = await findPurchaseByKey(tx, customerId, idempotencyKey);
  if (!winner) throw new Error('purchase vanished after an idempotency-key conflict');
  return replayOf(winner, planId);
};

/**
 * The crediting step, the one way coins enter a wallet from a purchase: PAID_IN -> wallet for coins +
 * bonus as a PURCHASE ledger transaction whose reference is the purchase id (unique: the same purchase
 * can never be credited twice), the purchase CONFIRMED with the gateway's payment reference, and a
 * running session's run-out moment moved (its row locked before the wallet's, the sessions' lock order),
 * and the tax receipt issued: its number is taken here, in the same transaction, so a paid purchase
 * always has one and a rolled-back credit never uses one up (receipts/receipt-issuer.ts).
 * Answers the wallet's balance after the credit. The caller holds the purchase (or its customer) locked.
 */
export const creditPurchase = async (
  tx: Db,
  clock: Clock,
  receipts: ReceiptIssuer,
  purchase: PurchaseRow,
  providerReference: string,
) => {
  await lockRunningSessionBeforeCredit(tx, purchase.customerId);
  const credited = purchase.coins + purchase.bonusCoins;
  const walletId = await accountIdOf(tx, 'CUSTOMER_WALLET', purchase.customerId);
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
    providerReference,
    transactionId: posted.transactionId,
    confirmedAt,
  });
  // After the ledger posting: every credit locks PAID_IN's row first, then the series row here, so
  // credits never wait on each other in two orders.
  await receipts.issue(tx, purchase, providerReference, confirmedAt);
  await moveRunOutAfterCredit(tx, purchase.customerId, clock.now());
  const balance = posted.balances.get(walletId);
  if (balance === undefined) throw new Error('wallet balance missing after a purchase');
  return balance;
};

/** A purchase as its customer sees it, with what to do next. */
export const purchaseView = (purchase: PurchaseRow, receiptNumber: string | null): PurchaseStatusView => ({
  purchaseId: purchase.id,
  status: purchase.status,
  planName: purchase.planName,
  pricePaise: purchase.pricePaise,
  coins: purchase.coins,
  bonusCoins: purchase.bonusCoins,
  createdAt: purchase.createdAt.toISOString(),
  confirmedAt: purchase.confirmedAt?.toISOString() ?? null,
  message: {
    PENDING: messages.wallet.paymentPending,
    CONFIRMED: messages.wallet.paymentConfirmed(purchase.coins + purchase.bonusCoins),
    DECLINED: messages.wallet.paymentFailed,
    EXPIRED: messages.wallet.paymentExpired,
  }[purchase.status],
  receiptNumber,
});
