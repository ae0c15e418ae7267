import { dataOf } from '../schemas/common.ts';
import { ledgerSummarySchema } from '../schemas/marketplace.ts';
import { defineEndpoint } from './endpoint.ts';

export const ledgerEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/admin/ledger/summary',
    access: ['ADMIN'],
    summary: 'Balance of every account kind; sumOfAllEntries is 0 when the books balance',
    response: dataOf(ledgerSummarySchema),
  }),
} as const;
