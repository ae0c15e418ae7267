import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { PushService } from './push.service.ts';

export const registerPushRoutes = (app: FastifyInstance, service: PushService) => {
  const e = endpoints.push;
  registerEndpoint(app, e.key, () => service.key());
  registerEndpoint(app, e.subscribe, ({ user, body }) => service.subscribe(user, body));
  registerEndpoint(app, e.unsubscribe, ({ user, body }) => service.unsubscribe(user, body.endpoint));
};
