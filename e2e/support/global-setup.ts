// Starts the SMTP catcher, a TURN relay (coturn, for the call tests) and the real server (which serves
// the built web app) once per run.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEADLESS_SHELL_PATH } from './chromium.ts';
import { ensureDebianPackage } from '../../apps/web/scripts/chromium.mjs';
import { startMailCatcher, type MailCatcher } from './mail-server.ts';
import { repoRoot } from './paths.ts';
import { randomSecret, startServerProcess } from './server-process.ts';
import { startTurnServer, type TurnServer } from './turn.ts';
import { enrolDemoAdmin } from './two-step.ts';

export type E2EState = {
  server?: ChildProcess;
  mail?: MailCatcher;
  turn?: TurnServer;
  dataDir?: string;
};

declare global {
  var __e2eState: E2EState | undefined;
}

/** The production build, brought up to date (a second or two when nothing changed). */
const ensureBuild = (): void => {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: repoRoot, stdio: 'inherit' });
};

export default async function globalSetup(): Promise<void> {
  ensureDebianPackage(HEADLESS_SHELL_PATH, 'chromium-headless-shell');
  ensureBuild();

  const state: E2EState = {};
  globalThis.__e2eState = state;

  state.mail = await startMailCatcher();
  // The server mints short-lived credentials for it (GET /calls/ice-servers); only calls use it.
  state.turn = await startTurnServer(randomSecret(32));
  state.dataDir = mkdtempSync(path.join(os.tmpdir(), 'listenwell-e2e-'));
  const smtpUrl = `smtp://127.0.0.1:${state.mail.smtpPort}`;

  let server;
  try {
    server = await startServerProcess({
      env: {
        DATA_DIR: state.dataDir,
        SMTP_URL: smtpUrl,
        SEED_DEMO: 'true',
        JWT_SECRET: randomSecret(48),
        AUTH_IP_LIMIT_PER_MINUTE: '1000',
        // A session's earnings are withdrawable at once (the product default holds them for 72 h, as
        // refunds may take them back): the payout journeys withdraw what a session just earned.
        EARNINGS_HOLD_HOURS: '0',
        TURN_SECRET: state.turn.secret,
        TURN_URLS: state.turn.url,
        LOG_LEVEL: 'warn',
      },
    });
  } catch (error) {
    await state.mail.close();
    await state.turn.stop();
    rmSync(state.dataDir, { recursive: true, force: true });
    throw error;
  }
  state.server = server.child;
  const baseURL = server.url;

  process.env.E2E_BASE_URL = baseURL;
  // Every admin must have two-step sign-in (issue 25 §1): the demo admin sets it up once here; the
  // workers sign it in with this token (support/fixtures.ts), and the one journey that types a code
  // waits for a later 30 s step than this one (the server refuses a step already used).
  const admin = await enrolDemoAdmin(baseURL, { email: 'admin@listenwell.test', password: 'admin1234' });
  process.env.E2E_ADMIN_TOKEN = admin.token;
  process.env.E2E_ADMIN_TOTP_SECRET = admin.secret;
  process.env.E2E_ADMIN_TOTP_STEP = String(admin.step);
  process.env.E2E_MAILBOX_URL = state.mail.httpUrl;
  // For a test file that starts a server of its own (support/hold-server.ts): its mail is caught too.
  process.env.E2E_SMTP_URL = smtpUrl;
  process.env.E2E_SERVER_PID = String(server.child.pid);
  process.env.E2E_DATA_DIR = state.dataDir;
  process.env.E2E_TURN_URL = state.turn.url;
  console.log(
    `[e2e] server ready at ${baseURL} (pid ${server.child.pid}), SMTP catcher on port ${state.mail.smtpPort}, TURN relay at ${state.turn.url}`,
  );
}
