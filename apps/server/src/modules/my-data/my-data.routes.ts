import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { MyDataService } from './my-data.service.ts';

export const registerMyDataRoutes = (app: FastifyInstance, service: MyDataService) => {
  const e = endpoints.myData;
  registerEndpoint(app, e.latest, ({ user }) => service.latest(user));
  registerEndpoint(app, e.ask, ({ user }) => service.ask(user));
  registerEndpoint(app, e.download, async ({ user, params, query, reply }) => {
    const { fileName, bytes } = await service.download(user, params.id, query.token);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
};
