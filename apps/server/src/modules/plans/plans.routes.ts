import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { PlansService } from './plans.service.ts';

export const registerPlanRoutes = (app: FastifyInstance, service: PlansService) => {
  const e = endpoints.plans;
  registerEndpoint(app, e.list, () => service.listPlans());
  registerEndpoint(app, e.adminList, () => service.listPlans());
  registerEndpoint(app, e.create, ({ user, body }) => service.createPlan(user, body));
  registerEndpoint(app, e.update, ({ user, params, body }) => service.updatePlan(user, params.id, body));
  registerEndpoint(app, e.remove, ({ user, params }) => service.deletePlan(user, params.id));
};
