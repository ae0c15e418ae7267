import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { UsersService } from './users.service.ts';

export const registerUserRoutes = (app: FastifyInstance, service: UsersService) => {
  const e = endpoints.users;
  registerEndpoint(app, e.listUsers, ({ query }) => service.listUsers(query));
  registerEndpoint(app, e.getUser, ({ params }) => service.getUser(params.id));
  registerEndpoint(app, e.setUserStatus, ({ user, params, body }) =>
    service.setUserActive(user, params.id, body),
  );
  registerEndpoint(app, e.deleteUser, ({ user, params }) => service.deleteUser(user, params.id));
  registerEndpoint(app, endpoints.erasure.deleteOwnAccount, ({ user, body }) =>
    service.deleteOwnAccount(user, body),
  );
};
