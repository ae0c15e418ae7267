import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { BlocksService } from './blocks.service.ts';

export const registerBlockRoutes = (app: FastifyInstance, service: BlocksService) => {
  const e = endpoints.safety;
  registerEndpoint(app, e.blocks, ({ user }) => service.list(user));
  registerEndpoint(app, e.block, ({ user, body }) => service.block(user, body.userId));
  registerEndpoint(app, e.unblock, ({ user, params }) => service.unblock(user, params.userId));
};
