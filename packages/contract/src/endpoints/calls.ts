import { iceServersQuerySchema, iceServersResponseSchema } from '../schemas/calls.ts';
import { defineEndpoint } from './endpoint.ts';

export const callsEndpoints = {
  iceServers: defineEndpoint({
    method: 'GET',
    path: '/calls/ice-servers',
    access: ['LISTENER', 'CUSTOMER'],
    summary:
      'ICE servers for one AUDIO session (its two people only); TURN credentials are minted per call and expire',
    query: iceServersQuerySchema,
    response: iceServersResponseSchema,
  }),
} as const;
