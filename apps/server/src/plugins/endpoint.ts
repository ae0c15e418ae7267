import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_PREFIX, errorBodySchema, messages, type Endpoint, type EndpointResponse } from '@app/contract';
import { AppError } from '../errors.ts';
import { bearerToken } from '../lib/bearer-token.ts';
import { isApprovedListenerUser, type CurrentUser } from '../lib/current-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the access check of a non-public endpoint. */
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    /** A live user for a token, or throws 401 (set by app.ts from the auth module). */
    authenticate: (token: string) => Promise<CurrentUser>;
    /** authenticate for a polled endpoint: may answer from a check made within the last second. */
    authenticatePolled: (token: string) => Promise<CurrentUser>;
  }
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointRequest<E extends Endpoint> = {
  body: Infer<E['body']>;
  query: Infer<E['query']>;
  params: Infer<E['params']>;
  ip: string;
  raw: FastifyRequest;
  /** For an endpoint whose body is not JSON (a file): set headers and send it. */
  reply: FastifyReply;
};

export type SignedInRequest<E extends Endpoint> = EndpointRequest<E> & { user: CurrentUser };
type MaybeSignedInRequest<E extends Endpoint> = EndpointRequest<E> & { user: CurrentUser | null };

type Handler<E extends Endpoint> = E['access'] extends 'public'
  ? (request: EndpointRequest<E>) => Promise<EndpointResponse<E>>
  : E['access'] extends 'optional-signed-in'
    ? (request: MaybeSignedInRequest<E>) => Promise<EndpointResponse<E>>
    : (request: SignedInRequest<E>) => Promise<EndpointResponse<E>>;

/**
 * Registers one contract endpoint: its zod schemas validate input, serialise output and document the
 * route, and its `access` is checked before the handler runs (401 signed out, 403 wrong role, 403
 * TWO_FACTOR_REQUIRED for an admin who has not set up two-step sign-in, unless `beforeTwoFactor`).
 */
export const registerEndpoint = <E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: {
    rateLimit?: { max: number; timeWindow: number };
    /**
     * A list a console polls every few seconds: its access check may reuse a sign-in checked within the
     * last second (modules/auth/sign-in-cache.ts), so a sign-out elsewhere reaches it within a second.
     */
    polled?: boolean;
  } = {},
) => {
  const responses: Record<string, z.ZodType> = { 200: endpoint.response, '4xx': errorBodySchema.loose() };
  for (const [status, schema] of Object.entries(endpoint.otherResponses ?? {})) responses[status] = schema;

  const routeOptions: RouteShorthandOptions = {
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[1] ?? 'api'],
      ...(endpoint.access === 'public'
        ? {}
        : endpoint.access === 'optional-signed-in'
          ? { security: [{}, { bearerAuth: [] }] }
          : { security: [{ bearerAuth: [] }] }),
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
      const token = bearerToken(request.headers.authorization);
      if (endpoint.access === 'optional-signed-in') {
        // A bad or stale token reads as signed out: the endpoint answers what anyone may see.
        request.currentUser = token ? await app.authenticate(token).catch(() => null) : null;
        return;
      }
      if (!token) throw new AppError('UNAUTHENTICATED', messages.auth.unauthenticated);
      const user = await (options.polled ? app.authenticatePolled(token) : app.authenticate(token));
      if (endpoint.access === 'approved-listener') {
        if (user.role !== 'LISTENER') throw new AppError('FORBIDDEN', messages.auth.forbidden);
        if (!isApprovedListenerUser(user)) {
          throw new AppError('FORBIDDEN', messages.auth.notApproved);
        }
      } else if (endpoint.access !== 'signed-in' && !endpoint.access.includes(user.role)) {
        throw new AppError('FORBIDDEN', endpoint.forbiddenMessage ?? messages.auth.forbidden);
      }
      // Issue 25 §1: an admin without two-step sign-in may only set it up (a stolen admin password
      // alone reaches nothing).
      if (user.role === 'ADMIN' && !endpoint.beforeTwoFactor && !user.twoFactorEnabled) {
        throw new AppError('TWO_FACTOR_REQUIRED', messages.twoFactor.adminRequired);
      }
      request.currentUser = user;
    },
    handler: async (request, reply) => {
      const input = {
        body: request.body,
        query: request.query,
        params: request.params,
        ip: request.ip,
        raw: request,
        reply,
        user: request.currentUser,
      };
      return (handler as (input: unknown) => Promise<unknown>)(input);
    },
  });
};
