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
import { urlForDatabase, withClient } from './global-setup.ts';
import { startSmtpCatcher } from './smtp.ts';

/** A fresh copy of this run's migrated database, of the kind the project runs on. */
export const openTestDatabase = async (): Promise<Database & { url?: string }> => {
  if (process.env.TEST_DB === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteDumpFile'));
    return openDatabase({ driver: 'pglite', loadDataDir: new Blob([dump]) });
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
    url,
    close: async () => {
      await database.close();
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
};

export type TestAppOptions = { env?: Record<string, string>; database?: Database; jwtSecret?: string };

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
  const app = await buildApp({ config, database, jwtSecret, logger: false });
  const close = async () => {
    await app.close();
    if (!options.database) await database.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, database, smtp, config, jwtSecret, close, ...apiHelpers(app) };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** createTestApp, closed automatically after the test file. */
export const useTestApp = async (options: TestAppOptions = {}) => {
  const t = await createTestApp(options);
  afterAll(t.close);
  return t;
};

type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string>; payload?: string };

export const apiHelpers = (app: FastifyInstance) => {
  const call = async (method: InjectOptions['method'], url: string, options: CallOptions = {}) => {
    const response = await app.inject({
      method,
      url,
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
