import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { RatingsService } from './ratings.service.ts';

export const registerRatingRoutes = (app: FastifyInstance, service: RatingsService) => {
  registerEndpoint(app, endpoints.safety.rate, ({ user, params, body }) =>
    service.rate(user, params.id, body),
  );
};
