import { z } from 'zod';
import { messageResponseSchema } from '../schemas/auth.ts';
import {
  blockBodySchema,
  blockSchema,
  helplineSchema,
  helplinesBodySchema,
  myReportSchema,
  ratingBodySchema,
  ratingSchema,
  userIdParamsSchema,
} from '../schemas/safety.ts';
import { dataOf, idParamsSchema, tableOf } from '../schemas/common.ts';
import { listPageQuerySchema } from '../schemas/marketplace.ts';
import { RATING_WINDOW_DAYS } from '../constants.ts';
import { defineEndpoint } from './endpoint.ts';

export const safetyEndpoints = {
  helplines: defineEndpoint({
    method: 'GET',
    path: '/helplines',
    access: 'signed-in',
    summary: 'The crisis helplines shown on the help card (one list, kept by admins)',
    response: dataOf(z.array(helplineSchema)),
  }),
  updateHelplines: defineEndpoint({
    method: 'PUT',
    path: '/admin/helplines',
    access: ['ADMIN'],
    summary: 'Replace the helplines list (audited)',
    body: helplinesBodySchema,
    response: dataOf(z.array(helplineSchema)),
  }),
  myReports: defineEndpoint({
    method: 'GET',
    path: '/reports/mine',
    access: ['CUSTOMER', 'LISTENER'],
    summary: "The caller's reports, newest first, with the admin's outcome",
    query: listPageQuerySchema,
    response: tableOf(myReportSchema),
  }),
  rate: defineEndpoint({
    method: 'POST',
    path: '/sessions/:id/rating',
    access: ['CUSTOMER'],
    summary: `Rate a completed session once, 1-5 stars, within ${RATING_WINDOW_DAYS} days after it ended`,
    params: idParamsSchema,
    body: ratingBodySchema,
    response: dataOf(ratingSchema),
  }),
  blocks: defineEndpoint({
    method: 'GET',
    path: '/blocks',
    access: ['CUSTOMER', 'LISTENER'],
    summary: 'The people the caller blocked, newest first',
    response: dataOf(z.array(blockSchema)),
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/blocks',
    access: ['CUSTOMER', 'LISTENER'],
    summary:
      'Block a listener (customer) or a customer you talked to (listener): their requests are refused; a blocked listener leaves your directory',
    body: blockBodySchema,
    response: dataOf(blockSchema),
  }),
  unblock: defineEndpoint({
    method: 'DELETE',
    path: '/blocks/:userId',
    access: ['CUSTOMER', 'LISTENER'],
    summary: 'Unblock someone',
    params: userIdParamsSchema,
    response: messageResponseSchema,
  }),
} as const;
