// Starts the built product as a new user runs it (`npm start` without the build step): the compiled
// server in its own process, on the embedded database in a fresh temporary DATA_DIR, serving apps/web/dist.
// Used by the budget check (check-size.mjs) and the Lighthouse bench (bench/lighthouse.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const webDist = path.join(repoRoot, 'apps/web/dist');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');

/**
 * Starts the server and resolves once it listens. `env` is added to a quiet default environment.
 * @param {{ env?: Record<string, string>, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export const startProductServer = async ({ env = {}, timeoutMs = 180_000 } = {}) => {
  if (!fs.existsSync(path.join(webDist, 'index.html')) || !fs.existsSync(serverEntry)) {
    throw new Error(
      'apps/web/dist/index.html or apps/server/dist/main.js not found: run `npm run build` first.',
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-product-'));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  // Never leave the server behind, even when the caller crashes.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before it listened:\n${output}`));
    });
  });
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { url: await started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
