import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    postgresAdminUrl: string;
    postgresTemplate: string;
  }
}

export const testDatabaseUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const withClient = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is unreachable at ${url} (${(error as Error).message}). Start it (see README, "Tests") or set TEST_DATABASE_URL.`,
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

const urlForDatabase = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Prepares one migrated database per run and kind, so each test file starts from a copy instead of
 * paying for initdb and migrations: a PGlite dump, and a PostgreSQL template database whose name is
 * unique to this run (two runs never collide).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB;
  if (kind === 'pglite') {
    const database = await openDatabase({ driver: 'pglite' });
    const dump = await (database.dumpDataDir as () => Promise<Blob>)();
    const file = path.join(os.tmpdir(), `lw-pglite-${process.pid}-${crypto.randomUUID()}.tar.gz`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteDumpFile', file);
    return () => fs.rmSync(file, { force: true });
  }
  if (kind === 'postgres') {
    const adminUrl = testDatabaseUrl();
    const template = `lw_test_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${template}"`));
    const database = await openDatabase({
      driver: 'postgres',
      url: urlForDatabase(adminUrl, template),
      poolSize: 1,
    });
    await database.close();
    project.provide('postgresAdminUrl', adminUrl);
    project.provide('postgresTemplate', template);
    return async () => {
      await withClient(adminUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE datname LIKE $1',
          [`${template}%`],
        );
        for (const row of rows) await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      });
    };
  }
  return undefined;
}

export { withClient, urlForDatabase };
