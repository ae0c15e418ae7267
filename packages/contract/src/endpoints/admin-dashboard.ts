import { adminDashboardQuerySchema, adminDashboardSchema } from '../schemas/payouts.ts';
import { dataOf } from '../schemas/common.ts';
import { defineEndpoint } from './endpoint.ts';

export const adminDashboardEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/dashboard',
    access: ['ADMIN'],
    summary:
      'The marketplace over the last `days` days (7, 30 or 90), per day, and what waits for an admin now',
    query: adminDashboardQuerySchema,
    response: dataOf(adminDashboardSchema),
  }),
} as const;
