import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { createDirectoryService } from './directory.service.ts';

export const registerDirectoryRoutes = (
  app: FastifyInstance,
  directory: ReturnType<typeof createDirectoryService>,
) => {
  registerEndpoint(app, endpoints.directory.list, ({ user, query }) => directory.list(query, user.id));
  registerEndpoint(app, endpoints.directory.get, ({ user, params }) => directory.get(params.id, user.id));
  registerEndpoint(app, endpoints.availability.get, ({ user }) => directory.availability(user.id));
  registerEndpoint(app, endpoints.availability.set, ({ user, body }) =>
    directory.setAvailability(user.id, body.online),
  );
};
