import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  CHAT_MESSAGES_PER_SECOND,
  PRESENCE_HEARTBEAT_SECONDS,
  PRODUCT_NAME,
  messages,
  routes,
} from '@app/contract';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { serializeError } from './db/loggable-error.ts';
import { startPeriodicJob } from './lib/periodic-job.ts';
import { RECONCILE_INTERVAL_MS } from './lib/durations.ts';
import type { Realtime } from './realtime/realtime.ts';
import { createSendLimit } from './realtime/send-limit.ts';
import { quitRedis, within } from './lib/within.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createMailDispatcher } from './modules/mail/mail-dispatcher.ts';
import { registerMailMetrics } from './modules/mail/mail.metrics.ts';
import { createOtpHasher } from './lib/otp.ts';
import { createTokenService } from './lib/tokens.ts';
import { createAuthService, type AuthService } from './modules/auth/auth.service.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createTwoFactorKeys } from './lib/two-factor-key.ts';
import { createTwoFactorService, type TwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { registerTwoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { createSignInCache } from './modules/auth/sign-in-cache.ts';
import { toCurrentUser } from './lib/current-user.ts';
import { createApplicationsService } from './modules/applications/applications.service.ts';
import { registerApplicationRoutes } from './modules/applications/applications.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { createPrivacyService } from './modules/privacy/privacy.service.ts';
import { registerPrivacyRoutes } from './modules/privacy/privacy.routes.ts';
import { databaseFileStorage } from './modules/files/files.repository.ts';
import {
  createFilesService,
  startOrphanFileSweep,
  type FilesService,
} from './modules/files/files.service.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { createListenersService, type ListenersService } from './modules/listeners/listeners.service.ts';
import { registerListenerRoutes } from './modules/listeners/listeners.routes.ts';
import { createPayoutGuard } from './modules/listeners/payout-guard.ts';
import { clearLoginFailures, reserveLoginAttempt } from './modules/auth/auth.repository.ts';
import { createStepUp } from './lib/step-up.ts';
import { createUsersService, type UsersService } from './modules/users/users.service.ts';
import {
  createRetentionService,
  startRetentionSweep,
  type RetentionService,
} from './modules/retention/retention.service.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { MemoryRateLimitStore } from './plugins/rate-limit-store.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerRequestLocale } from './lib/locale-context.ts';
import { registerSocket, socketRooms } from './plugins/socket.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerChatSocket } from './modules/chat/chat.socket.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { registerCallSocket } from './modules/calls/calls.socket.ts';
import {
  createPresenceService,
  startPresenceHeartbeat,
  type PresenceService,
} from './modules/presence/presence.service.ts';
import { registerCallRoutes } from './modules/calls/calls.routes.ts';
import { createCallsService } from './modules/calls/calls.service.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createPlansService } from './modules/plans/plans.service.ts';
import { registerPlanRoutes } from './modules/plans/plans.routes.ts';
import { testPaymentProvider, type PaymentProvider } from './modules/payments/payment-provider.ts';
import { createRazorpayGateway, createRazorpayPayouts } from './modules/payments/razorpay.ts';
import {
  createGatewayPurchases,
  startPurchaseReconciler,
  type GatewayPurchases,
} from './modules/wallet/gateway-purchases.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { createReceiptIssuer } from './modules/receipts/receipt-issuer.ts';
import { createReceiptsService } from './modules/receipts/receipts.service.ts';
import { registerReceiptRoutes } from './modules/receipts/receipts.routes.ts';
import { registerWalletRoutes } from './modules/wallet/wallet.routes.ts';
import { registerWalletMetrics } from './modules/wallet/wallet.metrics.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import { registerLedgerMetrics } from './modules/ledger/ledger.metrics.ts';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service.ts';
import {
  createGatewayPayouts,
  startPayoutReconciler,
  type GatewayPayouts,
} from './modules/withdrawals/gateway-payouts.ts';
import { registerWithdrawalRoutes } from './modules/withdrawals/withdrawals.routes.ts';
import { registerWithdrawalMetrics } from './modules/withdrawals/withdrawals.metrics.ts';
import { createDashboardService, startDashboardFold } from './modules/dashboard/dashboard.service.ts';
import { createListenerDashboardService } from './modules/dashboard/listener-dashboard.service.ts';
import { createEarningsService } from './modules/earnings/earnings.service.ts';
import { registerEarningsRoutes } from './modules/earnings/earnings.routes.ts';
import { createModerationService } from './modules/moderation/moderation.service.ts';
import { createReportsService } from './modules/moderation/reports.service.ts';
import { createBlocksService } from './modules/blocks/blocks.service.ts';
import { registerBlockRoutes } from './modules/blocks/blocks.routes.ts';
import { createNotesService } from './modules/notes/notes.service.ts';
import { registerNoteRoutes } from './modules/notes/notes.routes.ts';
import { createRatingsService } from './modules/ratings/ratings.service.ts';
import { registerRatingRoutes } from './modules/ratings/ratings.routes.ts';
import { registerModerationRoutes } from './modules/moderation/moderation.routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerLedgerRoutes } from './modules/ledger/ledger.routes.ts';
import { createDirectoryService } from './modules/directory/directory.service.ts';
import { registerDirectoryRoutes } from './modules/directory/directory.routes.ts';
import {
  createSessionsService,
  startDeadlineSweeper,
  type SessionsService,
} from './modules/sessions/sessions.service.ts';
import { registerSessionRoutes } from './modules/sessions/sessions.routes.ts';
import { registerSessionMetrics } from './modules/sessions/sessions.metrics.ts';
import {
  createFavouritesService,
  type FavouritesService,
  type OnlineNotifier,
} from './modules/favourites/favourites.service.ts';
import { registerFavouriteRoutes } from './modules/favourites/favourites.routes.ts';
import { createQueueService, type QueueService } from './modules/queue/queue.service.ts';
import { registerQueueRoutes } from './modules/queue/queue.routes.ts';
import { createPushService, type PushService } from './modules/push/push.service.ts';
import { registerPushRoutes } from './modules/push/push.routes.ts';
import { resolveVapidKeys, type VapidKeys } from './lib/secrets.ts';
import {
  createMyDataService,
  startDataExportJob,
  type MyDataService,
} from './modules/my-data/my-data.service.ts';
import { registerMyDataRoutes } from './modules/my-data/my-data.routes.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  jwtSecret: string;
  /** Overrides the SMTP/log mailer (never needed outside special tools). */
  mailer?: Mailer;
  /** Pino logger options; tests pass `false`. */
  logger?: boolean | object;
  /** Where the default logger writes (standard output when unset). */
  logStream?: NodeJS.WritableStream;
  /** The time source of money and deadlines (tests move it instead of sleeping). */
  clock?: Clock;
  /** How often this process looks for passed session deadlines; 0 turns the sweeper off (tests). */
  deadlineSweepMs?: number;
  /** How often this process stamps the people it holds sockets for as present (PRESENCE_HEARTBEAT_SECONDS). */
  presenceHeartbeatMs?: number;
  /** Takes plan payments; the labelled test-mode provider (confirms at once) when unset. */
  paymentProvider?: PaymentProvider;
  /** Sends "your favourite listener is online" to customers; web push (`push.sendPush`) when unset. */
  onlineNotifier?: OnlineNotifier;
  /** Web push's VAPID key pair; the configured one, else generated once in DATA_DIR, when unset. */
  vapidKeys?: VapidKeys;
  /** How often this process builds asked-for data exports and drops expired ones; 0 turns it off (tests). */
  dataExportJobMs?: number;
};

