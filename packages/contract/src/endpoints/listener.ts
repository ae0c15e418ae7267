import { listenerRowSchema } from '../schemas/admin.ts';
import { dataOf, dataWithMessageOf, idQuerySchema, tableOf } from '../schemas/common.ts';
import {
  adminListenerUpdateSchema,
  listenerProfileInputSchema,
  listenerProfileSchema,
  listenersQuerySchema,
  ownListenerProfileSchema,
  payoutDetailsBodySchema,
  setListenerBlockedBodySchema,
} from '../schemas/listener.ts';
import { defineEndpoint } from './endpoint.ts';

export const listenerEndpoints = {
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/listener/get-profile',
    access: ['LISTENER'],
    summary: "The signed-in listener's profile and application status",
    response: dataOf(ownListenerProfileSchema),
  }),
  updateProfile: defineEndpoint({
    method: 'POST',
    path: '/listener/update-profile',
    access: ['LISTENER'],
    summary: 'Save the application; only while it is PENDING',
    body: listenerProfileInputSchema,
    response: dataWithMessageOf(listenerProfileSchema),
  }),
  payoutDetails: defineEndpoint({
    method: 'POST',
    path: '/listener/payout-details',
    access: ['LISTENER'],
    summary:
      'Change the UPI id earnings are paid to: needs the current password (and the two-step code when enrolled); mails the account and pauses withdrawals for WITHDRAWAL_HOLD_HOURS',
    body: payoutDetailsBodySchema,
    response: dataWithMessageOf(listenerProfileSchema),
  }),
  reapply: defineEndpoint({
    method: 'POST',
    path: '/listener/reapply',
    access: ['LISTENER'],
    summary:
      'Reopen a REJECTED application as PENDING, to be changed and saved again (the last review reason stays until then)',
    response: dataWithMessageOf(listenerProfileSchema),
  }),
  getAll: defineEndpoint({
    method: 'GET',
    path: '/listener/get-all',
    access: ['ADMIN'],
    summary: 'Approved listeners (status=BLOCKED for the blocked ones)',
    query: listenersQuerySchema,
    response: tableOf(listenerRowSchema),
  }),
  getById: defineEndpoint({
    method: 'GET',
    path: '/listener/get-listener-by-id',
    access: ['ADMIN'],
    summary: "One listener's full profile",
    query: idQuerySchema,
    response: dataOf(listenerProfileSchema),
  }),
  updateById: defineEndpoint({
    method: 'POST',
    path: '/listener/update-listener-by-id',
    access: ['ADMIN'],
    summary: "Edit a listener's profile and rate (audited)",
    body: adminListenerUpdateSchema,
    response: dataWithMessageOf(listenerProfileSchema),
  }),
  setBlocked: defineEndpoint({
    method: 'POST',
    path: '/listener/set-blocked',
    access: ['ADMIN'],
    summary: 'Block or unblock a listener (audited); a block ends their sign-ins at once',
    body: setListenerBlockedBodySchema,
    response: dataWithMessageOf(listenerProfileSchema),
  }),
} as const;
