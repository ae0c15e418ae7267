import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { PrivacyService } from './privacy.service.ts';

export const registerPrivacyRoutes = (app: FastifyInstance, service: PrivacyService) => {
  registerEndpoint(app, endpoints.privacy.notice, () => service.notice());
  registerEndpoint(app, endpoints.privacy.consent, ({ user, body }) => service.consent(user, body.version));
};