export type AppServices = {
  auth: AuthService;
  /** Two-step sign-in; `twoFactor.verifySecondFactor(userId, code)` guards any action that needs it. */
  twoFactor: TwoFactorService;
  files: FilesService;
  listeners: ListenersService;
  users: UsersService;
  sessions: SessionsService;
  presence: PresenceService;
  favourites: FavouritesService;
  queue: QueueService;
  /** Web push: the one send function other modules call, and its subscriptions. */
  push: PushService;
  /** Razorpay purchases (its reconciler), when configured. */
  gatewayPurchases: GatewayPurchases | undefined;
  /** RazorpayX payouts (its reconciler), when RAZORPAYX_ACCOUNT_NUMBER is set. */
  gatewayPayouts: GatewayPayouts | undefined;
  /** "Download my data": its background pass (tests run it by hand). */
  myData: MyDataService;
  /** The retention sweep (transcripts, rejected applicants' uploads): tests run it on a moved clock. */
  retention: RetentionService;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** From now on /readyz answers 503: the load balancer stops sending work here (main.ts, SIGTERM). */
    startDraining: () => void;
  }
}

/** Where the browser may post the checkout form: the gateway's origin (and Razorpay's other hosts). */
const gatewayFormTargets = (baseUrl: string | undefined) => {
  if (!baseUrl) return [];
  const url = new URL(baseUrl);
  return url.hostname.endsWith('.razorpay.com') ? [url.origin, 'https://*.razorpay.com'] : [url.origin];
};

