// A server taking payments through Razorpay, against the Razorpay simulator (the server tests' one,
// apps/server/test/support/razorpay-simulator.ts) run as its own process: the compiled server with the
// simulator's base URL and keys, exactly as it would run with the real gateway's. One per worker, with
// its own data directory, an admin from the settings and the run's SMTP catcher; stopped after. It also
// pays withdrawals through the simulator's RazorpayX payouts (RAZORPAYX_ACCOUNT_NUMBER), and holds the
// demo data (Rohan's ACCEPTED withdrawal is the one the payout journey pays).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, paymentGatewayPaths } from '@app/contract';
import { signsInWithTwoStep, test as base } from './fixtures.ts';
import { repoRoot } from './paths.ts';
import { freePort } from './ports.ts';
import { randomSecret, startServerProcess } from './server-process.ts';

const simulatorFile = path.join(repoRoot, 'apps/server/test/support/razorpay-simulator.ts');

export const razorpayAdmin = { email: 'admin@razorpay-e2e.test', password: randomSecret(20) };
// An admin: it sets up two-step sign-in on its first sign-in in the worker (support/fixtures.ts).
signsInWithTwoStep(razorpayAdmin.email);
/** The seller the journey's server names on its receipts (real payments require one). */
export const RECEIPT_SELLER = {
  legalName: 'ListenWell Journey Seller Private Limited',
  address: '7 Journey Road, Mumbai, Maharashtra 400001',
  gstin: '27AAPFU0939F1ZV',
};

/** Starts the simulator on a free port; answers its base URL, keys and stop. */
const startSimulator = async () => {
  const port = await freePort();
  const keys = {
    keyId: `rzp_test_${randomBytes(7).toString('hex')}`,
    keySecret: randomBytes(16).toString('hex'),
    webhookSecret: randomBytes(16).toString('hex'),
    accountNumber: String(100_000_000_000 + (randomBytes(4).readUInt32BE() % 900_000_000_000)),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', simulatorFile], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      SIM_PORT: String(port),
      SIM_KEY_ID: keys.keyId,
      SIM_KEY_SECRET: keys.keySecret,
      SIM_WEBHOOK_SECRET: keys.webhookSecret,
      SIM_ACCOUNT_NUMBER: keys.accountNumber,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the Razorpay simulator did not start')), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the Razorpay simulator exited with ${code}`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    ...keys,
    baseUrl,
    setWebhookUrl: async (webhookUrl: string) => {
      const res = await fetch(`${baseUrl}/_control/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ webhookUrl }),
      });
      if (!res.ok) throw new Error(`simulator settings: ${res.status}`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

export type RazorpayE2e = { serverUrl: string; simulatorUrl: string };

/** The shared fixture with `baseURL` (so `page` and `request`) on a server that pays through Razorpay. */
export const test = base.extend<object, { razorpay: RazorpayE2e }>({
  razorpay: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtpUrl = process.env.E2E_SMTP_URL;
      if (!smtpUrl) throw new Error('E2E_SMTP_URL is not set: global setup did not start the mail catcher');
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'listenwell-e2e-razorpay-'));
      const simulator = await startSimulator();
      try {
        const port = await freePort();
        const serverUrl = `http://127.0.0.1:${port}`;
        const server = await startServerProcess({
          label: 'razorpay server',
          port,
          env: {
            DATA_DIR: dataDir,
            SMTP_URL: smtpUrl,
            SEED_DEMO: 'true',
            ADMIN_EMAIL: razorpayAdmin.email,
            ADMIN_PASSWORD: razorpayAdmin.password,
            JWT_SECRET: randomSecret(48),
            AUTH_IP_LIMIT_PER_MINUTE: '1000',
            LOG_LEVEL: 'warn',
            RAZORPAY_KEY_ID: simulator.keyId,
            RAZORPAY_KEY_SECRET: simulator.keySecret,
            RAZORPAY_WEBHOOK_SECRET: simulator.webhookSecret,
            RAZORPAY_BASE_URL: simulator.baseUrl,
            PUBLIC_URL: serverUrl,
            RAZORPAYX_ACCOUNT_NUMBER: simulator.accountNumber,
            SELLER_LEGAL_NAME: RECEIPT_SELLER.legalName,
            SELLER_ADDRESS: RECEIPT_SELLER.address,
            SELLER_GSTIN: RECEIPT_SELLER.gstin,
          },
        });
        try {
          await simulator.setWebhookUrl(`${serverUrl}${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`);
          await use({ serverUrl, simulatorUrl: simulator.baseUrl });
        } finally {
          await server.stop();
        }
      } finally {
        await simulator.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ razorpay }, use) => {
    await use(razorpay.serverUrl);
  },
});

type SimulatorPayout = { id: string; reference_id: string | null; status: string; utr: string | null };

/**
 * The bank settles the payout made for withdrawal `withdrawalId` (the simulator then sends the signed
 * `payout.<status>` webhook to the server before answering); answers the payout as it now is.
 */
export const settlePayoutAtSimulator = async (
  simulatorUrl: string,
  withdrawalId: string,
  status: 'processed' | 'failed' | 'reversed',
): Promise<SimulatorPayout> => {
  const state = (await (await fetch(`${simulatorUrl}/_control/state`)).json()) as {
    payouts: SimulatorPayout[];
  };
  const payout = state.payouts.find((p) => p.reference_id === withdrawalId);
  if (!payout) throw new Error(`no payout at the simulator for withdrawal ${withdrawalId}`);
  const res = await fetch(`${simulatorUrl}/_control/payouts/${payout.id}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  if (!res.ok) throw new Error(`simulator settle: ${res.status} ${await res.text()}`);
  return (await res.json()) as SimulatorPayout;
};
