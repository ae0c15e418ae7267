import { z } from 'zod';
import { messageResponseSchema } from '../schemas/auth.ts';
import { dataOf } from '../schemas/common.ts';
import { queueJoinBodySchema, queuePlaceSchema, waitingCustomerSchema } from '../schemas/favourites.ts';
import { listenerSessionSchema } from '../schemas/marketplace.ts';
import { QUEUE_MAX_LENGTH, QUEUE_PLACE_TTL_MINUTES } from '../constants.ts';
import { defineEndpoint } from './endpoint.ts';

export const queueEndpoints = {
  join: defineEndpoint({
    method: 'POST',
    path: '/queue',
    access: ['CUSTOMER'],
    summary: `Wait for a busy listener (at most ${QUEUE_MAX_LENGTH} wait; one line per customer; the place lapses after ${QUEUE_PLACE_TTL_MINUTES} minutes). Joining the same line again answers the place held`,
    body: queueJoinBodySchema,
    response: dataOf(queuePlaceSchema),
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/queue/mine',
    access: ['CUSTOMER'],
    summary: "The customer's place in a line, or null",
    response: dataOf(queuePlaceSchema.nullable()),
  }),
  leave: defineEndpoint({
    method: 'DELETE',
    path: '/queue/mine',
    access: ['CUSTOMER'],
    summary: 'Leave the line (idempotent)',
    response: messageResponseSchema,
  }),
  waiting: defineEndpoint({
    method: 'GET',
    path: '/queue/waiting',
    access: 'approved-listener',
    summary: 'Who waits for the listener, first in line first',
    response: dataOf(z.array(waitingCustomerSchema)),
  }),
  takeNext: defineEndpoint({
    method: 'POST',
    path: '/queue/take-next',
    access: 'approved-listener',
    summary:
      'Send the request of the first in line (the usual request checks apply; someone who cannot be served is dropped and told, and the next is tried). Refused while busy or while a request waits',
    response: dataOf(listenerSessionSchema),
  }),
} as const;