/** What the log keeps of a request: query values (searches hold names and emails) are masked. */
const serializeRequest = (request: FastifyRequest) => {
  const [pathname, query] = request.url.split('?', 2);
  const keys = query ? [...new URLSearchParams(query).keys()] : [];
  return {
    method: request.method,
    url: keys.length ? `${pathname}?${keys.map((key) => `${key}=…`).join('&')}` : pathname,
    remoteAddress: request.ip,
  };
};

/** How often unreferenced uploads past their grace period are removed (any process may run it). */
const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How often the embedded database's planner statistics are refreshed (PostgreSQL's autovacuum does it there). */
const ANALYZE_INTERVAL_MS = 60 * 60 * 1000;
/** How often the admin dashboard's rollup changes are folded into their daily rows (any process may). */
const DASHBOARD_FOLD_INTERVAL_MS = 5000;
/** How often each process ends sessions whose deadline passed (expiry, wallet spent, a side gone). */
const DEADLINE_SWEEP_INTERVAL_MS = 1000;
/** How often each process looks for data exports to build and for expired ones to delete. */
const DATA_EXPORT_INTERVAL_MS = 15_000;

/** ANALYZE once the app is ready (after start-up seeding) and then every `intervalMs`, off the request path. */
const startStatisticsUpkeep = (
  analyze: () => Promise<void>,
  intervalMs: number,
  log: { error: (object: unknown, message: string) => void },
) => startPeriodicJob(analyze, { intervalMs, log, failure: 'analyze failed', runAtStart: true });

