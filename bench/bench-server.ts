// The server under test, in its own process: the real app plus a hello-world route for comparison.
// Prints `READY <port> <token>` once it listens. Started by auth-me.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', AUTH_IP_LIMIT_PER_MINUTE: '100000' });
const database = await openDatabase(
  databaseUrl ? { driver: 'postgres', url: databaseUrl } : { driver: 'pglite', dataDir },
);
const app = await buildApp({
  config,
  database,
  jwtSecret: crypto.randomBytes(32).toString('hex'),
  logger: false,
});
app.get('/bench/hello', (_request, reply) => reply.send({ hello: 'world' }));

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
