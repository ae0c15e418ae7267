// A second real server for the test files that need the product's earnings hold: the shared e2e server
// runs with EARNINGS_HOLD_HOURS=0 (the payout journeys withdraw at once), this one with the default
// 72 hours, so a refund made now falls within the hold. One per worker, with its own data directory
// (demo data seeded: the demo admin signs in) and the run's SMTP catcher; stopped and removed after.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_EARNINGS_HOLD_HOURS } from '@app/contract';
import { test as base } from './fixtures.ts';
import { randomSecret, startServerProcess } from './server-process.ts';

/** Seeding the demo's weeks of sessions takes a while on a busy 2-core machine. */
const START_TIMEOUT_MS = 120_000;

/** The shared fixture with `baseURL` (so `page`, `request` and new contexts) on a server with the hold. */
export const test = base.extend<object, { holdServerUrl: string }>({
  holdServerUrl: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const smtpUrl = process.env.E2E_SMTP_URL;
      if (!smtpUrl) throw new Error('E2E_SMTP_URL is not set: global setup did not start the mail catcher');
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'listenwell-e2e-hold-'));
      try {
        const server = await startServerProcess({
          label: 'hold server',
          env: {
            DATA_DIR: dataDir,
            SMTP_URL: smtpUrl,
            SEED_DEMO: 'true',
            JWT_SECRET: randomSecret(48),
            AUTH_IP_LIMIT_PER_MINUTE: '1000',
            EARNINGS_HOLD_HOURS: String(DEFAULT_EARNINGS_HOLD_HOURS),
            LOG_LEVEL: 'warn',
          },
        });
        try {
          await use(server.url);
        } finally {
          await server.stop();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS },
  ],
  baseURL: async ({ holdServerUrl }, use) => {
    await use(holdServerUrl);
  },
});
