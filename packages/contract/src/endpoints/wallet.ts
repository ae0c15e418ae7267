import { dataOf, tableOf } from '../schemas/common.ts';
import {
  adminPurchaseSchema,
  adminPurchasesQuerySchema,
  listPageQuerySchema,
  paymentEventSchema,
  purchaseBodySchema,
  purchaseParamsSchema,
  purchaseResultSchema,
  purchaseStatusSchema,
  walletEntrySchema,
  walletSchema,
} from '../schemas/marketplace.ts';
import { walletMessages } from '../messages/wallet.ts';
import { defineEndpoint } from './endpoint.ts';

export const walletEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/wallet',
    access: ['CUSTOMER'],
    forbiddenMessage: walletMessages.customersOnly,
    summary: "The customer's coin balance",
    response: dataOf(walletSchema),
  }),
  transactions: defineEndpoint({
    method: 'GET',
    path: '/wallet/transactions',
    access: ['CUSTOMER'],
    forbiddenMessage: walletMessages.customersOnly,
    summary: 'Wallet history, newest first',
    query: listPageQuerySchema,
    response: tableOf(walletEntrySchema),
  }),
  purchase: defineEndpoint({
    method: 'POST',
    path: '/wallet/purchase',
    access: ['CUSTOMER'],
    forbiddenMessage: walletMessages.customersOnly,
    summary:
      'Buy a plan through the payment provider (header Idempotency-Key required; a replay answers the first result)',
    body: purchaseBodySchema,
    response: dataOf(purchaseResultSchema),
  }),
  purchaseStatus: defineEndpoint({
    method: 'GET',
    path: '/wallet/purchases/:purchaseId',
    access: ['CUSTOMER'],
    forbiddenMessage: walletMessages.customersOnly,
    summary: "One of the customer's purchases: PENDING, CONFIRMED (paid), DECLINED (failed) or EXPIRED",
    params: purchaseParamsSchema,
    response: dataOf(purchaseStatusSchema),
  }),
  adminPurchases: defineEndpoint({
    method: 'GET',
    path: '/admin/purchases',
    access: ['ADMIN'],
    summary:
      "Every customer's purchases, newest first, filtered by status and searched by customer or the gateway's order or payment id",
    query: adminPurchasesQuerySchema,
    response: tableOf(adminPurchaseSchema),
  }),
  paymentEvents: defineEndpoint({
    method: 'GET',
    path: '/admin/payment-events',
    access: ['ADMIN'],
    summary:
      "The payment gateway's webhooks and checkout returns, newest first, with what each did (refusals included)",
    query: listPageQuerySchema,
    response: tableOf(paymentEventSchema),
  }),
} as const;

/**
 * Razorpay's two ways back to the server (below API_PREFIX). Not JSON endpoints of the table: the
 * callback is the customer's browser posting a form after Razorpay's checkout (answered with a redirect
 * to the purchase screen, `?purchase=<id>`), the webhook is Razorpay posting a signed event (the
 * signature covers the exact bytes, so the body is read raw).
 */
export const paymentGatewayPaths = {
  razorpayCallback: '/payments/razorpay/callback',
  razorpayWebhook: '/payments/razorpay/webhook',
} as const;

/** The query parameter naming the purchase on the callback URL and on the purchase screen. */
export const PURCHASE_QUERY_PARAM = 'purchase';
