import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { LedgerService } from './ledger.service.ts';

export const registerLedgerRoutes = (app: FastifyInstance, service: LedgerService) => {
  registerEndpoint(app, endpoints.ledger.summary, () => service.summary());
};
