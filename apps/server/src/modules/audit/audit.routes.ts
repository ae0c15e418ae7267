import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { AuditService } from './audit.service.ts';

export const registerAuditRoutes = (app: FastifyInstance, service: AuditService) => {
  registerEndpoint(app, endpoints.audit.listAuditLog, ({ query }) => service.listAuditLog(query));
};