/** Builds the whole app from a config object; listening and shutdown are main.ts's job. */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: [
        'req.headers.authorization',
        'req.body.password',
        'req.body.otp',
        'req.body.code',
        'req.body.challenge',
      ],
      // Every logged error, from a request, a socket handler or a background job, goes through one
      // serializer that keeps a failed query's SQL and drops its parameters (db/loggable-error.ts).
      serializers: { req: serializeRequest, err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // Node answers 408 and closes a connection whose headers (or whole request) are late; Fastify turns
    // the request limit off unless it is given. Late requests are looked for every quarter of the headers
    // limit (Node's default, every 30 s, would let a slow client hold its socket well past it).
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(config.http.headersTimeoutMs / 4, 5000),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestLocale(app);
  registerErrorHandling(app);
  registerInputGuard(app);
  // Before any route: every request is timed (GET /metrics, ARCHITECTURE.md, Metrics).
  const metrics = registerMetrics(app, {
    token: config.metrics.token,
    processMetrics: Boolean(config.metrics.token ?? config.metrics.port),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': null,
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'media-src': ["'self'", 'blob:'],
        // The buy button posts a form to the payment gateway's hosted checkout (and Razorpay's page may
        // move within its own domain).
        'form-action': ["'self'", ...gatewayFormTargets(config.razorpay?.baseUrl)],
      },
    },
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'rl:' } : { store: MemoryRateLimitStore }),
  });
  await registerCompression(app);
  if (redis) app.addHook('onClose', () => quitRedis(redis));

  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const mailer = options.mailer ?? createMailer(config.smtpUrl, config.mailFrom, app.log);
  // socket.io attaches to the HTTP server before app.ready() (stack notes); services get its sign-out.
  const sockets = registerSocket(app, config.redisUrl, metrics.sockets);
  // The polled endpoints' remembered sign-ins (modules/auth/sign-in-cache.ts). Every change that ends a
  // user's sign-ins goes through the realtime sign-out, which therefore drops this process's copies first.
  const polledSignIns = createSignInCache(async (token) => {
    const { user, expiresAt } = await auth.authenticateUntil(token);
    return { user: toCurrentUser(user), expiresAt };
  });
  const realtime: Realtime = {
    ...sockets,
    signOut: (userId, reason, signOutOptions) => {
      polledSignIns.forgetUser(userId);
      sockets.signOut(userId, reason, signOutOptions);
    },
  };
  const mail = createMailDispatcher({ db: database.db, mailer, log: app.log });
  app.decorate('mailOutbox', mail);
  // Two-step sign-in (issue 25 §1). Its key material comes from TWO_FACTOR_KEY, else the JWT secret.
  const twoFactor = createTwoFactorService({
    db: database.db,
    clock: options.clock ?? systemClock,
    keys: createTwoFactorKeys(config.twoFactorKey ?? options.jwtSecret),
    realtime,
    signInToken: (userId) => auth.tokenFor(userId),
  });
  const auth = createAuthService({
    twoFactor,
    db: database.db,
    tokens: createTokenService(options.jwtSecret, config.tokenTtlHours),
    otp: createOtpHasher(options.jwtSecret),
    mail,
    realtime,
    defaultCoinsPerMinute: config.billing.defaultCoinsPerMinute,
  });
  const files = createFilesService({
    db: database.db,
    storage: databaseFileStorage,
    maxBytes: config.uploadMaxBytes,
  });
  const clock = options.clock ?? systemClock;
  const rooms = socketRooms(app.io);
  const push = createPushService({
    db: database.db,
    clock,
    vapid: {
      ...(options.vapidKeys ?? resolveVapidKeys(config.push.vapidKeys, config.dataDir)),
      subject: config.push.subject,
    },
    isConnected: rooms.isConnected,
    log: app.log,
    settings: { requestTtlSeconds: config.billing.sessionRequestTtlSeconds },
  });
  const sessions = createSessionsService({
    db: database.db,
    clock,
    realtime,
    sendPush: push.sendPush,
    settings: {
      graceSeconds: config.billing.graceSeconds,
      listenerSharePercent: config.billing.listenerSharePercent,
      requestTtlSeconds: config.billing.sessionRequestTtlSeconds,
    },
  });
  const earnings = createEarningsService({
    db: database.db,
    clock,
    settings: { earningsHoldHours: config.billing.earningsHoldHours },
  });
  const stepUp = createStepUp({
    reserveTry: (input) => reserveLoginAttempt(database.db, input),
    clearTries: (email, source) => clearLoginFailures(database.db, email, source),
    verifySecondFactor: twoFactor.verifySecondFactor,
  });
  const payoutGuard = createPayoutGuard({
    clock,
    mail,
    holdHours: config.billing.withdrawalHoldHours,
    stepUp,
  });
  const listeners = createListenersService({ db: database.db, files, realtime, sessions, payoutGuard });
  const users = createUsersService({ db: database.db, files, realtime, sessions, stepUp });
  const retention = createRetentionService({ db: database.db, clock, files, settings: config.retention });
  const favourites = createFavouritesService({
    db: database.db,
    clock,
    log: app.log,
    // Each claimed notice goes to the customer's opted-in devices (web push), which open the profile.
    notifier:
      options.onlineNotifier ??
      (async ({ customerIds, listener }) => {
        for (const customerId of customerIds) {
          await push.sendPush(customerId, {
            kind: 'listener-online',
            name: listener.name,
            url: routes.app.listener(listener.id),
          });
        }
      }),
  });
  const queue = createQueueService({ db: database.db, clock, realtime, sessions });
  const presence = createPresenceService({
    db: database.db,
    clock,
    rooms,
    endConnectionLost: (id, lostAt) => sessions.endConnectionLost(id, lostAt),
    log: app.log,
    onListenerBack: (listenerId) => favourites.tellListenerOnline(listenerId),
  });
  // With Razorpay's keys, purchases go through its checkout (only the base URL and keys differ between
  // the real gateway and the tests' simulator); without them, the labelled test mode confirms at once.
  // With RazorpayX's account number too, the admin's Pay sends payouts through it; without, payouts
  // are marked processed by hand (as before).
  const payoutAccountNumber = config.razorpay?.payoutAccountNumber;
  const gatewayPayouts =
    config.razorpay && payoutAccountNumber
      ? createGatewayPayouts({
          db: database.db,
          clock,
          gateway: createRazorpayPayouts({ ...config.razorpay, accountNumber: payoutAccountNumber }),
          log: app.log,
          settings: { checkAfterSeconds: config.payments.checkAfterSeconds },
          sendPush: push.sendPush,
        })
      : undefined;
  const receipts = createReceiptIssuer(config.receipts);
  const gatewayPurchases = config.razorpay
    ? createGatewayPurchases({
        db: database.db,
        payoutEvents: gatewayPayouts?.settleWebhook,
        clock,
        gateway: createRazorpayGateway(config.razorpay),
        receipts,
        realtime,
        log: app.log,
        settings: {
          purchasesPerMinute: config.purchasesPerMinute,
          publicUrl: config.razorpay.publicUrl,
          checkAfterSeconds: config.payments.checkAfterSeconds,
          expireAfterSeconds: config.payments.expireAfterSeconds,
        },
      })
    : undefined;
  const myData = createMyDataService({
    db: database.db,
    clock,
    mail,
    log: app.log,
    settings: config.dataExports,
  });
  app.decorate('services', {
    auth,
    twoFactor,
    files,
    listeners,
    users,
    sessions,
    presence,
    favourites,
    queue,
    push,
    gatewayPurchases,
    gatewayPayouts,
    myData,
    retention,
  });
  app.decorate('authenticate', async (token: string) => toCurrentUser(await auth.authenticate(token)));
  app.decorate('authenticatePolled', polledSignIns.authenticate);
  app.decorateRequest('currentUser', null);

  app.get('/healthz', { schema: { hide: true } }, (_request, reply) => reply.send({ status: 'ok' }));
  // Ready: not draining, and the database (migrated before the app is built) and Redis answer.
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (draining) {
      return reply
        .status(503)
        .send({ status: 'draining', message: messages.http.draining, code: 'UNAVAILABLE' });
    }
    // Within a second each: a store that is restarting leaves its driver queueing commands, and the
    // load balancer's check must hear "not ready", not wait.
    try {
      await within(1000, database.ping());
      if (redis) await within(1000, redis.ping());
      return { status: 'ready', database: database.driver, redis: Boolean(redis) };
    } catch {
      return reply
        .status(503)
        .send({ status: 'not ready', message: messages.http.notReady, code: 'UNAVAILABLE' });
    }
  });

  registerAuthRoutes(app, auth, config.authIpLimitPerMinute);
  registerTwoFactorRoutes(app, twoFactor, config.authIpLimitPerMinute);
  await registerFileRoutes(app, files, config.uploadMaxBytes);
  registerListenerRoutes(app, listeners);
  registerApplicationRoutes(app, createApplicationsService({ db: database.db }));
  registerUserRoutes(app, users);
  registerAuditRoutes(app, createAuditService({ db: database.db }));
  registerPrivacyRoutes(app, createPrivacyService({ db: database.db, clock, grievance: config.grievance }));
  registerPlanRoutes(app, createPlansService({ db: database.db, clock }));
  const paymentProvider = options.paymentProvider ?? testPaymentProvider;
  registerWalletRoutes(
    app,
    createWalletService({
      db: database.db,
      clock,
      paymentProvider,
      receipts,
      gatewayPurchases,
      realtime,
      settings: {
        purchasesPerMinute: config.purchasesPerMinute,
        coinValuePaise: config.billing.coinValuePaise,
      },
    }),
    gatewayPurchases,
  );
  registerReceiptRoutes(app, createReceiptsService({ db: database.db }));
  registerLedgerRoutes(app, createLedgerService({ db: database.db }));
  registerWithdrawalRoutes(
    app,
    createWithdrawalsService({
      db: database.db,
      clock,
      earnings,
      sendPush: push.sendPush,
      settings: {
        coinValuePaise: config.billing.coinValuePaise,
        minWithdrawalRupees: config.billing.minWithdrawalRupees,
        withdrawalHoldHours: config.billing.withdrawalHoldHours,
        gatewayPayouts: gatewayPayouts !== undefined,
      },
    }),
    gatewayPayouts,
  );
  registerModerationRoutes(
    app,
    createModerationService({
      db: database.db,
      clock,
      earnings,
      mail,
      blockListener: (tx, admin, id) => listeners.blockWithin(tx, admin, id),
      deactivateUser: (tx, admin, id) => users.deactivateWithin(tx, admin, id),
      sendPush: push.sendPush,
    }),
    createReportsService({ sessions }),
  );
  registerBlockRoutes(app, createBlocksService({ db: database.db, clock }));
  registerNoteRoutes(app, createNotesService({ db: database.db, clock }));
  registerRatingRoutes(app, createRatingsService({ db: database.db, clock }));
  const dashboard = createDashboardService({
    db: database.db,
    clock,
    coinValuePaise: config.billing.coinValuePaise,
  });
  registerDashboardRoutes(app, dashboard, createListenerDashboardService({ db: database.db, clock }));
  registerDirectoryRoutes(
    app,
    createDirectoryService({
      db: database.db,
      clock,
      graceSeconds: config.billing.graceSeconds,
      onSwitch: async (listenerId, online) => {
        if (online) await favourites.tellListenerOnline(listenerId);
        else await queue.closeLineOf(listenerId);
      },
    }),
  );
  registerFavouriteRoutes(app, favourites);
  registerQueueRoutes(app, queue);
  registerSessionRoutes(app, sessions);
  registerPushRoutes(app, push);
  registerEarningsRoutes(app, earnings);
  registerMyDataRoutes(app, myData);
  const chat = createChatService({ db: database.db, clock });
  const sendLimit = createSendLimit({
    ...(redis ? { redis } : {}),
    perSecond: CHAT_MESSAGES_PER_SECOND,
    log: app.log,
  });
  registerChatSocket({
    io: app.io,
    clock,
    chat,
    sessions,
    presence,
    sendLimit,
    metrics: metrics.chat,
    log: app.log,
  });
  const calls = createCallsService({
    db: database.db,
    clock,
    iceServers: config.iceServers,
    turn: config.turn,
  });
  registerCallSocket({ io: app.io, calls, log: app.log });
  registerCallRoutes(app, calls);
  // Figures read from the database when /metrics is scraped (one query each, at most 2 s).
  registerSessionMetrics(metrics, { db: database.db, clock });
  registerMailMetrics(metrics, database.db);
  registerWalletMetrics(metrics, database.db);
  registerWithdrawalMetrics(metrics, database.db);
  registerLedgerMetrics(metrics, database.db);
  const heartbeatMs = options.presenceHeartbeatMs ?? PRESENCE_HEARTBEAT_SECONDS * 1000;
  const sweepMs = options.deadlineSweepMs ?? DEADLINE_SWEEP_INTERVAL_MS;
  // Started once the app is ready (after start-up seeding, whose history lies in the past).
  let stopDeadlineSweep: () => void = () => undefined;
  let stopReconciler: () => void = () => undefined;
  let stopPayoutReconciler: () => void = () => undefined;
  let stopHeartbeat: () => void = () => undefined;
  let stopAnalyze: () => void = () => undefined;
  let stopDashboardFold: () => void = () => undefined;
  let stopDataExports: () => void = () => undefined;
  const dataExportMs = options.dataExportJobMs ?? DATA_EXPORT_INTERVAL_MS;
  app.addHook('onReady', (done) => {
    stopDashboardFold = startDashboardFold(dashboard, DASHBOARD_FOLD_INTERVAL_MS, app.log);
    if (sweepMs > 0) {
      stopDeadlineSweep = startDeadlineSweeper(sessions, sweepMs, app.log, () => presence.endAbandoned());
      if (gatewayPurchases) {
        stopReconciler = startPurchaseReconciler(gatewayPurchases, RECONCILE_INTERVAL_MS, app.log);
      }
      if (gatewayPayouts) {
        stopPayoutReconciler = startPayoutReconciler(gatewayPayouts, RECONCILE_INTERVAL_MS, app.log);
      }
    }
    if (database.analyze) stopAnalyze = startStatisticsUpkeep(database.analyze, ANALYZE_INTERVAL_MS, app.log);
    stopHeartbeat = startPresenceHeartbeat(presence, heartbeatMs, app.log);
    if (dataExportMs > 0) stopDataExports = startDataExportJob(myData, dataExportMs, app.log);
    done();
  });
  const stopOrphanSweep = startOrphanFileSweep(files, ORPHAN_SWEEP_INTERVAL_MS, app.log);
  const stopRetentionSweep = startRetentionSweep(retention, RETENTION_SWEEP_INTERVAL_MS, app.log);
  app.addHook('onClose', (_instance, done) => {
    stopOrphanSweep();
    stopRetentionSweep();
    stopAnalyze();
    stopDashboardFold();
    stopDeadlineSweep();
    stopReconciler();
    stopPayoutReconciler();
    stopHeartbeat();
    stopDataExports();
    done();
  });
  await registerWebApp(app, config.webDistDir);

  app.addHook('onReady', (done) => {
    mail.start();
    push.start();
    done();
  });
  app.addHook('onClose', async () => {
    await push.stop();
    await mail.stop();
    mailer.close();
  });
  return app;
};
