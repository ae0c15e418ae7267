import {
  caseActionBodySchema,
  caseDetailSchema,
  caseRowSchema,
  casesQuerySchema,
} from '../schemas/safety.ts';
import { dataOf, idParamsSchema, tableOf } from '../schemas/common.ts';
import { defineEndpoint } from './endpoint.ts';

export const moderationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/moderation/cases',
    access: ['ADMIN'],
    summary: 'The moderation queue: urgent cases first, then oldest first',
    query: casesQuerySchema,
    response: tableOf(caseRowSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/moderation/cases/:id',
    access: ['ADMIN'],
    summary:
      "One case: the transcript (originals of masked messages), both people's report history, past actions",
    params: idParamsSchema,
    response: dataOf(caseDetailSchema),
  }),
  act: defineEndpoint({
    method: 'POST',
    path: '/admin/moderation/cases/:id/actions',
    access: ['ADMIN'],
    summary:
      'Dismiss, warn, refund (header Idempotency-Key required; full or partial), block the listener or deactivate the customer (audited)',
    params: idParamsSchema,
    body: caseActionBodySchema,
    response: dataOf(caseDetailSchema),
  }),
} as const;
