import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER, endpoints, idempotencyKeySchema } from '@app/contract';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { SessionsService } from './sessions.service.ts';

/** The optional Idempotency-Key of a session request: absent is fine, malformed is a 400. */
const optionalIdempotencyKey = (headers: Record<string, string | string[] | undefined>) => {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(value) ? value.join(',') : value);
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? '');
  return parsed.data;
};

export const registerSessionRoutes = (app: FastifyInstance, sessions: SessionsService) => {
  const c = endpoints.customerSessions;
  registerEndpoint(app, c.request, ({ user, body, raw }) =>
    sessions.request(user, body, optionalIdempotencyKey(raw.headers)),
  );
  registerEndpoint(app, c.list, ({ user, query }) => sessions.customerList(user, query));
  registerEndpoint(app, c.current, ({ user }) => sessions.customerCurrent(user));
  registerEndpoint(app, c.get, ({ user, params }) => sessions.customerGet(user, params.id));
  registerEndpoint(app, c.cancel, ({ user, params }) => sessions.cancel(user, params.id));
  registerEndpoint(app, c.end, ({ user, params }) => sessions.end(user, params.id));

  const l = endpoints.sessions;
  registerEndpoint(app, l.sessionDataListener, ({ user, query }) => sessions.listenerGet(user, query.id));
  registerEndpoint(app, l.accept, ({ user, query }) => sessions.accept(user, query.id));
  registerEndpoint(app, l.start, ({ user, query }) => sessions.start(user, query.id));
  registerEndpoint(app, l.close, ({ user, query }) => sessions.close(user, query.id));
  // The console polls these two every few seconds (SESSION_LIST_REFRESH_MS).
  const polled = { polled: true };
  registerEndpoint(
    app,
    l.pending,
    ({ user, query }) => sessions.listenerList(user, 'pending', query),
    polled,
  );
  registerEndpoint(
    app,
    l.ongoing,
    ({ user, query }) => sessions.listenerList(user, 'ongoing', query),
    polled,
  );
  registerEndpoint(app, l.completed, ({ user, query }) => sessions.listenerList(user, 'completed', query));
};
