import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_PREFIX, errorBodySchema, messages, type Endpoint, type EndpointResponse } from '@app/contract';
import { AppError } from '../errors.ts';
import type { UserWithProfile } from '../modules/users/users.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the access check of a non-public endpoint. */
    currentUser: UserWithProfile | null;
  }
  interface FastifyInstance {
    authenticate: (token: string) => Promise<UserWithProfile>;
  }
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointRequest<E extends Endpoint> = {
  body: Infer<E['body']>;
  query: Infer<E['query']>;
  params: Infer<E['params']>;
  ip: string;
  raw: FastifyRequest;
};

export type SignedInRequest<E extends Endpoint> = EndpointRequest<E> & { user: UserWithProfile };

type Handler<E extends Endpoint> = E['access'] extends 'public'
  ? (request: EndpointRequest<E>) => Promise<EndpointResponse<E>>
  : (request: SignedInRequest<E>) => Promise<EndpointResponse<E>>;

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
};

/**
 * Registers one contract endpoint: its zod schemas validate input, serialise output and document the
 * route, and its `access` is checked before the handler runs (401 signed out, 403 wrong role).
 */
export const registerEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: { rateLimit?: { max: number; timeWindow: number } } = {},
) => {
  const responses: Record<string, z.ZodType> = { 200: endpoint.response, '4xx': errorBodySchema.loose() };
  for (const [status, schema] of Object.entries(endpoint.otherResponses ?? {})) responses[status] = schema;

  const routeOptions: RouteShorthandOptions = {
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[1] ?? 'api'],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      response: responses,
    },
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions,
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    // onRequest, before the body is parsed or validated: a caller who may not use the endpoint learns
    // nothing about its input rules.
    onRequest: async (request) => {
      if (endpoint.access === 'public') return;
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHENTICATED', messages.auth.unauthenticated);
      const user = await app.authenticate(token);
      if (endpoint.access === 'approved-listener') {
        if (user.role !== 'LISTENER') throw new AppError('FORBIDDEN', messages.auth.forbidden);
        if (!user.approvedAt || user.listener?.applicationStatus !== 'APPROVED') {
          throw new AppError('FORBIDDEN', messages.auth.notApproved);
        }
      } else if (endpoint.access !== 'signed-in' && !endpoint.access.includes(user.role)) {
        throw new AppError('FORBIDDEN', messages.auth.forbidden);
      }
      request.currentUser = user;
    },
    handler: async (request) => {
      const input = {
        body: request.body,
        query: request.query,
        params: request.params,
        ip: request.ip,
        raw: request,
        user: request.currentUser,
      };
      return (handler as (input: unknown) => Promise<unknown>)(input);
    },
  });
};
