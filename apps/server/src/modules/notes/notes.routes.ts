import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { NotesService } from './notes.service.ts';

export const registerNoteRoutes = (app: FastifyInstance, service: NotesService) => {
  const e = endpoints.notes;
  registerEndpoint(app, e.get, ({ user, params }) => service.get(user, params.customerId));
  registerEndpoint(app, e.save, ({ user, params, body }) => service.save(user, params.customerId, body.body));
  registerEndpoint(app, e.remove, ({ user, params }) => service.remove(user, params.customerId));
};
