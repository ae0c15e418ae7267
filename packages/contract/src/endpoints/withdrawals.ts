import {
  myWithdrawalsQuerySchema,
  myWithdrawalsResponseSchema,
  withdrawalRequestBodySchema,
  withdrawalSchema,
} from '../schemas/payouts.ts';
import { dataOf } from '../schemas/common.ts';
import { defineEndpoint } from './endpoint.ts';

export const withdrawalsEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/withdrawals/mine',
    access: 'approved-listener',
    summary: "The listener's withdrawal requests, newest first, with what they can still withdraw",
    query: myWithdrawalsQuerySchema,
    response: myWithdrawalsResponseSchema,
  }),
  request: defineEndpoint({
    method: 'POST',
    path: '/withdrawals',
    access: 'approved-listener',
    summary:
      'Ask to withdraw whole rupees to the UPI id on the profile (header Idempotency-Key required); the coins are reserved at once',
    body: withdrawalRequestBodySchema,
    response: dataOf(withdrawalSchema),
  }),
} as const;
