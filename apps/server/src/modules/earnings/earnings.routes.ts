import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { EarningsService } from './earnings.service.ts';

export const registerEarningsRoutes = (app: FastifyInstance, earnings: EarningsService) => {
  registerEndpoint(app, endpoints.sessions.earnings, ({ user, query }) => earnings.list(user, query));
};
