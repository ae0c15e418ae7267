import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { CallsService } from './calls.service.ts';

export const registerCallRoutes = (app: FastifyInstance, calls: CallsService) => {
  registerEndpoint(app, endpoints.calls.iceServers, ({ user, query }) =>
    calls.iceServersFor(user, query.sessionId),
  );
};
