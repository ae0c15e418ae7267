import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { ListenersService } from './listeners.service.ts';

export const registerListenerRoutes = (app: FastifyInstance, service: ListenersService) => {
  const l = endpoints.listener;
  registerEndpoint(app, l.getProfile, ({ user }) => service.getOwnProfile(user));
  registerEndpoint(app, l.updateProfile, ({ user, body }) => service.updateOwnProfile(user, body));
  registerEndpoint(app, l.payoutDetails, ({ user, body }) => service.updatePayoutDetails(user, body));
  registerEndpoint(app, l.reapply, ({ user }) => service.reapply(user));
  registerEndpoint(app, l.getAll, ({ query }) => service.listListeners(query));
  registerEndpoint(app, l.getById, ({ query }) => service.getListener(query.id));
  registerEndpoint(app, l.updateById, ({ user, body }) => service.updateListener(user, body));
  registerEndpoint(app, l.setBlocked, ({ user, body }) => service.setBlocked(user, body));
};
