// The second real server, for the journeys that need the product's earnings hold (support/hold-server.ts):
// the shared e2e server runs with EARNINGS_HOLD_HOURS=0 (the payout journeys withdraw at once), this
// one with the default 72 hours, so a refund made now falls within the hold. Global setup starts it in
// the background once the shared server is ready (the journeys run meanwhile), with the run's SMTP
// catcher and a data directory of its own; the test fixture waits for the status file it writes. It
// holds only what its journeys use: the demo admin (as the first admin, ADMIN_EMAIL) and the Starter
// plan, not the demo's weeks of history.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, DEFAULT_EARNINGS_HOLD_HOURS, endpoints, type PlanInput } from '@app/contract';
import { randomSecret, startServerProcess, type ServerProcess } from './server-process.ts';

/** The demo admin (the same credentials as `demo.admin` in support/fixtures.ts). */
export const HOLD_SERVER_ADMIN = { email: 'admin@listenwell.test', password: 'admin1234' } as const;

/** The plan the customers of these journeys buy (as the demo seeds it: support/safety.ts customerWithCoins). */
const STARTER_PLAN: PlanInput = {
  name: 'Starter',
  description: 'Try a first conversation.',
  pricePaise: 9_900,
  coins: 100,
  bonusCoins: 0,
};

const postJson = async (url: string, body: unknown, token?: string): Promise<unknown> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
};

export type HoldServer = ServerProcess & { dataDir: string };

const startHoldServer = async (smtpUrl: string): Promise<HoldServer> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'listenwell-e2e-hold-'));
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({
      label: 'hold server',
      env: {
        DATA_DIR: dataDir,
        SMTP_URL: smtpUrl,
        SEED_DEMO: 'false',
        ADMIN_EMAIL: HOLD_SERVER_ADMIN.email,
        ADMIN_PASSWORD: HOLD_SERVER_ADMIN.password,
        JWT_SECRET: randomSecret(48),
        AUTH_IP_LIMIT_PER_MINUTE: '1000',
        EARNINGS_HOLD_HOURS: String(DEFAULT_EARNINGS_HOLD_HOURS),
        LOG_LEVEL: 'warn',
      },
    });
    const { token } = (await postJson(
      `${server.url}${API_PREFIX}${endpoints.auth.login.path}`,
      HOLD_SERVER_ADMIN,
    )) as { token: string };
    await postJson(`${server.url}${API_PREFIX}${endpoints.plans.create.path}`, STARTER_PLAN, token);
    return { ...server, dataDir };
  } catch (error) {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
};

/** Where the background start says how it went: `{ url }` or `{ error }` (read by `holdServerUrl`). */
const statusFile = (): string => {
  const file = process.env.E2E_HOLD_STATUS_FILE;
  if (!file) throw new Error('E2E_HOLD_STATUS_FILE is not set: global setup did not start the hold server');
  return file;
};

/**
 * Starts the hold server without waiting for it (global setup, in the runner process, which lives
 * through the run); the workers inherit E2E_HOLD_STATUS_FILE and wait for the outcome there.
 */
export const startHoldServerInBackground = (smtpUrl: string): Promise<HoldServer> => {
  process.env.E2E_HOLD_STATUS_FILE = path.join(
    mkdtempSync(path.join(os.tmpdir(), 'listenwell-e2e-hold-status-')),
    'status.json',
  );
  const file = statusFile();
  const started = startHoldServer(smtpUrl);
  started.then(
    (server) => writeFileSync(file, JSON.stringify({ url: server.url })),
    (error: unknown) =>
      writeFileSync(file, JSON.stringify({ error: error instanceof Error ? error.message : String(error) })),
  );
  return started;
};

/** Removes the status file's directory (global teardown). */
export const removeHoldServerStatus = (): void => {
  const file = process.env.E2E_HOLD_STATUS_FILE;
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
};

/** Waits (in a worker) until the background start has finished; its address, or its error thrown. */
export const holdServerUrl = async (timeoutMs: number): Promise<string> => {
  const file = statusFile();
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`The hold server did not start within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const status = JSON.parse(readFileSync(file, 'utf8')) as { url?: string; error?: string };
  if (!status.url) throw new Error(`The hold server did not start: ${status.error}`);
  return status.url;
};
