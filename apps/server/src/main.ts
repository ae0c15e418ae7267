import path from 'node:path';
import { buildApp } from './app.ts';
import { DemoAccountsReachableError, bootstrapData } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/database.ts';
import { resolveJwtSecret } from './lib/secrets.ts';
import { listenForMetrics } from './plugins/metrics.ts';
import { demoAccounts } from './seed/demo-accounts.ts';

const fail = (message: string): never => {
  console.error(`\n${message}\n`);
  process.exit(1);
};

const start = async () => {
  const config = (() => {
    try {
      return loadConfig();
    } catch (error) {
      if (error instanceof ConfigError) return fail(error.message);
      throw error;
    }
  })();

  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : {
          driver: 'pglite',
          dataDir: config.dataDir,
          // The embedded database's thread died (PGlite aborted): stop rather than answer 500s.
          onThreadExit: (error) => fail(error.message),
        },
  ).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) return fail(error.message);
    const where = config.databaseUrl
      ? `PostgreSQL at ${new URL(config.databaseUrl).host}`
      : path.resolve(config.dataDir);
    return fail(`Could not open the database (${where}): ${(error as Error).message}`);
  });

  const app = await buildApp({
    config,
    database,
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  });
  app.addHook('onClose', () => database.close());
  await bootstrapData(config, app, database.db).catch(async (error: unknown) => {
    if (!(error instanceof DemoAccountsReachableError)) throw error;
    await app.close();
    return fail(error.message);
  });

  // Stopping: /readyz answers 503 at once and the process keeps serving for SHUTDOWN_DRAIN_SECONDS
  // while the load balancer's checks notice; then it stops listening, closes every socket (their clients
  // reconnect, through the load balancer, to another process and resync), lets requests in flight
  // finish, and exits. A process that cannot finish within 10 s more is stopped anyway.
  let closing = false;
  let metricsListener: Awaited<ReturnType<typeof listenForMetrics>> | undefined;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.startDraining();
    app.log.info(`${signal}: draining for ${config.shutdownDrainMs} ms, then stopping`);
    const force = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    force.unref();
    setTimeout(() => {
      Promise.all([app.close(), metricsListener?.close()]).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, config.shutdownDrainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port) metricsListener = await listenForMetrics(app, config.metrics.port);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  ListenWell is running at http://localhost:${port}`,
    `  API: http://localhost:${port}/api/v1   Docs: http://localhost:${port}/api/docs`,
    `  Database: ${database.driver === 'pglite' ? `embedded (${path.resolve(config.dataDir)})` : 'PostgreSQL'}`,
  ];
  if (metricsListener)
    lines.push(`  Metrics: http://127.0.0.1:${metricsListener.port}/metrics (this machine only)`);
  if (config.seedDemo) {
    lines.push('', '  Demo sign-ins:');
    for (const account of demoAccounts) {
      lines.push(`    ${account.note.padEnd(18)} ${account.email.padEnd(26)} ${account.password}`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
};

start().catch((error: unknown) => fail(`Failed to start: ${(error as Error).stack ?? String(error)}`));
