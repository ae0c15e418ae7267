import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER, endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { WalletService } from './wallet.service.ts';

export const registerWalletRoutes = (app: FastifyInstance, service: WalletService) => {
  const e = endpoints.wallet;
  registerEndpoint(app, e.get, ({ user }) => service.getWallet(user.id));
  registerEndpoint(app, e.transactions, ({ user, query }) => service.listTransactions(user.id, query));
  registerEndpoint(app, e.purchase, ({ user, body, raw }) =>
    service.purchase(user.id, body.planId, raw.headers[IDEMPOTENCY_HEADER]),
  );
};
