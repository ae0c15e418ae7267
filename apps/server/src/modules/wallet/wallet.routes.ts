import type { FastifyInstance } from 'fastify';
import {
  API_PREFIX,
  IDEMPOTENCY_HEADER,
  PURCHASE_QUERY_PARAM,
  endpoints,
  messages,
  paymentGatewayPaths,
} from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { GatewayPurchases } from './gateway-purchases.ts';
import type { WalletService } from './wallet.service.ts';

/** Webhooks one address may send a minute: Razorpay's bursts and retries fit, a flood does not. */
export const WEBHOOKS_PER_MINUTE = 600;
/** Checkout returns one address may post a minute (a browser posts one per payment). */
const RETURNS_PER_MINUTE = 60;

export const registerWalletRoutes = (
  app: FastifyInstance,
  service: WalletService,
  gatewayPurchases?: GatewayPurchases,
) => {
  const e = endpoints.wallet;
  registerEndpoint(app, e.get, ({ user }) => service.getWallet(user.id));
  registerEndpoint(app, e.transactions, ({ user, query }) => service.listTransactions(user.id, query));
  registerEndpoint(app, e.purchase, ({ user, body, raw }) =>
    service.purchase(user.id, body.planId, raw.headers[IDEMPOTENCY_HEADER]),
  );
  registerEndpoint(app, e.adminPurchases, ({ query }) => service.listAdminPurchases(query));
  registerEndpoint(app, e.paymentEvents, ({ query }) => service.listPaymentEvents(query));
  registerEndpoint(app, e.purchaseStatus, ({ user, params }) =>
    service.getPurchase(user.id, params.purchaseId),
  );
  if (gatewayPurchases) registerGatewayRoutes(app, gatewayPurchases);
};

/**
 * Razorpay's two ways back, in their own scope: there, a JSON body is kept as the exact bytes received
 * (the webhook's signature covers them) and a form body (the checkout's return) is parsed as such.
 */
const registerGatewayRoutes = (app: FastifyInstance, purchases: GatewayPurchases) => {
  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser(['application/json']);
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_request, body, parsed) => parsed(null, body),
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post(
      `${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`,
      { schema: { hide: true }, config: { rateLimit: { max: WEBHOOKS_PER_MINUTE, timeWindow: 60_000 } } },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const answer = await purchases.handleWebhook(
          raw,
          header('x-razorpay-signature'),
          header('x-razorpay-event-id'),
        );
        if (answer.status !== 200) {
          return reply.status(answer.status).send({
            message: messages.wallet.webhookSignatureInvalid,
            code: 'VALIDATION_ERROR',
            outcome: answer.outcome,
          });
        }
        return { outcome: answer.outcome };
      },
    );

    scope.post(
      `${API_PREFIX}${paymentGatewayPaths.razorpayCallback}`,
      { schema: { hide: true }, config: { rateLimit: { max: RETURNS_PER_MINUTE, timeWindow: 60_000 } } },
      async (request, reply) => {
        const form = (
          typeof request.body === 'object' && request.body !== null ? request.body : {}
        ) as Record<string, string | undefined>;
        const query = request.query as Record<string, string | undefined>;
        const location = await purchases.handleReturn(query[PURCHASE_QUERY_PARAM], form);
        return reply.redirect(location, 303);
      },
    );
    done();
  });
};
