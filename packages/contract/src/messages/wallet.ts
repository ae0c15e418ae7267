import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';
import { PURCHASE_STATUSES } from '../constants.ts';

export const walletMessages = localized('wallet', {
  idempotencyKeyRequired: 'The Idempotency-Key header is required for a purchase.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8-128 letters, digits or - _ : .',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  planUnavailable: 'This plan is no longer available.',
  purchased: (coins: number) => `${formatNumber(coins, {}, 'en')} coins added to your wallet`,
  paymentDeclined: 'The payment was not confirmed. No coins were added.',
  paymentPending:
    'We are waiting for the payment gateway to confirm your payment. Your coins are added as soon as it does; this page updates by itself. If money left your account and no coins arrive within 30 minutes, contact support with the purchase id.',
  paymentConfirmed: (coins: number) =>
    `Payment received: ${formatNumber(coins, {}, 'en')} coins added to your wallet.`,
  paymentFailed:
    'The payment failed and no coins were added. If money left your account, your bank returns it. You can buy the plan again.',
  paymentExpired:
    'This payment was not completed in time, so no coins were added. If money left your account, your bank returns it. You can buy the plan again.',
  gatewayUnavailable:
    'The payment gateway is not answering right now. Nothing was charged and no coins were added. Please try again in a few minutes.',
  purchaseNotFound: 'There is no such purchase.',
  /** A purchase's status in one word (the admin's list; CONFIRMED is paid, DECLINED failed). */
  purchaseStatusLabels: {
    PENDING: 'Pending',
    CONFIRMED: 'Paid',
    DECLINED: 'Failed',
    EXPIRED: 'Expired',
  },
  /** The purchase screen's heading per status. */
  purchaseTitles: {
    PENDING: 'Waiting for your payment',
    CONFIRMED: 'Payment received',
    DECLINED: 'Payment failed',
    EXPIRED: 'Payment not completed',
  },
  gatewayLabel:
    "You pay on Razorpay's secure page (UPI, cards, netbanking). Coins are added as soon as the payment is confirmed.",
  openingGateway: 'Opening the payment page...',
  /** The gateway's return page in the window a live session opened for the checkout. */
  paymentDoneCloseWindow: 'Payment done, you can close this window.',
  paymentOverCloseWindow: 'You can close this window and try again from your session.',
  /** The session screen while the checkout window is open. */
  payingInOtherWindow:
    'Finish paying in the window that opened. Your session keeps running; this screen updates when the payment is confirmed.',
  popupBlocked: 'Your browser blocked the payment window. Open it here:',
  webhookSignatureInvalid: 'The webhook signature is not valid.',
  testModeLabel: 'Test mode: payments are confirmed at once and no real money moves.',
  customersOnly: 'Only customers have a wallet.',
  purchaseStatusInvalid: `Status must be one of ${PURCHASE_STATUSES.join(', ')}`,
  purchasesLoadFailed: 'Error loading purchases',
  paymentEventsLoadFailed: 'Error loading gateway events',
  noPurchases: 'No purchases found',
  noPaymentEvents: 'No gateway events yet',
  tooManyPurchases: (perMinute: number) =>
    `You can buy at most ${perMinute} ${perMinute === 1 ? 'plan' : 'plans'} a minute. Please wait a moment and try again.`,
} as const);
