import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { messages } from '@app/contract';
import { AppError } from '../errors.ts';
import { bearerToken } from '../lib/bearer-token.ts';
import { within } from '../lib/within.ts';

/** The route label of every request no route matched: a raw path never becomes a label value. */
const UNMATCHED_ROUTE = 'unmatched';
/** A figure read at scrape time (one database query) that has not answered by then is left out. */
const READ_TIMEOUT_MS = 2000;
/** Socket round trips: a chat message is acknowledged in milliseconds, a slow store takes seconds. */
const ACK_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Sample = { labels: Record<string, string>; value: number };
/** One gauge filled from a reading: a number (no labels) or one sample per label set. */
type ScrapeGauge<T> = {
  name: string;
  help: string;
  labelNames?: string[];
  samples: (reading: T) => number | Sample[];
};

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Prometheus metrics of one app instance, on its own registry (tests build several apps in one
 * process): the HTTP latency of every request by route pattern, and what the modules count (socket
 * connections, chat messages) or read from the database at scrape time (`readAtScrape`).
 * GET /metrics answers them to `Authorization: Bearer <METRICS_TOKEN>` only: 404 like an unknown API
 * path while no token is set, 401 for a missing or wrong one (compared in constant time).
 * Register before the routes, so that every route's requests are timed.
 */
export const registerMetrics = (
  app: FastifyInstance,
  options: { token: string | undefined; processMetrics: boolean },
) => {
  const registry = new Registry();
  const registers = [registry];
  // Node's own figures (CPU, memory, event loop lag, GC) start timers of their own: only when someone
  // can read them (METRICS_TOKEN or METRICS_PORT set), not in every app a test builds.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const httpSeconds = new Histogram({
    name: 'listenwell_http_request_duration_seconds',
    help: `HTTP requests by method, route pattern ('${UNMATCHED_ROUTE}' when no route matched) and status code, from arrival to the response sent.`,
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    httpSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  /** The scrape-time gauges being filled now (each settles once its reading is in, or given up). */
  const filling = new Set<Promise<void>>();
  const readFailures = new Counter({
    name: 'listenwell_metrics_read_failures_total',
    help: 'Scrape-time readings that failed or took longer than 2 s, by gauge (that gauge was left out of the scrape).',
    labelNames: ['gauge'],
    registers,
    // A scrape asks every metric in one synchronous pass, so the gauges start filling just after this
    // one is asked: one turn later, wait for them, and a failure is counted in the scrape that saw it.
    async collect() {
      await Promise.resolve();
      await Promise.all(filling);
    },
  });

  const metrics = {
    registry,
    sockets: new Gauge({
      name: 'listenwell_socket_connections',
      help: 'Signed-in socket.io connections this process holds.',
      registers,
    }),
    chat: {
      stored: new Counter({
        name: 'listenwell_chat_messages_stored_total',
        help: 'Chat messages this process stored (a retry of a message already stored is not counted again).',
        registers,
      }),
      relayed: new Counter({
        name: 'listenwell_chat_messages_relayed_total',
        help: "Chat messages this process sent to a session's room after storing them (retries included).",
        registers,
      }),
      ackSeconds: new Histogram({
        name: 'listenwell_chat_ack_duration_seconds',
        help: 'From this process receiving send_message to its acknowledgement, by result (ok or refused).',
        labelNames: ['result'] as const,
        buckets: ACK_BUCKETS,
        registers,
      }),
    },
    /**
     * Gauges filled at scrape time from one reading (one database query), shared by the gauges and by
     * scrapes that overlap. A reading gets 2 s; one that fails or is late is logged, counted in
     * listenwell_metrics_read_failures_total, and its gauges have no sample in that scrape (never a
     * stale or made-up value); the rest of the scrape is answered.
     */
    readAtScrape: <T>(read: () => Promise<T>, gauges: ScrapeGauge<T>[]) => {
      let reading: Promise<T> | undefined;
      const readOnce = () =>
        (reading ??= within(READ_TIMEOUT_MS, read()).finally(() => {
          reading = undefined;
        }));
      for (const { name, help, labelNames = [], samples } of gauges) {
        new Gauge({
          name,
          help,
          labelNames,
          registers,
          collect() {
            const fill = async () => {
              this.reset();
              try {
                const found = samples(await readOnce());
                if (typeof found === 'number') this.set(found);
                else for (const { labels, value } of found) this.set(labels, value);
              } catch (error) {
                // reset() leaves a gauge without labels at 0: no sample at all is the honest answer.
                if (labelNames.length === 0) this.remove({});
                readFailures.inc({ gauge: name });
                app.log.warn({ err: error }, `metrics: reading ${name} failed, left out of this scrape`);
              }
            };
            const filled = fill();
            filling.add(filled);
            return filled.finally(() => filling.delete(filled));
          },
        });
      }
    },
  };

  const tokenDigest = options.token ? digest(options.token) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenDigest) throw new AppError('NOT_FOUND', messages.http.notFound);
    const given = bearerToken(request.headers.authorization);
    // Both sides hashed first: equal lengths, and the comparison takes the same time wherever they differ.
    if (!given || !crypto.timingSafeEqual(digest(given), tokenDigest)) {
      void reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', messages.auth.unauthenticated);
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  app.decorate('metrics', metrics);
  return metrics;
};

export type AppMetrics = ReturnType<typeof registerMetrics>;
export type ChatMetrics = AppMetrics['chat'];

/**
 * METRICS_PORT: GET /metrics without a token on 127.0.0.1 only (a scraper on the same machine or in
 * the same pod), on a plain HTTP listener of its own; main.ts starts it after the app listens and
 * closes it on shutdown. Anything else there is 404.
 */
export const listenForMetrics = async (app: FastifyInstance, port: number) => {
  const { registry } = app.metrics;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}
