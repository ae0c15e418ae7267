import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { ApplicationsService } from './applications.service.ts';

export const registerApplicationRoutes = (app: FastifyInstance, service: ApplicationsService) => {
  const a = endpoints.applications;
  registerEndpoint(app, a.getAll, ({ query }) => service.listApplications(query));
  registerEndpoint(app, a.getById, ({ query }) => service.getApplication(query.id));
  registerEndpoint(app, a.updateById, ({ user, body }) => service.decideApplication(user, body));
};
