import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { API_PREFIX, localizeText, messages, type ErrorBody, type ErrorCode } from '@app/contract';
import { isStoreUnavailable } from '../db/database.ts';
import { AppError } from '../errors.ts';

type Outcome = { status: number; body: ErrorBody & Record<string, unknown> };

const fromFastifyError = (error: FastifyError): Outcome | null => {
  const status = error.statusCode ?? 500;
  const as = (code: ErrorCode, message: string): Outcome => ({ status, body: { message, code } });
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return as('PAYLOAD_TOO_LARGE', messages.http.bodyTooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return as('UNSUPPORTED_MEDIA_TYPE', messages.http.unsupportedMediaType);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return as('BAD_JSON', messages.http.malformedJson);
  }
  if (status === 400 && error instanceof SyntaxError) return as('BAD_JSON', messages.http.malformedJson);
  // busboy (multipart) throws plain errors for a malformed or cut-off body: the client's fault, not ours.
  if (
    status === 500 &&
    /^(Multipart: Boundary not found|Unexpected end of (form|multipart data)|Malformed part header|Part terminated early)/.test(
      error.message,
    )
  ) {
    return { status: 400, body: { message: messages.http.malformedMultipart, code: 'VALIDATION_ERROR' } };
  }
  if (status === 429) return as('RATE_LIMITED', error.message || messages.auth.tooManyRequests);
  if (status === 413) return as('PAYLOAD_TOO_LARGE', messages.http.bodyTooLarge);
  if (status === 404) return as('NOT_FOUND', messages.http.notFound);
  if (status >= 400 && status < 500) return as('VALIDATION_ERROR', messages.http.invalidRequest);
  return null;
};

/** One error model for every route: `{ message, code }` with the right status; 5xx never leaks internals. */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let outcome: Outcome | null = null;
    if (error instanceof AppError) {
      outcome = { status: error.status, body: { ...error.extra, message: error.message, code: error.code } };
      if (error.headers) void reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const atRoot = !issue?.instancePath || issue.instancePath === '/';
      const message =
        atRoot && error.validationContext === 'body' && issue?.keyword === 'invalid_type'
          ? messages.http.bodyRequired
          : // A schema's message was fixed in English when the schema was built: said in the request's language.
            localizeText(issue?.message ?? messages.http.invalidRequest);
      outcome = { status: 400, body: { message, code: 'VALIDATION_ERROR' } };
    } else if (!isResponseSerializationError(error)) {
      outcome = fromFastifyError(error);
    }
    if (!outcome && isStoreUnavailable(error)) {
      // The database or Redis is restarting: nothing was half-written (a transaction that lost its
      // connection is rolled back), and the client may simply try again.
      request.log.warn({ err: error }, 'request failed: store unavailable');
      void reply.header('retry-after', '2');
      outcome = { status: 503, body: { message: messages.http.unavailable, code: 'UNAVAILABLE' } };
    } else if (!outcome) {
      request.log.error({ err: error }, 'request failed');
      outcome = { status: 500, body: { message: messages.http.internal, code: 'INTERNAL' } };
    } else if (outcome.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    // Routes with a 400 body of their own (verify-account) add `success: false`.
    if (request.routeOptions.url === `${API_PREFIX}/auth/verify-account` && outcome.status < 500) {
      outcome.body = { success: false, ...outcome.body };
    }
    // Refused before its body was read (too large, a wrong file type seen in the first bytes): the rest
    // of the body is still on its way, so this connection cannot carry another request. Saying so lets
    // the client open a new one for its next request instead of finding this one reset.
    if (!request.raw.complete) void reply.header('connection', 'close');
    return reply.status(outcome.status).send(outcome.body);
  });
};
