import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, inject } from 'vitest';
import { API_PREFIX } from '@app/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { qb, type QueryBuilder } from '../../src/db/query-builder.ts';
import { Secret, TOTP } from 'otpauth';
import { systemClock, type Clock } from '../../src/lib/clock.ts';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider.ts';
import type { OnlineNotifier } from '../../src/modules/favourites/favourites.service.ts';
import { urlForDatabase, withClient } from './global-setup.ts';
import { startSmtpCatcher } from './smtp.ts';

/**
 * A test's database: the app gets it as the opaque `Db` services hold, the test itself may query it
 * (tests set up and check rows the API does not show).
 */
export type TestDatabase = Omit<Database, 'db'> & { db: QueryBuilder; url?: string };

/** A fresh copy of this run's migrated database, of the kind the project runs on. */
export const openTestDatabase = async (): Promise<TestDatabase> => {
  if (process.env.TEST_DB === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteDumpFile'));
    const database = await openDatabase({ driver: 'pglite', loadDataDir: new Blob([dump]) });
    return { ...database, db: qb(database.db) };
  }
  const adminUrl = inject('postgresAdminUrl');
  const template = inject('postgresTemplate');
  const name = `${template}_${crypto.randomBytes(4).toString('hex')}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await withClient(adminUrl, (client) =>
        client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
      );
      break;
    } catch (error) {
      // Two files copying the template at the same instant: PostgreSQL asks one to wait.
      if (attempt > 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  const url = urlForDatabase(adminUrl, name);
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 4 });
  return {
    ...database,
    db: qb(database.db),
    url,
    close: async () => {
      await database.close();
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
};

export type TestAppOptions = {
  env?: Record<string, string>;
  database?: TestDatabase;
  jwtSecret?: string;
  /** A controlled clock (see test/support/marketplace.ts); the system clock when unset. */
  clock?: Clock;
  /** The deadline sweeper's interval; tests that drive deadlines themselves pass 0. */
  deadlineSweepMs?: number;
  /** The presence heartbeat's interval (30 s in production). */
  presenceHeartbeatMs?: number;
  paymentProvider?: PaymentProvider;
  /** Receives the favourites' "listener is online" notices (the push port). */
  onlineNotifier?: OnlineNotifier;
  /** Where the app writes its log (JSON lines, the production logger's settings); no log when unset. */
  logStream?: NodeJS.WritableStream;
  /** The data export job's interval; tests that run its passes themselves pass 0. */
  dataExportJobMs?: number;
};

/**
 * The real app on a fresh database, with a real SMTP server catching its mail. Closed after the file.
 */
export const createTestApp = async (options: TestAppOptions = {}) => {
  const smtp = await startSmtpCatcher();
  const database = options.database ?? (await openTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    AUTH_IP_LIMIT_PER_MINUTE: '100000',
    SEED_DEMO: 'false',
    ...options.env,
  });
  const jwtSecret = options.jwtSecret ?? crypto.randomBytes(32).toString('hex');
  const app = await buildApp({
    config,
    database,
    jwtSecret,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.deadlineSweepMs !== undefined ? { deadlineSweepMs: options.deadlineSweepMs } : {}),
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.onlineNotifier ? { onlineNotifier: options.onlineNotifier } : {}),
    ...(options.presenceHeartbeatMs ? { presenceHeartbeatMs: options.presenceHeartbeatMs } : {}),
    ...(options.dataExportJobMs !== undefined ? { dataExportJobMs: options.dataExportJobMs } : {}),
  });
  const close = async () => {
    await app.close();
    if (!options.database) await database.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  /** The app's clock (the test's own, or the system clock). */
  const clock: Clock = options.clock ?? systemClock;
  return { app, database, smtp, config, jwtSecret, clock, close, ...apiHelpers(app) };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** createTestApp, closed automatically after the test file. */
export const useTestApp = async (options: TestAppOptions = {}) => {
  const t = await createTestApp(options);
  afterAll(t.close);
  return t;
};

type CallOptions = {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  payload?: string;
  /** The client's address (per-IP limits); 127.0.0.1 when unset. */
  remoteAddress?: string;
};

export const apiHelpers = (app: FastifyInstance) => {
  const call = async (method: InjectOptions['method'], url: string, options: CallOptions = {}) => {
    const response = await app.inject({
      method,
      url,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      headers: {
        'x-client': 'web',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined || options.payload !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
        ...options.headers,
      },
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.body !== undefined
          ? { payload: JSON.stringify(options.body) }
          : {}),
    });
    const text = response.body;
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON (static files): keep the text.
    }
    return { status: response.statusCode, body: json, text, headers: response.headers };
  };
  return {
    /** Any URL, as is. */
    call,
    /** An API path below /api/v1. */
    post: (apiPath: string, body?: unknown, token?: string) =>
      call('POST', `${API_PREFIX}${apiPath}`, { body, token }),
    get: (apiPath: string, token?: string) => call('GET', `${API_PREFIX}${apiPath}`, { token }),
  };
};

/** Signs a new listener up through the real mail flow; returns the sign-in token. */
export const signUpListener = async (t: TestApp, email: string, password = 'secret123') => {
  const sent = t.smtp.mailsTo(email).length;
  const start = await t.post('/auth/signup', { email });
  if (start.status !== 200) throw new Error(`signup failed: ${start.text}`);
  const otp = await t.smtp.latestOtp(email, sent + 1);
  const verify = await t.post('/auth/verify-account', { email, password, otp });
  if (verify.status !== 200) throw new Error(`verify failed: ${verify.text}`);
  return verify.body.token as string;
};

let counter = 0;
/** A unique email for this test file run. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${(counter += 1)}@example.test`;

/** The current code of an authenticator app holding `secret` (base32), at `at`. */
export const totpCode = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });

