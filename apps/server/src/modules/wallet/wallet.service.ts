import {
  currentLocale,
  messages,
  type AdminPurchase,
  type adminPurchasesQuerySchema,
  type PaymentEvent,
  type PurchaseResult,
  type WalletEntry,
  type listPageQuerySchema,
} from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { requiredIdempotencyKey } from '../../lib/idempotency-key.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { balanceOf } from '../ledger/ledger.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { ReceiptIssuer } from '../receipts/receipt-issuer.ts';
import { findReceiptNumber } from '../receipts/receipts.repository.ts';
import { announceRunningSessionOf } from '../sessions/wallet-credit.ts';
import type { GatewayPurchases } from './gateway-purchases.ts';
import { beginPurchase, creditPurchase, purchaseView } from './purchase-steps.ts';
import {
  findPurchaseOfCustomer,
  findWalletAccountId,
  listAdminPurchases,
  listPaymentEvents,
  listWalletEntries,
  settlePurchase,
  type PurchaseRow,
} from './wallet.repository.ts';

/** A SESSION_CHARGE transaction's reference (the sessions module writes it with this prefix). */
const SESSION_REFERENCE_PREFIX = 'session:';

type WalletDeps = {
  db: Db;
  clock: Clock;
  paymentProvider: PaymentProvider;
  /** Issues the tax receipt in the transaction that credits a paid purchase. */
  receipts: ReceiptIssuer;
  /** Razorpay's checkout when configured: purchases then wait for the gateway (gateway-purchases.ts). */
  gatewayPurchases?: GatewayPurchases | undefined;
  /** Tells a running session's two people its new run-out moment after a top-up. */
  realtime: Realtime;
  settings: {
    /** Pending or confirmed purchases one customer may make in any 60 s. */
    purchasesPerMinute: number;
    /** COIN_VALUE_PAISE: told to the customer with the balance, for prices in rupees. */
    coinValuePaise: number;
  };
};

type PurchaseOutcome = { kind: 'CONFIRMED'; result: PurchaseResult } | { kind: 'DECLINED' };

const declined = () => new AppError('INSUFFICIENT_BALANCE', messages.wallet.paymentDeclined);

/** The first answer to a purchase, told again for a replay of its Idempotency-Key. */
const replayOf = (purchase: PurchaseRow, balanceAfter: number | null): PurchaseOutcome => {
  if (purchase.status === 'DECLINED') return { kind: 'DECLINED' };
  // Settled in the transaction that inserted it, so a committed test-mode purchase is never PENDING.
  if (purchase.status !== 'CONFIRMED' || balanceAfter === null) {
    throw new Error(`purchase ${purchase.id} is ${purchase.status} without a settled answer`);
  }
  return {
    kind: 'CONFIRMED',
    result: {
      purchaseId: purchase.id,
      status: 'CONFIRMED',
      coins: purchase.coins,
      bonusCoins: purchase.bonusCoins,
      balance: balanceAfter,
      checkout: null,
    },
  };
};

