import { auditLogQuerySchema, auditLogResponseSchema } from '../schemas/admin.ts';
import { defineEndpoint } from './endpoint.ts';

export const auditEndpoints = {
  listAuditLog: defineEndpoint({
    method: 'GET',
    path: '/admin/audit-logs',
    access: ['ADMIN'],
    summary: 'Every admin action, newest first',
    query: auditLogQuerySchema,
    response: auditLogResponseSchema,
  }),
} as const;
