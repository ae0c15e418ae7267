import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { AdminUsersService } from './admin-users.service.ts';

export const registerAdminUserRoutes = (app: FastifyInstance, service: AdminUsersService) => {
  const e = endpoints.admin;
  registerEndpoint(app, e.users, ({ query }) => service.list(query));
  registerEndpoint(app, e.user, ({ params }) => service.detail(params.id));
  registerEndpoint(app, e.setUserStatus, ({ user, params, body }) =>
    service.setActive(user, params.id, body.isActive),
  );
  registerEndpoint(app, e.deleteUser, ({ user, params }) => service.remove(user, params.id));
  registerEndpoint(app, e.auditLog, ({ query }) => service.auditLog(query));
};