/** The customer's coins: balance, history, and buying plans through the payment provider. */
export const createWalletService = ({
  db,
  clock,
  paymentProvider,
  receipts,
  gatewayPurchases,
  realtime,
  settings,
}: WalletDeps) => ({
  async getWallet(customerId: string) {
    return {
      data: {
        balance: await balanceOf(db, 'CUSTOMER_WALLET', customerId),
        paymentMode: gatewayPurchases ? ('RAZORPAY' as const) : ('TEST' as const),
        coinValuePaise: settings.coinValuePaise,
      },
    };
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
      // The name it was bought under; to a Hindi reader, the plan's Hindi name where it has one.
      planName: (currentLocale() === 'hi' && row.planNameHi) || row.planName,
      purchaseId: row.purchaseId,
      receiptNumber: row.receiptNumber,
      sessionId:
        row.kind === 'SESSION_CHARGE' && row.reference.startsWith(SESSION_REFERENCE_PREFIX)
          ? row.reference.slice(SESSION_REFERENCE_PREFIX.length)
          : row.refundSessionId,
    }));
    return { data, totalRows: total };
  },

  /**
   * Buys a plan, once per Idempotency-Key. With Razorpay configured the purchase waits for the gateway
   * (gateway-purchases.ts: PENDING and a checkout form). In test mode one database transaction locks
   * the customer's row, inserts the purchase (unique per customer and key), charges the provider and, on
   * confirmation, credits coins + bonus (purchase-steps.ts). The lock makes one customer's purchases take
   * turns on every process: a parallel request with the same key waits until the first commits, then
   * answers what the first answered; the same key for another plan is refused.
   *
   * At most `purchasesPerMinute` pending or confirmed purchases per customer in any 60 s, counted under
   * that lock (so parallel requests cannot all slip through); one over the limit is refused (429, with
   * Retry-After) before anything is stored or charged. A replay is looked up before the count, so it
   * always answers its first answer.
   */
  async purchase(customerId: string, planId: string, rawKey: string | string[] | undefined) {
    const idempotencyKey = requiredIdempotencyKey(rawKey, messages.wallet.idempotencyKeyRequired);
    if (gatewayPurchases) return gatewayPurchases.start(customerId, planId, idempotencyKey);
    const outcome = await db.transaction(async (tx): Promise<PurchaseOutcome> => {
      const begun = await beginPurchase(tx, {
        customerId,
        planId,
        idempotencyKey,
        provider: paymentProvider.name,
        now: clock.now(),
        purchasesPerMinute: settings.purchasesPerMinute,
      });
      if (begun.kind === 'replay') return replayOf(begun.purchase, begun.balanceAfter);
      const { purchase } = begun;
      const charge = await paymentProvider.charge({
        purchaseId: purchase.id,
        amountPaise: purchase.pricePaise,
        customerId,
      });
      if (charge.status === 'DECLINED') {
        await settlePurchase(tx, purchase.id, { status: 'DECLINED' });
        return { kind: 'DECLINED' };
      }
      const balance = await creditPurchase(tx, clock, receipts, purchase, charge.reference);
      return {
        kind: 'CONFIRMED',
        result: {
          purchaseId: purchase.id,
          status: 'CONFIRMED',
          coins: purchase.coins,
          bonusCoins: purchase.bonusCoins,
          balance,
          checkout: null,
        },
      };
    });
    // A declined payment is stored (so its key replays the same answer) and then refused.
    if (outcome.kind === 'DECLINED') throw declined();
    await announceRunningSessionOf(db, realtime, customerId);
    return { data: outcome.result };
  },

  /** For admins: every customer's purchases with the gateway's ids, newest first. */
  async listAdminPurchases(query: z.output<typeof adminPurchasesQuerySchema>) {
    const { rows, total } = await listAdminPurchases(
      db,
      { status: query.status, search: query.search },
      { limit: query.pagesize, offset: (query.pagenumber - 1) * query.pagesize },
    );
    const data = rows.map(({ purchase, name, email }): AdminPurchase => ({
      id: purchase.id,
      customer: { id: purchase.customerId, name, email: email ?? '' },
      planName: purchase.planName,
      pricePaise: purchase.pricePaise,
      coins: purchase.coins,
      bonusCoins: purchase.bonusCoins,
      status: purchase.status,
      provider: purchase.provider,
      orderId: purchase.providerOrderId,
      paymentId: purchase.providerReference,
      createdAt: purchase.createdAt.toISOString(),
      confirmedAt: purchase.confirmedAt?.toISOString() ?? null,
    }));
    return { data, totalRows: total };
  },

  /** For admins: what the payment gateway sent and what each did (refused ones included). */
  async listPaymentEvents(query: z.output<typeof listPageQuerySchema>) {
    const { rows, total } = await listPaymentEvents(db, {
      limit: query.pagesize,
      offset: (query.pagenumber - 1) * query.pagesize,
    });
    const data = rows.map((row): PaymentEvent => ({
      id: row.id,
      provider: row.provider,
      eventId: row.eventId,
      event: row.event,
      orderId: row.orderId,
      purchaseId: row.purchaseId,
      withdrawalId: row.withdrawalId,
      outcome: row.outcome,
      receivedAt: row.receivedAt.toISOString(),
    }));
    return { data, totalRows: total };
  },

  /** One of the customer's purchases and what to do next (the screen the gateway returns to). */
  async getPurchase(customerId: string, purchaseId: string) {
    const purchase = await findPurchaseOfCustomer(db, customerId, purchaseId);
    if (!purchase) throw new AppError('NOT_FOUND', messages.wallet.purchaseNotFound);
    return { data: purchaseView(purchase, await findReceiptNumber(db, purchase.id)) };
  },
});

export type WalletService = ReturnType<typeof createWalletService>;
