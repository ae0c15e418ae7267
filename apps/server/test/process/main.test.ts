import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX, endpoints } from '@app/contract';
import { openDatabase } from '../../src/db/database.ts';
import { qb } from '../../src/db/query-builder.ts';
import { users } from '../../src/db/schema.ts';
import { demoAccounts } from '../../src/seed/demo-accounts.ts';
import { compiledEntry } from '../support/compiled-server.ts';
import { openTestSocket } from '../support/sockets.ts';
import { totpCode } from '../support/test-app.ts';
import { freePort } from '../support/free-port.ts';

// The real entry points as separate processes, compiled, as production runs them: what `npm start` and
// `npm run admin:create` run.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

const run = (script: string, env: Record<string, string>, args: string[] = []) => {
  const child = spawn(process.execPath, [compiledEntry(script), ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 60_000) => {
    const until = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > until) throw new Error(`Timed out waiting for ${String(pattern)}; output:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, waitFor, output: () => output };
};

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lw-proc-'));

describe('server process', () => {
  it('stops at start with a message naming a bad setting', async () => {
    const proc = run('main', { PORT: 'eighty', SEED_DEMO: 'perhaps', DATA_DIR: tempDir() });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/PORT: must be a whole number/);
    expect(proc.output()).toMatch(/SEED_DEMO: must be one of/);
  });

  it('starts on the embedded database with demo sign-ins, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const metricsPort = await freePort();
    const first = run('main', {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      METRICS_PORT: String(metricsPort),
    });
    await first.waitFor(/running at http:\/\/localhost:(\d+)/);
    const port = /localhost:(\d+)/.exec(first.output())?.[1];
    expect(first.output()).toContain('admin@listenwell.test');
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    // METRICS_PORT: a second listener on loopback, no token needed (the main port wants one: none is set).
    expect(first.output()).toContain(`Metrics: http://127.0.0.1:${metricsPort}/metrics`);
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/^listenwell_sessions\{state="COMPLETED"\} [1-9]/m);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);

    const second = run('main', { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another server process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);

    // What the server wrote (the demo accounts) is on disk after SIGTERM.
    const database = await openDatabase({ driver: 'pglite', dataDir });
    const [stored] = await qb(database.db).select({ users: count() }).from(users);
    await database.close();
    expect(stored?.users).toBeGreaterThanOrEqual(demoAccounts.length);
  }, 120_000);

  // In a container the server is PID 1: after an OOM kill, the lock names PID 1, which runs again as
  // another process. The pid alone must not keep the data directory locked for good.
  it('starts when the lock file names a live process that started after the lock was written', async () => {
    const dataDir = tempDir();
    const lock = path.join(dataDir, 'server.lock');
    fs.writeFileSync(lock, '1');
    fs.utimesSync(lock, new Date('2001-01-01'), new Date('2001-01-01'));
    const proc = run('main', { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' });
    await proc.waitFor(/running at http:\/\/localhost:(\d+)/);
    expect(fs.readFileSync(lock, 'utf8').split('\n')[0]).toBe(String(proc.child.pid));
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
  }, 120_000);

  it('creates more admins from the command line, once', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    const args = [
      '--email',
      'Second.Admin@Example.test',
      '--password',
      'long-password',
      '--name',
      'Second Admin',
    ];
    const created = run('cli/admin-create', env, args);
    expect(await created.exited).toBe(0);
    expect(created.output()).toContain('Admin second.admin@example.test created.');
    const again = run('cli/admin-create', env, args);
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('already exists');
    const bad = run('cli/admin-create', env, ['--email', 'nope', '--password', 'short']);
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toMatch(/--email: .*valid email[\s\S]*--password: must be at least 8/);
  }, 120_000);

  it('on SIGTERM: /readyz says draining at once while it still serves; then it stops listening, closes its sockets so their clients reconnect elsewhere, answers the request in flight and exits', async () => {
    const admin = { email: 'drain.admin@example.test', password: 'long-password' };
    const drainMs = 2000;
    const proc = run('main', {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: tempDir(),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SHUTDOWN_DRAIN_SECONDS: String(drainMs / 1000),
    });
    await proc.waitFor(/running at http:\/\/localhost:(\d+)/);
    const base = `http://127.0.0.1:${/localhost:(\d+)/.exec(proc.output())?.[1]}`;
    const login = await fetch(`${base}${API_PREFIX}${endpoints.auth.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token: unenrolled } = (await login.json()) as { token: string };
    // An admin sets up two-step sign-in before anything else, its socket included (issue 25 §1).
    const call = async (endpoint: { path: string }, body: unknown) =>
      (await (
        await fetch(`${base}${API_PREFIX}${endpoint.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${unenrolled}` },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, string>;
    const { secret } = await call(endpoints.twoFactor.start, {});
    const { token } = await call(endpoints.twoFactor.confirm, { code: totpCode(secret!, new Date()) });
    const socket = await openTestSocket(base, token);
    const socketClosed = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    // A request in flight: its headers and half its body sent before SIGTERM, the rest after the drain.
    const body = JSON.stringify({ email: admin.email, password: 'wrong-password' });
    const inFlight = net.connect(Number(new URL(base).port), '127.0.0.1');
    let answer = '';
    inFlight.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const answered = new Promise<void>((resolve) => inFlight.on('close', () => resolve()));
    inFlight.write(
      `POST ${API_PREFIX}${endpoints.auth.login.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const sentAt = Date.now();
    proc.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 1000 }).toBe(503);
    expect(await (await fetch(`${base}/readyz`)).json()).toMatchObject({ status: 'draining' });
    // Still serving while the load balancer notices.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(socket.connected).toBe(true);

    // Past the drain: no new connection is taken, and the socket is closed as a transport loss, after
    // which a client reconnects (through the load balancer, to another process).
    expect(await socketClosed).toBe('transport close');
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(drainMs - 100);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    inFlight.write(body.slice(10));
    await answered;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
    expect(await proc.exited).toBe(0);
  }, 120_000);
});
