import { z } from 'zod';
import { messageResponseSchema } from '../schemas/auth.ts';
import { dataOf } from '../schemas/common.ts';
import {
  favouriteBodySchema,
  favouriteSchema,
  listenerIdParamsSchema,
  queueJoinBodySchema,
  queuePlaceSchema,
  unfavouriteResultSchema,
  waitingCustomerSchema,
} from '../schemas/favourites.ts';
import { listenerSessionSchema } from '../schemas/marketplace.ts';
import { QUEUE_MAX_LENGTH, QUEUE_PLACE_TTL_MINUTES } from '../constants.ts';
import { defineEndpoint } from './endpoint.ts';

export const favouritesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/favourites',
    access: ['CUSTOMER'],
    summary: "The customer's favourite listeners, newest star first (blocked and gone listeners left out)",
    response: dataOf(z.array(favouriteSchema)),
  }),
  star: defineEndpoint({
    method: 'PUT',
    path: '/favourites/:listenerId',
    access: ['CUSTOMER'],
    summary:
      'Star a listener (idempotent); notifyOnline asks for an alert when they come online, once a day at most',
    params: listenerIdParamsSchema,
    body: favouriteBodySchema,
    response: dataOf(favouriteSchema),
  }),
  unstar: defineEndpoint({
    method: 'DELETE',
    path: '/favourites/:listenerId',
    access: ['CUSTOMER'],
    summary: 'Remove a star (idempotent: removing one that is not there answers the same)',
    params: listenerIdParamsSchema,
    response: unfavouriteResultSchema,
  }),
} as const;

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
