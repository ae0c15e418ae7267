import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER, endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { ModerationService } from './moderation.service.ts';
import type { ReportsService } from './reports.service.ts';

export const registerModerationRoutes = (
  app: FastifyInstance,
  service: ModerationService,
  reports: ReportsService,
) => {
  registerEndpoint(app, endpoints.sessions.report, ({ user, params, body }) =>
    reports.report(user, params.id, body),
  );
  const safety = endpoints.safety;
  registerEndpoint(app, safety.helplines, () => service.helplines());
  registerEndpoint(app, safety.updateHelplines, ({ user, body }) =>
    service.updateHelplines(user, body.helplines),
  );
  registerEndpoint(app, safety.myReports, ({ user, query }) => service.myReports(user.id, query));

  const moderation = endpoints.moderation;
  registerEndpoint(app, moderation.list, ({ query }) => service.listCases(query));
  registerEndpoint(app, moderation.get, ({ user, params }) => service.getCase(user, params.id));
  registerEndpoint(app, moderation.act, ({ user, params, body, raw }) =>
    service.act(user, params.id, body, raw.headers[IDEMPOTENCY_HEADER]),
  );
};
