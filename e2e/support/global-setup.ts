// Starts the SMTP catcher, a TURN relay (coturn, for the call tests) and the real server (which serves
// the built web app) once per run.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailCatcher, type MailCatcher } from './mail-server.ts';
import { freePort } from './ports.ts';
import { CHROMIUM_PATH, repoRoot } from './paths.ts';
import { startTurnServer, type TurnServer } from './turn.ts';

export type E2EState = {
  server?: ChildProcess;
  mail?: MailCatcher;
  turn?: TurnServer;
  dataDir?: string;
};

declare global {
  var __e2eState: E2EState | undefined;
}

const READY_TIMEOUT_MS = 60_000;

const ensureChromium = (): void => {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`${CHROMIUM_PATH} is missing. Install it with: sudo apt-get install -y chromium`);
  }
  console.log(`[e2e] ${CHROMIUM_PATH} is missing; running as root: apt-get install -y chromium`);
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing`);
};

const ensureWebBuild = (): void => {
  const index = path.join(repoRoot, 'apps/web/dist/index.html');
  if (existsSync(index)) return;
  console.log('[e2e] apps/web/dist/index.html is missing; running npm run build -w apps/web');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (!existsSync(index)) throw new Error('The web build did not produce apps/web/dist/index.html');
};

const waitForReady = async (baseURL: string, server: ChildProcess, output: () => string): Promise<void> => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The server exited (code ${server.exitCode}, signal ${server.signalCode}) before it was ready.\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastError = `GET /readyz answered ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server was not ready within ${READY_TIMEOUT_MS / 1000} s (${lastError}).\n${output()}`,
  );
};

const randomSecret = (length: number): string => randomBytes(length).toString('base64url').slice(0, length);

export default async function globalSetup(): Promise<void> {
  ensureChromium();
  ensureWebBuild();

  const state: E2EState = {};
  globalThis.__e2eState = state;

  state.mail = await startMailCatcher();
  // The server mints short-lived credentials for it (GET /calls/ice-servers); only calls use it.
  state.turn = await startTurnServer(randomSecret(32));
  state.dataDir = mkdtempSync(path.join(os.tmpdir(), 'listenwell-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const server = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: state.dataDir,
        SMTP_URL: `smtp://127.0.0.1:${state.mail.smtpPort}`,
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
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  state.server = server;

  let stdout = '';
  let stderr = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.length > 200_000) stdout = stdout.slice(-100_000);
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    stderr += text;
    if (stderr.length > 200_000) stderr = stderr.slice(-100_000);
    // Keep the server's warnings and errors visible during the run.
    process.stderr.write(`[server] ${text}`);
  });
  const output = (): string =>
    `--- server stderr ---\n${stderr}\n--- server stdout (tail) ---\n${stdout.slice(-5_000)}`;

  try {
    await waitForReady(baseURL, server, output);
  } catch (error) {
    server.kill('SIGTERM');
    await state.mail.close();
    await state.turn.stop();
    rmSync(state.dataDir, { recursive: true, force: true });
    throw error;
  }

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAILBOX_URL = state.mail.httpUrl;
  process.env.E2E_SERVER_PID = String(server.pid);
  process.env.E2E_DATA_DIR = state.dataDir;
  process.env.E2E_TURN_URL = state.turn.url;
  console.log(
    `[e2e] server ready at ${baseURL} (pid ${server.pid}), SMTP catcher on port ${state.mail.smtpPort}, TURN relay at ${state.turn.url}`,
  );
}
