#!/usr/bin/env node
// `npm run cluster`: the production topology on this machine. Three server processes (the compiled
// build, `node apps/server/dist/main.js`) on PostgreSQL and Redis behind HAProxy with
// deploy/haproxy/haproxy.cfg, on ports it picks; prints the URL and stops everything on Ctrl-C.
// PostgreSQL gets a fresh database (dropped at the end; CLUSTER_KEEP_DATABASE=1 keeps it) unless
// DATABASE_URL names one. Redis is REDIS_URL or redis://127.0.0.1:6379. CLUSTER_PORT fixes the port.
//
// `startCluster` is what the cluster tests and the chaos bench drive: kill a process, restart it.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureDebianPackage } from '../apps/web/scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HAPROXY_PATH = '/usr/sbin/haproxy';
const HAPROXY_CONFIG = path.join(root, 'deploy/haproxy/haproxy.cfg');
const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
/** deploy/haproxy/haproxy.cfg names three servers. */
const MAX_PROCESSES = 3;

/** A free TCP port on 127.0.0.1 below the ephemeral range (see stack notes). */
export const freePort = async () => {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once GET url answers 200 (any error or other status: try again), or rejects after timeoutMs. */
const waitFor200 = async (url, timeoutMs, describe) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not yet
    }
    if (Date.now() > until)
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms\n${describe()}`);
    await sleep(100);
  }
};

const withClient = async (url, run) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/**
 * Starts the cluster. `env` is added to every server process's settings; `redisUrl`/`databaseUrl`
 * point it at other instances (the chaos test restarts its own). Answers its URL and handles on each
 * process.
 * `processes` (1 to 3, default 3) run behind the balancer (with fewer, the config's other server lines
 * name the same processes again); `nodeArgs` go to each server's node; `cpus` pins the servers and
 * HAProxy to those cores with taskset (benches keep their load generator on another core).
 * @param {{ databaseUrl?: string, redisUrl?: string, port?: number, env?: Record<string, string>,
 *   seedDemo?: boolean, keepDatabase?: boolean, log?: (line: string) => void, processes?: number,
 *   nodeArgs?: string[], cpus?: string }} [options]
 */
export const startCluster = async (options = {}) => {
  ensureDebianPackage(HAPROXY_PATH, 'haproxy');
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build`);
  const log = options.log ?? (() => undefined);
  const adminUrl = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let databaseUrl = options.databaseUrl;
  let createdDatabase;
  if (!databaseUrl) {
    createdDatabase = `listenwell_cluster_${crypto.randomBytes(4).toString('hex')}`;
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${createdDatabase}"`));
    const url = new URL(adminUrl);
    url.pathname = `/${createdDatabase}`;
    databaseUrl = url.toString();
  }
  const redisUrl = options.redisUrl ?? 'redis://127.0.0.1:6379';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-cluster-'));
  const shared = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    // HAProxy checks every second and takes a process out after two failures.
    SHUTDOWN_DRAIN_SECONDS: '3',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...options.env,
  };

  const processes = Math.min(MAX_PROCESSES, Math.max(1, options.processes ?? MAX_PROCESSES));
  const apps = [];
  for (let i = 0; i < processes; i += 1) apps.push({ name: `app${i + 1}`, port: await freePort() });
  /** A command, pinned to `options.cpus` when set. */
  const pinned = (command, args) =>
    options.cpus ? ['taskset', ['-c', options.cpus, command, ...args]] : [command, args];

  /** Starts process i and resolves once it is ready. */
  const startApp = async (app, extraEnv = {}) => {
    let output = '';
    const child = spawn(...pinned(process.execPath, [...(options.nodeArgs ?? []), SERVER_ENTRY]), {
      cwd: root,
      env: { ...shared, PORT: String(app.port), SEED_DEMO: 'false', ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.child = child;
    app.pid = child.pid;
    const collect = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
      for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[${app.name}] ${line}`);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    app.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
    app.output = () => output;
    const ready = waitFor200(`http://127.0.0.1:${app.port}/readyz`, 60_000, () => output);
    const died = app.exited.then((code) => {
      throw new Error(`${app.name} exited (${code}) before it was ready:\n${output}`);
    });
    await Promise.race([ready, died]);
    died.catch(() => undefined);
  };

  // The first process migrates the database (and seeds the demo), alone; the others start together.
  await startApp(apps[0], { SEED_DEMO: String(options.seedDemo ?? false) });
  await Promise.all(apps.slice(1).map((app) => startApp(app)));

  const port = options.port ?? (await freePort());
  const statsPort = await freePort();
  ensureDebianPackage(HAPROXY_PATH, 'haproxy');
  let haproxyOutput = '';
  const haproxy = spawn(...pinned(HAPROXY_PATH, ['-W', '-db', '-f', HAPROXY_CONFIG]), {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      LW_BIND: `127.0.0.1:${port}`,
      LW_STATS_BIND: `127.0.0.1:${statsPort}`,
      ...Object.fromEntries(
        Array.from({ length: MAX_PROCESSES }, (_, i) => [
          `LW_APP${i + 1}`,
          `127.0.0.1:${apps[i % apps.length].port}`,
        ]),
      ),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onHaproxy = (chunk) => {
    haproxyOutput = (haproxyOutput + chunk.toString()).slice(-20_000);
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[haproxy] ${line}`);
  };
  haproxy.stdout.on('data', onHaproxy);
  haproxy.stderr.on('data', onHaproxy);
  const haproxyExited = new Promise((resolve) => haproxy.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}/readyz`, 20_000, () => haproxyOutput);

  const stopChild = async (child, exited, timeoutMs = 15_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await exited;
    clearTimeout(timer);
  };

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(apps.map((app) => stopChild(app.child, app.exited)));
    await stopChild(haproxy, haproxyExited);
    if (createdDatabase && !options.keepDatabase) {
      await withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${createdDatabase}" WITH (FORCE)`),
      );
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Never leave processes behind when the caller dies.
  process.once('exit', () => {
    for (const child of [haproxy, ...apps.map((app) => app.child)]) child.kill('SIGKILL');
  });

  return {
    url,
    statsUrl: `http://127.0.0.1:${statsPort}/`,
    databaseUrl,
    createdDatabase,
    apps,
    /** Kills process i (0-based) with `signal` (default SIGKILL) and waits for it to be gone. */
    kill: async (i, signal = 'SIGKILL') => {
      apps[i].child.kill(signal);
      return apps[i].exited;
    },
    /** Starts process i again on its port and resolves once it is ready. */
    restart: (i) => startApp(apps[i]),
    stop,
  };
};

const runFromCommandLine = async () => {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' });
  const cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    port: process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined,
    seedDemo: true,
    keepDatabase: process.env.CLUSTER_KEEP_DATABASE === '1',
    log: (line) => console.log(line),
  });
  console.log(`
  ListenWell is running at ${cluster.url} (HAProxy in front of ${cluster.apps.length} processes)
  ${cluster.apps.map((app) => `${app.name}: http://127.0.0.1:${app.port} (pid ${app.pid})`).join('\n  ')}
  HAProxy statistics: ${cluster.statsUrl}
  Database: ${cluster.createdDatabase ? `${cluster.createdDatabase} (fresh; dropped on stop)` : 'DATABASE_URL'}
  Demo sign-ins as with npm start (admin@listenwell.test / admin1234, ...). Ctrl-C stops it all.
`);
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster...');
    cluster.stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runFromCommandLine();
}
