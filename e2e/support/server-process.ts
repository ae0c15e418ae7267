// The real server as a child process, as `npm start` runs it but from source: the shared server of a
// run (global setup) and the extra servers a test file needs with other settings (support/hold-server.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort } from './ports.ts';
import { repoRoot } from './paths.ts';

const READY_TIMEOUT_MS = 60_000;

/**
 * The billing grace every server of the run bills with (BILLING_GRACE_SECONDS; the product's default is
 * 15 s). A paid journey waits it out on the real clock, so a short one keeps the journeys quick; the
 * server sends it with each session and listener, and the screens count with what it sends.
 */
export const E2E_BILLING_GRACE_SECONDS = 3;
const STOP_TIMEOUT_MS = 10_000;

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop: () => Promise<void>;
};

export const randomSecret = (length: number): string =>
  randomBytes(length).toString('base64url').slice(0, length);

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

const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

const stopChild = async (child: ChildProcess): Promise<void> => {
  if (hasExited(child)) return;
  const exited = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  child.kill('SIGTERM');
  if (!(await exited)) {
    console.warn(`[e2e] server pid ${child.pid} ignored SIGTERM for 10 s; sending SIGKILL`);
    child.kill('SIGKILL');
  }
};

/**
 * Starts the compiled server (`node apps/server/dist/main.js`, as production does) on a free port with `env`
 * on top of this process's environment, and waits until GET /readyz answers 200. Its warnings and
 * errors are echoed with `label`; if it does not get ready, it is stopped and the error holds its output.
 */
export const startServerProcess = async ({
  env,
  label = 'server',
  port: chosenPort,
}: {
  env: Record<string, string>;
  label?: string;
  /** A port picked beforehand (a setting needs the server's own address); a free one when unset. */
  port?: number;
}): Promise<ServerProcess> => {
  const port = chosenPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      BILLING_GRACE_SECONDS: String(E2E_BILLING_GRACE_SECONDS),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.length > 200_000) stdout = stdout.slice(-100_000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    stderr += text;
    if (stderr.length > 200_000) stderr = stderr.slice(-100_000);
    // Keep the server's warnings and errors visible during the run.
    process.stderr.write(`[${label}] ${text}`);
  });
  const output = (): string =>
    `--- ${label} stderr ---\n${stderr}\n--- ${label} stdout (tail) ---\n${stdout.slice(-5_000)}`;

  try {
    await waitForReady(url, child, output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, child, stop: () => stopChild(child) };
};
