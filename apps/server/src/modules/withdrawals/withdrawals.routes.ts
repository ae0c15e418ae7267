import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER, endpoints, messages } from '@app/contract';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { GatewayPayouts } from './gateway-payouts.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

export const registerWithdrawalRoutes = (
  app: FastifyInstance,
  service: WithdrawalsService,
  gatewayPayouts: GatewayPayouts | undefined,
) => {
  const mine = endpoints.withdrawals;
  registerEndpoint(app, mine.mine, ({ user, query }) => service.listMine(user.id, query));
  registerEndpoint(app, mine.request, ({ user, body, raw }) =>
    service.request(user.id, body.amountPaise, raw.headers[IDEMPOTENCY_HEADER]),
  );

  const admin = endpoints.adminWithdrawals;
  registerEndpoint(app, admin.list, ({ query }) => service.listForAdmin(query));
  registerEndpoint(app, admin.accept, ({ user, params }) => service.accept(user, params.id));
  registerEndpoint(app, admin.process, ({ user, params, body }) =>
    service.process(user, params.id, body.payoutReference),
  );
  registerEndpoint(app, admin.pay, ({ user, params }) => {
    if (!gatewayPayouts) throw new AppError('NOT_FOUND', messages.withdrawals.payoutsNotConfigured);
    return gatewayPayouts.pay(user, params.id);
  });
  registerEndpoint(app, admin.reject, ({ user, params, body }) =>
    service.reject(user, params.id, body.reason),
  );
  registerEndpoint(app, admin.exportCsv, async ({ query, reply }) => {
    const csv = await service.exportCsv(query);
    const day = new Date().toISOString().slice(0, 10);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="withdrawals-${(query.status ?? 'all').toLowerCase()}-${day}.csv"`,
      )
      .header('cache-control', 'private, no-store');
    return csv;
  });
};
