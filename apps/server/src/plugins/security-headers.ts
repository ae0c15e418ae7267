import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once: with no per-request parts (no CSP nonces) they are the same for every
 * response, so they are computed at start-up by running helmet's own middleware against a response that
 * only records them. (@fastify/helmet rebuilt helmet, parsing every CSP directive, on each request: 5 % of
 * the CPU of a polled list.) A route that sends its own header (the API docs' CSP) still overrides it.
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: HelmetOptions) => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet throws on a bad option (and no longer hands errors to `next`).
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
};
