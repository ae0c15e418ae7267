import {
  API_PREFIX,
  PURCHASE_QUERY_PARAM,
  messages,
  paymentGatewayPaths,
  routes,
  type CheckoutForm,
  type PurchaseResult,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { balanceOf } from '../ledger/ledger.repository.ts';
import {
  GATEWAY_CURRENCY,
  GatewayError,
  type RazorpayGateway,
  type RazorpayPayment,
} from '../payments/razorpay.ts';
import type { ReceiptIssuer } from '../receipts/receipt-issuer.ts';
import { announceRunningSessionOf } from '../sessions/wallet-credit.ts';
import { beginPurchase, creditPurchase } from './purchase-steps.ts';
import {
  closePendingPurchase,
  claimPendingPurchases,
  claimRecentlyDeclinedOrders,
  releasePurchaseClaim,
  lockPurchase,
  lockPurchaseByOrder,
  recordPaymentEvent,
  setPaymentEventOutcome,
  setPurchaseOrder,
  type PurchaseRow,
} from './wallet.repository.ts';
import { RECONCILE_INTERVAL_MS } from '../../lib/durations.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';

/**
 * The payouts' part of the one webhook (RazorpayX `payout.*` events, withdrawals/gateway-payouts.ts),
 * called in the webhook's transaction after its event id is recorded. Wired in app.ts: the withdrawals
 * module sits above this one.
 */
export type PayoutEventHandler = (
  tx: Db,
  event: string,
  payoutEntity: Record<string, unknown> | undefined,
) => Promise<{
  outcome: string;
  withdrawalId: string | undefined;
  afterCommit?: (() => Promise<void>) | undefined;
}>;

type GatewayPurchasesDeps = {
  db: Db;
  /** Payout events, when payouts go through the gateway (RAZORPAYX_ACCOUNT_NUMBER). */
  payoutEvents?: PayoutEventHandler | undefined;
  clock: Clock;
  gateway: RazorpayGateway;
  /** Issues the tax receipt in the transaction that credits a paid purchase. */
  receipts: ReceiptIssuer;
  realtime: Realtime;
  log: FastifyBaseLogger;
  settings: {
    purchasesPerMinute: number;
    /** This site's origin as the customer's browser reaches it. */
    publicUrl: string;
    /** A purchase PENDING this long is asked about at the gateway by the reconciler. */
    checkAfterSeconds: number;
    /** A purchase never paid this long after it started EXPIRES. */
    expireAfterSeconds: number;
  };
};

/** How many purchases one reconciler pass asks about (the rest wait for the next pass). */
const RECONCILE_BATCH = 50;

/** What a webhook did: kept on its payment_events row for an admin, and answered to the gateway. */
type WebhookOutcome =
  | 'credited'
  | 'already credited'
  | 'failed'
  | 'ignored: purchase already settled'
  | 'ignored: event not used'
  | 'duplicate'
  | 'refused: bad signature'
  | 'refused: unreadable body'
  | 'refused: no event id'
  | 'refused: unknown order'
  | 'refused: amount or currency does not match the order';

type Settled = {
  /** A purchase's WebhookOutcome, or what a payout event did (gateway-payouts.ts). */
  outcome: WebhookOutcome | (string & {});
  purchase: PurchaseRow | undefined;
  credited: boolean;
  /** What a payout event does once the webhook's transaction committed (its push). */
  afterCommit?: (() => Promise<void>) | undefined;
};

/** A captured payment (or a paid order) as the three ways of learning of it report it. */
type PaidReport = { orderId: string; paymentId: string; amountPaise?: number; currency?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** payload.<name>.entity of a Razorpay event, when it is an object. */
const entityOf = (payload: unknown, name: string) => {
  const wrapper = isRecord(payload) ? payload[name] : undefined;
  const entity = isRecord(wrapper) ? wrapper.entity : undefined;
  return isRecord(entity) ? entity : undefined;
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Coin purchases paid on Razorpay's hosted checkout (issue 22). A purchase is asynchronous:
 *
 *   start:  PENDING row committed -> POST /v1/orders (outside any transaction) -> order id stored ->
 *           the browser gets the checkout form; a gateway error or timeout ends it DECLINED at once
 *           (nothing credited, nothing left pending) and the customer reads a clear message.
 *   settle: whichever arrives first of the checkout's return (signed `order_id|payment_id`), the
 *           webhook (`payment.captured`, `order.paid`) or the reconciler's question
 *           (`GET /v1/orders/:id/payments`) credits through the one crediting step, under the
 *           purchase row's lock; the ledger reference (the purchase id) makes a second credit
 *           impossible even so. `payment.failed` ends a PENDING purchase DECLINED; a purchase never
 *           paid EXPIRES. A payment captured later for a DECLINED or EXPIRED purchase still credits it
 *           (Razorpay lets the customer retry on the same order; the money was taken).
 */
export const createGatewayPurchases = ({
  db,
  payoutEvents,
  clock,
  gateway,
  receipts,
  realtime,
  log,
  settings,
}: GatewayPurchasesDeps) => {
  const callbackUrl = (purchaseId: string) =>
    `${settings.publicUrl}${API_PREFIX}${paymentGatewayPaths.razorpayCallback}?${PURCHASE_QUERY_PARAM}=${encodeURIComponent(purchaseId)}`;
  /** The purchase screen (relative: the browser is on this site when it gets there). */
  const purchaseScreen = (purchaseId: string | undefined) =>
    purchaseId
      ? `${routes.app.wallet}?${PURCHASE_QUERY_PARAM}=${encodeURIComponent(purchaseId)}`
      : routes.app.wallet;

  const checkoutFor = (purchase: PurchaseRow, orderId: string): CheckoutForm => ({
    actionUrl: gateway.checkoutUrl,
    fields: {
      key_id: gateway.keyId,
      order_id: orderId,
      amount: String(purchase.pricePaise),
      currency: GATEWAY_CURRENCY,
      name: 'ListenWell',
      description: `${purchase.planName}: ${purchase.coins + purchase.bonusCoins} coins`,
      callback_url: callbackUrl(purchase.id),
      cancel_url: `${settings.publicUrl}${purchaseScreen(purchase.id)}`,
    },
  });

  const pendingResult = async (purchase: PurchaseRow, orderId: string | null): Promise<PurchaseResult> => ({
    purchaseId: purchase.id,
    status: 'PENDING',
    coins: purchase.coins,
    bonusCoins: purchase.bonusCoins,
    balance: await balanceOf(db, 'CUSTOMER_WALLET', purchase.customerId),
    checkout: orderId ? checkoutFor(purchase, orderId) : null,
  });

  /**
   * Credits the purchase of a paid order unless it already is, in the caller's transaction with the
   * purchase row locked; refuses an unknown order and an amount or currency other than the order's.
   */
  const settlePaid = async (tx: Db, report: PaidReport): Promise<Settled> => {
    const purchase = await lockPurchaseByOrder(tx, report.orderId);
    if (!purchase) return { outcome: 'refused: unknown order', purchase, credited: false };
    if (
      (report.amountPaise !== undefined && report.amountPaise !== purchase.pricePaise) ||
      (report.currency !== undefined && report.currency !== GATEWAY_CURRENCY)
    ) {
      return { outcome: 'refused: amount or currency does not match the order', purchase, credited: false };
    }
    if (purchase.status === 'CONFIRMED') return { outcome: 'already credited', purchase, credited: false };
    await creditPurchase(tx, clock, receipts, purchase, report.paymentId);
    return { outcome: 'credited', purchase, credited: true };
  };

  /** A failed attempt: a PENDING purchase is DECLINED (a later captured attempt still credits it). */
  const settleFailed = async (tx: Db, orderId: string): Promise<Settled> => {
    const purchase = await lockPurchaseByOrder(tx, orderId);
    if (!purchase) return { outcome: 'refused: unknown order', purchase, credited: false };
    if (purchase.status !== 'PENDING') {
      return { outcome: 'ignored: purchase already settled', purchase, credited: false };
    }
    await closePendingPurchase(tx, purchase.id, 'DECLINED');
    return { outcome: 'failed', purchase, credited: false };
  };

  /** After a credit commits: a running session of the customer learns its new run-out moment. */
  const afterCredit = async (settled: Settled) => {
    if (settled.credited && settled.purchase) {
      await announceRunningSessionOf(db, realtime, settled.purchase.customerId);
    }
  };

  /** The captured payment of an order matching its amount and currency, if the gateway has one. */
  const capturedPaymentOf = async (purchase: PurchaseRow, orderId: string) => {
    const payments = await gateway.listOrderPayments(orderId);
    const captured = payments.filter((payment) => payment.status === 'captured');
    const matching = captured.find(
      (payment) => payment.amount === purchase.pricePaise && payment.currency === GATEWAY_CURRENCY,
    );
    if (!matching && captured.length > 0) {
      log.warn(
        { purchaseId: purchase.id, orderId },
        'a captured payment of this order does not match its amount or currency: not credited',
      );
    }
    return {
      matching,
      isStillOpen: payments.some((p) => p.status === 'created' || p.status === 'authorized'),
    };
  };

  return {
    /** Starts a purchase: PENDING with the checkout form, or the earlier answer for a replayed key. */
    async start(customerId: string, planId: string, idempotencyKey: string) {
      const begun = await db.transaction((tx) =>
        beginPurchase(tx, {
          customerId,
          planId,
          idempotencyKey,
          provider: gateway.name,
          now: clock.now(),
          purchasesPerMinute: settings.purchasesPerMinute,
        }),
      );
      const { purchase } = begun;
      if (begun.kind === 'replay') {
        if (purchase.status === 'DECLINED' || purchase.status === 'EXPIRED') {
          throw new AppError('INSUFFICIENT_BALANCE', messages.wallet.paymentDeclined);
        }
        if (purchase.status === 'CONFIRMED') {
          return {
            data: {
              purchaseId: purchase.id,
              status: 'CONFIRMED' as const,
              coins: purchase.coins,
              bonusCoins: purchase.bonusCoins,
              balance: begun.balanceAfter ?? (await balanceOf(db, 'CUSTOMER_WALLET', customerId)),
              checkout: null,
            },
          };
        }
        return { data: await pendingResult(purchase, purchase.providerOrderId) };
      }
      // The row is committed before the gateway is called: a crash in between leaves a PENDING
      // purchase without an order, which the reconciler expires (no order, so nothing can be paid).
      let orderId: string;
      try {
        const order = await gateway.createOrder({ amountPaise: purchase.pricePaise, receipt: purchase.id });
        orderId = order.id;
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.warn({ purchaseId: purchase.id, err: error.message }, 'Razorpay order not created');
        await db.transaction((tx) => closePendingPurchase(tx, purchase.id, 'DECLINED'));
        throw new AppError('UNAVAILABLE', messages.wallet.gatewayUnavailable);
      }
      await setPurchaseOrder(db, purchase.id, orderId);
      return { data: await pendingResult(purchase, orderId) };
    },

    /**
     * The browser's return from the checkout (a form POST). A valid signature, and the gateway saying
     * that payment of the order is captured for the order's amount, credit the purchase; a failure or
     * a bad signature changes nothing (the webhook or the reconciler settles it
     * from what the gateway itself says). Answers where to send the browser: the purchase screen.
     */
    async handleReturn(purchaseIdParam: string | undefined, form: Record<string, string | undefined>) {
      const orderId = text(form.razorpay_order_id);
      const paymentId = text(form.razorpay_payment_id);
      if (!orderId || !paymentId) return purchaseScreen(purchaseIdParam);
      if (!gateway.isCheckoutSignatureValid(orderId, paymentId, form.razorpay_signature)) {
        await recordPaymentEvent(db, {
          provider: gateway.name,
          eventId: null,
          event: 'checkout.return',
          orderId,
          outcome: 'refused: bad signature',
          receivedAt: clock.now(),
        });
        log.warn({ orderId }, 'checkout return with a bad signature: refused');
        return purchaseScreen(purchaseIdParam);
      }
      // The signature ties the payment to our order; the gateway itself says it was captured, and for
      // how much (one call, outside any transaction). Unreachable: the webhook or the reconciler settles.
      let payment: RazorpayPayment | undefined;
      try {
        payment = (await gateway.listOrderPayments(orderId)).find((p) => p.id === paymentId);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.warn({ orderId, err: error.message }, 'Razorpay unreachable on a checkout return: left pending');
        return purchaseScreen(purchaseIdParam);
      }
      if (payment?.status !== 'captured') return purchaseScreen(purchaseIdParam);
      const report = { orderId, paymentId, amountPaise: payment.amount, currency: payment.currency };
      const settled = await db.transaction((tx) => settlePaid(tx, report));
      if (settled.outcome.startsWith('refused')) {
        await recordPaymentEvent(db, {
          provider: gateway.name,
          eventId: null,
          event: 'checkout.return',
          orderId,
          purchaseId: settled.purchase?.id ?? null,
          outcome: settled.outcome,
          receivedAt: clock.now(),
        });
        log.warn({ orderId, outcome: settled.outcome }, 'checkout return refused');
      }
      await afterCredit(settled);
      return purchaseScreen(settled.purchase?.id ?? purchaseIdParam);
    },

    /**
     * A webhook. The signature is checked over the exact bytes; the event id dedupes (recorded in the
     * same transaction as its effect, so a retried delivery after a failure is acted on again). Every
     * webhook is recorded with what it did. Answers 400 for a bad signature or body, else 200.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined) {
      const receivedAt = clock.now();
      const refuse = async (outcome: WebhookOutcome, event?: string) => {
        await recordPaymentEvent(db, {
          provider: gateway.name,
          eventId: null,
          event: event ?? null,
          orderId: null,
          outcome,
          receivedAt,
        });
        log.warn({ outcome }, 'Razorpay webhook refused');
        return { status: 400, outcome };
      };
      if (!gateway.isWebhookSignatureValid(rawBody, signature)) return refuse('refused: bad signature');
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return refuse('refused: unreadable body');
      }
      const event = isRecord(body) ? text(body.event) : undefined;
      const eventId = text(eventIdHeader);
      if (!eventId) return refuse('refused: no event id', event);
      const payload = isRecord(body) ? body.payload : undefined;
      const payment = entityOf(payload, 'payment');
      const order = entityOf(payload, 'order');
      const orderId = text(payment?.order_id) ?? text(order?.id);
      const settled = await db.transaction(async (tx): Promise<Settled> => {
        const recordId = await recordPaymentEvent(tx, {
          provider: gateway.name,
          eventId,
          event: event ?? null,
          orderId: orderId ?? null,
          outcome: 'received',
          receivedAt,
        });
        if (!recordId) return { outcome: 'duplicate', purchase: undefined, credited: false };
        if (event?.startsWith('payout.') && payoutEvents) {
          const handled = await payoutEvents(tx, event, entityOf(payload, 'payout'));
          await setPaymentEventOutcome(tx, recordId, handled.outcome, { withdrawalId: handled.withdrawalId });
          return {
            outcome: handled.outcome,
            purchase: undefined,
            credited: false,
            afterCommit: handled.afterCommit,
          };
        }
        let result: Settled = { outcome: 'ignored: event not used', purchase: undefined, credited: false };
        const paymentId = text(payment?.id);
        if (event === 'payment.captured' && orderId && paymentId) {
          result = await settlePaid(tx, {
            orderId,
            paymentId,
            amountPaise: Number(payment?.amount),
            currency: String(payment?.currency),
          });
        } else if (event === 'order.paid' && orderId && paymentId) {
          // The order's own amount must be ours, and so must the payment's.
          const paidReport = { orderId, paymentId, currency: String(order?.currency) };
          const orderAmount = Number(order?.amount);
          const paymentAmount = Number(payment?.amount);
          result = await settlePaid(tx, {
            ...paidReport,
            amountPaise: orderAmount === paymentAmount ? orderAmount : Number.NaN,
          });
        } else if (event === 'payment.failed' && orderId) {
          result = await settleFailed(tx, orderId);
        } else if (event === 'payment.captured' || event === 'order.paid' || event === 'payment.failed') {
          result = { outcome: 'refused: unknown order', purchase: undefined, credited: false };
        }
        await setPaymentEventOutcome(tx, recordId, result.outcome, { purchaseId: result.purchase?.id });
        return result;
      });
      if (settled.outcome.startsWith('refused')) {
        log.warn({ eventId, event, outcome: settled.outcome }, 'Razorpay webhook refused');
      }
      await settled.afterCommit?.();
      await afterCredit(settled);
      return { status: 200, outcome: settled.outcome };
    },

    /**
     * The reconciler (run by the sweeper): asks the gateway about every purchase PENDING longer than
     * `checkAfterSeconds` (and failed ones of the last `expireAfterSeconds`, whose order may have been
     * paid on a retry), credits what was captured, expires what was never paid in
     * `expireAfterSeconds`. A lost webhook and a lost return never lose a customer's money. Gateway
     * calls are made outside any transaction; each settlement re-checks under the row's lock.
     */
    async reconcile(recheckAfterMs = RECONCILE_INTERVAL_MS) {
      const now = clock.now();
      const checkBefore = new Date(now.getTime() - settings.checkAfterSeconds * 1000);
      const expireBefore = new Date(now.getTime() - settings.expireAfterSeconds * 1000);
      // Claimed until the next pass is due: another process's reconciler skips them meanwhile.
      const claim = { now, until: new Date(now.getTime() + recheckAfterMs), limit: RECONCILE_BATCH };
      const candidates = [
        ...(await claimPendingPurchases(db, gateway.name, checkBefore, claim)),
        ...(await claimRecentlyDeclinedOrders(db, gateway.name, expireBefore, claim)),
      ];
      const counts = { credited: 0, expired: 0, unreachable: 0 };
      for (const purchase of candidates) {
        const isOld = purchase.createdAt <= expireBefore;
        if (!purchase.providerOrderId) {
          if (isOld) {
            if (await db.transaction((tx) => closePendingPurchase(tx, purchase.id, 'EXPIRED')))
              counts.expired += 1;
          }
          continue;
        }
        const orderId = purchase.providerOrderId;
        let found: Awaited<ReturnType<typeof capturedPaymentOf>>;
        try {
          found = await capturedPaymentOf(purchase, orderId);
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          counts.unreachable += 1;
          log.warn({ purchaseId: purchase.id, err: error.message }, 'Razorpay unreachable while reconciling');
          // Asked again at the next pass of whichever process comes first.
          await releasePurchaseClaim(db, purchase.id);
          continue;
        }
        const { matching } = found;
        if (matching) {
          const settled = await db.transaction((tx) =>
            settlePaid(tx, {
              orderId,
              paymentId: matching.id,
              amountPaise: matching.amount,
              currency: matching.currency,
            }),
          );
          if (settled.credited) counts.credited += 1;
          await afterCredit(settled);
        } else if (isOld && purchase.status === 'PENDING' && !found.isStillOpen) {
          const expired = await db.transaction(async (tx) => {
            const locked = await lockPurchase(tx, purchase.id);
            return locked?.status === 'PENDING' && closePendingPurchase(tx, purchase.id, 'EXPIRED');
          });
          if (expired) counts.expired += 1;
        }
      }
      return counts;
    },
  };
};

export type GatewayPurchases = ReturnType<typeof createGatewayPurchases>;

/**
 * Runs the reconciler every `intervalMs` on this process (a pass at a time; each pass claims what it
 * asks about for `intervalMs`); answers its stop.
 */
export const startPurchaseReconciler = (
  purchases: GatewayPurchases,
  intervalMs: number,
  log: FastifyBaseLogger,
) =>
  startPeriodicJob(() => purchases.reconcile(intervalMs), {
    intervalMs,
    log,
    failure: 'purchase reconciliation failed',
  });
