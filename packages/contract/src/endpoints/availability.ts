import { dataOf } from '../schemas/common.ts';
import { availabilitySchema } from '../schemas/marketplace.ts';
import { defineEndpoint } from './endpoint.ts';

export const availabilityEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/listener/availability',
    access: 'approved-listener',
    summary: 'Whether the listener is online for new requests',
    response: dataOf(availabilitySchema),
  }),
  set: defineEndpoint({
    method: 'POST',
    path: '/listener/availability',
    access: 'approved-listener',
    summary: 'Go online or offline',
    body: availabilitySchema,
    response: dataOf(availabilitySchema),
  }),
} as const;
