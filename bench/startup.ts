// Start-up time and memory of one server process: the compiled JavaScript that production runs (`npm
// run serve`) against the sources through tsx (what `npm start` ran before the build existed). Both on
// the same fresh PostgreSQL database (migrations done once before), alternating, BENCH_ROUNDS times each.
// Figures: milliseconds from spawn until it listens; resident memory (RSS) once listening and after
// BENCH_REQUESTS requests (200 sign-in checks and readiness reads, one at a time).
//
// Run: npm run bench:startup. Options: BENCH_ROUNDS (default 5), BENCH_REQUESTS (default 200).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { API_PREFIX } from '@app/contract';
import { urlForDatabase, withClient } from '../apps/server/test/support/global-setup.ts';
import { buildServer, startProductServer } from './product-server.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, ${os.cpus().length} cores`,
);
buildServer();
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `lw_bench_startup_${crypto.randomBytes(3).toString('hex')}`;
await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${dbName}"`));
const url = urlForDatabase(adminUrl, dbName);
await (await openDatabase({ driver: 'postgres', url })).close(); // runs the migrations

type Sample = { startMs: number; rssStart: number; rssAfter: number };
const samples: Record<'sources (tsx)' | 'compiled (node)', Sample[]> = {
  'sources (tsx)': [],
  'compiled (node)': [],
};
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const kind of Object.keys(samples) as (keyof typeof samples)[]) {
      const started = performance.now();
      const server = await startProductServer(
        { DATABASE_URL: url, DATA_DIR: fs.mkdtempSync(`${os.tmpdir()}/lw-startup-`) },
        { fromSources: kind === 'sources (tsx)' },
      );
      const startMs = performance.now() - started;
      const rssStart = rssMb(server.pid);
      for (let i = 0; i < REQUESTS; i += 1) {
        const path = i % 2 ? '/readyz' : `${API_PREFIX}/auth/me`;
        await (await fetch(`${server.base}${path}`)).arrayBuffer();
      }
      samples[kind].push({ startMs, rssStart, rssAfter: rssMb(server.pid) });
      await server.stop();
    }
  }
} finally {
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE "${dbName}" WITH (FORCE)`));
}

const base = median(samples['sources (tsx)'].map((s) => s.startMs));
console.table(
  Object.entries(samples).map(([kind, list]) => ({
    kind,
    'start (ms, median)': Math.round(median(list.map((s) => s.startMs))),
    'start ratio': (median(list.map((s) => s.startMs)) / base).toFixed(2),
    'RSS listening (MB)': Math.round(median(list.map((s) => s.rssStart))),
    [`RSS after ${REQUESTS} requests (MB)`]: Math.round(median(list.map((s) => s.rssAfter))),
  })),
);
