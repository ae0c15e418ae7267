import { z } from 'zod';
import {
  adminWithdrawalSchema,
  adminWithdrawalsFilterSchema,
  adminWithdrawalsResponseSchema,
  adminWithdrawalsQuerySchema,
  processWithdrawalBodySchema,
  rejectWithdrawalBodySchema,
} from '../schemas/payouts.ts';
import { dataOf, idParamsSchema } from '../schemas/common.ts';
import { defineEndpoint } from './endpoint.ts';

export const adminWithdrawalsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/withdrawals',
    access: ['ADMIN'],
    summary: 'Withdrawal requests, newest first, filtered by status and listener',
    query: adminWithdrawalsQuerySchema,
    response: adminWithdrawalsResponseSchema,
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/admin/withdrawals/:id/accept',
    access: ['ADMIN'],
    summary: 'Accept a PENDING request (audited); 409 when it was already decided',
    params: idParamsSchema,
    response: dataOf(adminWithdrawalSchema),
  }),
  process: defineEndpoint({
    method: 'POST',
    path: '/admin/withdrawals/:id/process',
    access: ['ADMIN'],
    summary:
      'Mark an ACCEPTED request paid, with the payout reference (audited; the reserved coins leave as PAID_OUT)',
    params: idParamsSchema,
    body: processWithdrawalBodySchema,
    response: dataOf(adminWithdrawalSchema),
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/admin/withdrawals/:id/pay',
    access: ['ADMIN'],
    summary:
      "Pay an ACCEPTED request to the listener's UPI id through RazorpayX (audited): PROCESSING until the gateway's webhook or the reconciler settles it; 404 without RAZORPAYX_ACCOUNT_NUMBER, 409 when not ACCEPTED, 503 when the gateway does not answer (the request stays PROCESSING and is settled later)",
    params: idParamsSchema,
    response: dataOf(adminWithdrawalSchema),
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/admin/withdrawals/:id/reject',
    access: ['ADMIN'],
    summary:
      "Reject a PENDING or ACCEPTED request with a reason (audited; the coins return to the listener's earnings)",
    params: idParamsSchema,
    body: rejectWithdrawalBodySchema,
    response: dataOf(adminWithdrawalSchema),
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/admin/withdrawals/export',
    access: ['ADMIN'],
    summary: 'The filtered requests as CSV (text/csv), oldest first, for a payout batch',
    query: adminWithdrawalsFilterSchema,
    response: z.string(),
  }),
} as const;
