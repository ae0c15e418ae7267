import { dataOf, tableOf } from '../schemas/common.ts';
import {
  listPageQuerySchema,
  purchaseBodySchema,
  purchaseResultSchema,
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
} as const;
