import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { DashboardService } from './dashboard.service.ts';
import type { ListenerDashboardService } from './listener-dashboard.service.ts';

export const registerDashboardRoutes = (
  app: FastifyInstance,
  service: DashboardService,
  listenerDashboard: ListenerDashboardService,
) => {
  registerEndpoint(app, endpoints.adminDashboard.get, ({ query }) => service.get(query.days));
  registerEndpoint(app, endpoints.sessions.listenerStats, ({ user }) =>
    listenerDashboard.listenerStats(user),
  );
};
