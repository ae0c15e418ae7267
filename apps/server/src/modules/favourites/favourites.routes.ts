import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { FavouritesService } from './favourites.service.ts';

export const registerFavouriteRoutes = (app: FastifyInstance, service: FavouritesService) => {
  const e = endpoints.favourites;
  registerEndpoint(app, e.list, ({ user }) => service.list(user));
  registerEndpoint(app, e.star, ({ user, params, body }) =>
    service.star(user, params.listenerId, body.notifyOnline),
  );
  registerEndpoint(app, e.unstar, ({ user, params }) => service.unstar(user, params.listenerId));
};
