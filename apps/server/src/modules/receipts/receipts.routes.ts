import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { ReceiptsService } from './receipts.service.ts';

export const registerReceiptRoutes = (app: FastifyInstance, service: ReceiptsService) => {
  const e = endpoints.receipts;
  registerEndpoint(app, e.get, ({ user, params }) => service.get(user, params.purchaseId));
  registerEndpoint(app, e.pdf, async ({ user, params, reply }) => {
    const { fileName, bytes } = await service.pdf(user, params.purchaseId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
  registerEndpoint(app, e.exportCsv, async ({ query, reply }) => {
    const csv = await service.exportCsv(query.month);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="receipts-${query.month}.csv"`)
      .header('cache-control', 'private, no-store');
    return csv;
  });
};
