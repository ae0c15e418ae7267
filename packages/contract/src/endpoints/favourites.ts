import { z } from 'zod';
import { dataOf } from '../schemas/common.ts';
import {
  favouriteBodySchema,
  favouriteSchema,
  listenerIdParamsSchema,
  unfavouriteResultSchema,
} from '../schemas/favourites.ts';
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
