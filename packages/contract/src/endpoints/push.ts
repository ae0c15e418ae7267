import {
  pushDeviceSchema,
  pushKeySchema,
  pushSubscribeBodySchema,
  pushUnsubscribeBodySchema,
} from '../schemas/push.ts';
import { dataOf, dataWithMessageOf } from '../schemas/common.ts';
import { defineEndpoint } from './endpoint.ts';

export const pushEndpoints = {
  key: defineEndpoint({
    method: 'GET',
    path: '/push/key',
    access: 'signed-in',
    summary: "The server's VAPID public key (applicationServerKey of a browser's push subscription)",
    response: dataOf(pushKeySchema),
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/push/subscriptions',
    access: 'signed-in',
    summary:
      "Turn notifications on for this device (its push subscription); a device another person had signed in on becomes the caller's",
    body: pushSubscribeBodySchema,
    response: dataWithMessageOf(pushDeviceSchema),
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/push/subscriptions/remove',
    access: 'signed-in',
    summary: "Turn notifications off for this device (on sign-out too); only the caller's own device",
    body: pushUnsubscribeBodySchema,
    response: dataWithMessageOf(pushDeviceSchema),
  }),
} as const;