/**
 * Creates a user directly (no mail) and signs them in through the API. An admin also sets up two-step
 * sign-in through the API (every admin must, issue 25 §1) unless `twoFactor: false`; its key comes back
 * as `twoFactorSecret`.
 */
export const createSignedInUser = async (
  t: TestApp,
  role: 'ADMIN' | 'LISTENER' | 'CUSTOMER',
  options: { approved?: boolean; password?: string; remoteAddress?: string; twoFactor?: boolean } = {},
) => {
  const email = uniqueEmail(role.toLowerCase());
  const password = options.password ?? 'secret123';
  const name = `Test ${role}`;
  await t.app.services.auth.ensureUser({
    email,
    password,
    name,
    role,
    approved: options.approved ?? false,
  });
  const res = await t.call('POST', `${API_PREFIX}/auth/login`, {
    body: { email, password },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.text}`);
  let token = res.body.token as string;
  let twoFactorSecret: string | null = null;
  // Admins have two-step sign-in unless told otherwise (it is required of them); others when asked.
  if (options.twoFactor ?? role === 'ADMIN') {
    const start = await t.post('/auth/two-factor/enrol', {}, token);
    if (start.status !== 200) throw new Error(`two-factor enrolment failed: ${start.text}`);
    twoFactorSecret = start.body.secret as string;
    const confirm = await t.post(
      '/auth/two-factor/confirm',
      { code: totpCode(twoFactorSecret, t.clock.now()) },
      token,
    );
    if (confirm.status !== 200) throw new Error(`two-factor confirm failed: ${confirm.text}`);
    token = confirm.body.token as string;
  }
  const me = await t.get('/auth/me', token);
  return { email, password, name, token, twoFactorSecret, id: (me.body.user as { id: string }).id };
};

/** Uploads bytes as multipart field `field` (default `file`) with any name and declared type. */
/** The head of a multipart/form-data body with one file part, and its closing boundary. */
export const multipartParts = (
  boundary: string,
  options: { filename?: string; contentType?: string; field?: string } = {},
) => ({
  head: Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'upload.bin'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`,
  ),
  tail: Buffer.from(`\r\n--${boundary}--\r\n`),
});

export const uploadFile = async (
  t: TestApp,
  token: string | undefined,
  bytes: Buffer,
  options: { filename?: string; contentType?: string; field?: string } = {},
) => {
  const boundary = `----lw${crypto.randomBytes(8).toString('hex')}`;
  const { head, tail } = multipartParts(boundary, options);
  const payload = Buffer.concat([head, bytes, tail]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/file/upload`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, unknown> };
};

/** A complete, valid application whose files `token`'s user uploaded. */
export const validProfile = async (t: TestApp, token: string, overrides: Record<string, unknown> = {}) => {
  const { demoAvatarPng, demoIdProofPdf } = await import('../../src/seed/demo-files.ts');
  const picture = await uploadFile(t, token, demoAvatarPng(200), {
    filename: 'me.png',
    contentType: 'image/png',
  });
  const idProof = await uploadFile(t, token, demoIdProofPdf('Test'), {
    filename: 'id.pdf',
    contentType: 'application/pdf',
  });
  return {
    name: 'Test Listener',
    age: 30,
    dob: '1995-05-05',
    gender: 'FEMALE',
    phone: '9876543210',
    address: '1 Test Street',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    pincode: '411001',
    profilePicture: picture.body.url,
    description: 'I listen.',
    languages: ['Hindi', 'English'],
    preferredMode: 'AUDIO',
    isExperienced: true,
    idProofUrl: idProof.body.url,
    linkedInUrl: 'https://www.linkedin.com/in/test-listener',
    withdrawalUpiId: 'test.listener@okbank',
    ...overrides,
  };
};

/** A plan on sale, created through the admin API. */
export const createPlan = async (
  t: TestApp,
  adminToken: string,
  overrides: Partial<{
    name: string;
    description: string;
    pricePaise: number;
    coins: number;
    bonusCoins: number;
  }> = {},
) => {
  const res = await t.post(
    '/admin/plans',
    { name: 'Starter', description: '', pricePaise: 9900, coins: 100, bonusCoins: 0, ...overrides },
    adminToken,
  );
  if (res.status !== 200) throw new Error(`plan creation failed: ${res.text}`);
  return res.body.data as { id: string; pricePaise: number; coins: number; bonusCoins: number };
};

/** Buys a plan as a customer with an Idempotency-Key (a fresh one unless given). */
export const buyPlan = (t: TestApp, token: string, planId: string, key: string = crypto.randomUUID()) =>
  t.call('POST', `${API_PREFIX}/wallet/purchase`, {
    body: { planId },
    token,
    headers: { 'idempotency-key': key },
  });
