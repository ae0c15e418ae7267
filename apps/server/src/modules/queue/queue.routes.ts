import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { QueueService } from './queue.service.ts';

export const registerQueueRoutes = (app: FastifyInstance, service: QueueService) => {
  const e = endpoints.queue;
  registerEndpoint(app, e.join, ({ user, body }) => service.join(user, body));
  registerEndpoint(app, e.mine, ({ user }) => service.mine(user));
  registerEndpoint(app, e.leave, ({ user }) => service.leave(user));
  registerEndpoint(app, e.waiting, ({ user }) => service.waiting(user));
  registerEndpoint(app, e.takeNext, ({ user }) => service.takeNext(user));
};
