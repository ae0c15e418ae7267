// A PostgreSQL and a Redis of the chaos test's own, on free ports, that it may stop and start again
// without touching the machine's shared instances (other test steps use those meanwhile).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/cluster.mjs';

const PG_BIN = '/usr/lib/postgresql/15/bin';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** PostgreSQL 15 in a temporary directory, run as the `postgres` user (the tests run as root). */
export const startOwnPostgres = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-chaos-pg-'));
  fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const asPostgres = (bin: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args], { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () =>
    asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops it the way a crash would (no shutdown checkpoint: recovery runs at the next start). */
    crash: () => asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']),
    start,
    stop: () => {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'fast', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** redis-server on a free port, without persistence. */
export const startOwnRedis = async () => {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    while (!(await answers(port))) await sleep(50);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
};
