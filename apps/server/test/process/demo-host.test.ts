import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compiledEntry } from '../support/compiled-server.ts';

// `npm start`'s entry as a real process: demo accounts (published passwords) never on a reachable address.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const start = (env: Record<string, string>) => {
  const child = spawn(process.execPath, [compiledEntry('main')], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const running = async () => {
    const until = Date.now() + 60_000;
    while (!/running at http/.test(output)) {
      if (Date.now() > until || child.exitCode !== null) throw new Error(`did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, running, output: () => output };
};

describe('demo accounts and the listening address', () => {
  it('listens on loopback by default; refuses a reachable HOST while demo accounts keep their published passwords', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-demo-'));
    const local = start({ DATA_DIR: dataDir });
    await local.running();
    expect(local.output()).toContain('admin@listenwell.test');
    local.child.kill('SIGTERM');
    expect(await local.exited).toBe(0);

    const exposed = start({ DATA_DIR: dataDir, HOST: '0.0.0.0' });
    expect(await exposed.exited).toBe(1);
    expect(exposed.output()).toMatch(
      /demo account admin@listenwell\.test still has its published password, and HOST=0\.0\.0\.0/,
    );

    const asked = start({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'lw-demo-')),
      HOST: '0.0.0.0',
      SEED_DEMO: 'true',
    });
    expect(await asked.exited).toBe(1);
    expect(asked.output()).toMatch(/SEED_DEMO: .*loopback HOST/);
  }, 120_000);
});
