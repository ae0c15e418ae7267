import { z } from 'zod';
import { dataOf } from '../schemas/common.ts';
import { purchaseParamsSchema } from '../schemas/marketplace.ts';
import { receiptSchema, receiptsExportQuerySchema } from '../schemas/receipts.ts';
import { receiptsMessages } from '../messages/receipts.ts';
import { defineEndpoint } from './endpoint.ts';

/** Tax receipts of paid purchases (issue 22 §2): the customer's own (an admin may read any), and filing. */
export const receiptsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/receipts/:purchaseId',
    access: ['CUSTOMER', 'ADMIN'],
    forbiddenMessage: receiptsMessages.customersOrAdmins,
    summary: "A paid purchase's tax receipt (its buyer's own; an admin may read any); 404 before it is paid",
    params: purchaseParamsSchema,
    response: dataOf(receiptSchema),
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/receipts/:purchaseId/pdf',
    access: ['CUSTOMER', 'ADMIN'],
    forbiddenMessage: receiptsMessages.customersOrAdmins,
    summary: 'The same receipt as a PDF (application/pdf, a download named after its number)',
    params: purchaseParamsSchema,
    response: z.unknown(),
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/admin/receipts/export',
    access: ['ADMIN'],
    summary:
      "One month's receipts (India's calendar month, the real series only) as CSV (text/csv), in number order, for filing",
    query: receiptsExportQuerySchema,
    response: z.string(),
  }),
} as const;
