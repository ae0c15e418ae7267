// The server under test, in its own process: the real app plus a hello-world route for comparison and a
// bench-only route that reports this process's event-loop delay. Prints `READY <port> <token>` once it
// listens. Started by auth-me.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', AUTH_IP_LIMIT_PER_MINUTE: '100000' });
const database = await openDatabase(
  databaseUrl
    ? { driver: 'postgres', url: databaseUrl }
    : {
        driver: 'pglite',
        dataDir,
        ...(process.env.BENCH_POOL ? { poolSize: Number(process.env.BENCH_POOL) } : {}),
      },
);
const app = await buildApp({
  config,
  database,
  jwtSecret: crypto.randomBytes(32).toString('hex'),
  logger: false,
});
app.get('/bench/hello', (_request, reply) => reply.send({ hello: 'world' }));

// How late this process's timers fire while the load runs: the delay every socket and request waits.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
// CPU time of the whole process (every thread): what one request costs, whatever else runs on the machine.
let cpuAtReset = process.cpuUsage();
app.post('/bench/loop-delay/reset', (_request, reply) => {
  loopDelay.reset();
  cpuAtReset = process.cpuUsage();
  return reply.send({ ok: true });
});
app.get('/bench/loop-delay', (_request, reply) => {
  const cpu = process.cpuUsage(cpuAtReset);
  return reply.send({
    p50: loopDelay.percentile(50) / 1e6,
    p99: loopDelay.percentile(99) / 1e6,
    max: loopDelay.max / 1e6,
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
});

const email = `bench.${Date.now()}@example.test`;
await app.services.auth.ensureUser({ email, password: 'bench-pass-1', name: 'Bench', role: 'CUSTOMER' });
const { token } = await app.services.auth.login(email, 'bench-pass-1', '127.0.0.1');
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0} ${token}`);

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
