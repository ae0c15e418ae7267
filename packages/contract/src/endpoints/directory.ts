import { dataOf, idParamsSchema, tableOf } from '../schemas/common.ts';
import { directoryQuerySchema, publicListenerSchema } from '../schemas/marketplace.ts';
import { defineEndpoint } from './endpoint.ts';

export const directoryEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/directory/listeners',
    access: ['CUSTOMER'],
    summary: 'Approved, unblocked listeners by public profile, online first',
    query: directoryQuerySchema,
    response: tableOf(publicListenerSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/directory/listeners/:id',
    access: ['CUSTOMER'],
    summary: "One listener's public profile",
    params: idParamsSchema,
    response: dataOf(publicListenerSchema),
  }),
} as const;
