import { dataOf, idParamsSchema } from '../schemas/common.ts';
import {
  customerSessionSchema,
  listPageQuerySchema,
  sessionRequestBodySchema,
  sessionsPageOf,
} from '../schemas/marketplace.ts';
import { defineEndpoint } from './endpoint.ts';

export const customerSessionsEndpoints = {
  request: defineEndpoint({
    method: 'POST',
    path: '/sessions/request',
    access: ['CUSTOMER'],
    summary:
      'Ask a listener for a session (header Idempotency-Key optional); the rate is fixed now, the request expires after SESSION_REQUEST_TTL_SECONDS',
    body: sessionRequestBodySchema,
    response: dataOf(customerSessionSchema),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/sessions/mine',
    access: ['CUSTOMER'],
    summary: "The customer's sessions, newest first",
    query: listPageQuerySchema,
    response: sessionsPageOf(customerSessionSchema),
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/sessions/mine/current',
    access: ['CUSTOMER'],
    summary: "The customer's open session (pending, accepted or in progress), or null",
    response: dataOf(customerSessionSchema.nullable()),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/sessions/mine/:id',
    access: ['CUSTOMER'],
    summary: 'One of the customer’s sessions',
    params: idParamsSchema,
    response: dataOf(customerSessionSchema),
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/sessions/mine/:id/cancel',
    access: ['CUSTOMER'],
    summary: 'Withdraw a request that has not started (free)',
    params: idParamsSchema,
    response: dataOf(customerSessionSchema),
  }),
  end: defineEndpoint({
    method: 'POST',
    path: '/sessions/mine/:id/end',
    access: ['CUSTOMER'],
    summary: 'End the session: before the start it is cancelled, in progress it ends and is billed once',
    params: idParamsSchema,
    response: dataOf(customerSessionSchema),
  }),
} as const;
