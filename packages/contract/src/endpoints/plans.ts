import { z } from 'zod';
import { messageResponseSchema } from '../schemas/auth.ts';
import { dataOf, idParamsSchema } from '../schemas/common.ts';
import { planInputSchema, planSchema } from '../schemas/marketplace.ts';
import { defineEndpoint } from './endpoint.ts';

export const plansEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/plans',
    access: 'signed-in',
    summary: 'Plans on sale, cheapest first',
    response: dataOf(z.array(planSchema)),
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/admin/plans',
    access: ['ADMIN'],
    summary: 'Every plan on sale (archived ones are hidden)',
    response: dataOf(z.array(planSchema)),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/plans',
    access: ['ADMIN'],
    summary: 'Create a plan (audited)',
    body: planInputSchema,
    response: dataOf(planSchema),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/plans/:id',
    access: ['ADMIN'],
    summary: 'Change a plan (audited); past purchases keep what was bought',
    params: idParamsSchema,
    body: planInputSchema,
    response: dataOf(planSchema),
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/plans/:id',
    access: ['ADMIN'],
    summary: 'Delete a plan (audited); one that was bought is archived so its history stays',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
} as const;
