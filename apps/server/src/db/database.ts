import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PoolConfig } from 'pg';
import * as schema from './schema.ts';
import { sqlStateOf } from './database-errors.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { QueryBuilder } from './query-builder.ts';

/**
 * The database as services, routes and the app hold it: opaque. It runs a transaction (whose handle is
 * opaque too) and is handed to repositories, which alone turn it into a query builder (`qb`,
 * db/query-builder.ts; eslint.config.js refuses that import anywhere else). So a service cannot build
 * a query, and still runs several repositories in one transaction.
 */
export interface Db {
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
}

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded database's files as a gzipped tarball (PGlite only; the tests start from one). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Refreshes the planner's statistics (PGlite only: it has no autovacuum, and without statistics the
   * planner picks row-by-row plans, e.g. the admin dashboard's ledger sums took 0.5 s instead of 40 ms),
   * and vacuums the tables whose rows are deleted in bulk (the dashboard rollups' changes).
   */
  analyze?: () => Promise<void>;
};

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined = in memory; `loadDataDir` starts from a dump (used by the tests).
   * `onThreadExit` is told if the database thread dies on its own.
   */
  | {
      driver: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      poolSize?: number;
      onThreadExit?: (error: Error) => void;
    };

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens the database and applies pending migrations. The only place that knows the driver. Both
 * drivers are reached the same way, through a `pg` pool and drizzle's node-postgres driver: PostgreSQL
 * over the network, PGlite through its own thread (pglite-thread.ts), so it never runs on the server's
 * event loop.
 */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');

  const connect = async (poolConfig: PoolConfig, onClosed: () => Promise<void>) => {
    const pool = new pg.Pool(poolConfig);
    pool.on('error', (error) => console.error('Database pool error:', error.message));
    const db = drizzle(pool, { schema });
    try {
      await migrate(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      await onClosed();
      throw error;
    }
    return {
      db: db as unknown as QueryBuilder,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        await pool.end();
        await onClosed();
      },
    };
  };

  if (options.driver === 'postgres') {
    const database = await connect({ connectionString: options.url, max: options.poolSize ?? 10 }, () =>
      Promise.resolve(),
    );
    return { ...database, driver: 'postgres' };
  }

  const { startPgliteThread } = await import('./pglite-thread.ts');
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  let thread: Awaited<ReturnType<typeof startPgliteThread>>;
  try {
    thread = await startPgliteThread(
      {
        ...(options.dataDir ? { dataDir: path.join(options.dataDir, 'pgdata') } : {}),
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      },
      options.onThreadExit,
    );
  } catch (error) {
    release();
    throw error;
  }
  const database = await connect(
    // PGlite is one session shared by the pool's connections: the thread runs one exchange at a time
    // and keeps a transaction's connection to itself (see pglite-worker.ts).
    { stream: () => thread.connect(), max: options.poolSize ?? 4 },
    async () => {
      await thread.close();
      release();
    },
  );
  return {
    ...database,
    driver: 'pglite',
    dumpDataDir: () => thread.dumpDataDir(),
    analyze: async () => {
      // The admin dashboard's change rows are deleted by every fold; without autovacuum their space
      // is never reused and the tables (read by every dashboard reading) would only grow.
      await database.db.execute(sql`vacuum dashboard_session_changes, dashboard_money_changes`);
      await database.db.execute(sql`analyze`);
    },
  };
};

/**
 * SQLSTATE classes and codes of a database that is going away or not back yet: 08 (connection
 * exception), 57P01-57P03 (admin or crash shutdown, cannot connect now).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[1-3])$/;
/** What node-postgres, ioredis and Node's sockets say when the store is out of reach. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|MaxRetriesPerRequestError|Reached the max retries per request/;

/**
 * Whether a failure means the database or Redis could not be reached just then (a restart, a failover),
 * not that the request or the code is wrong: answered 503 with Retry-After, not 500.
 */
export const isStoreUnavailable = (error: unknown): boolean => {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const state = sqlStateOf(cause);
    if (state && UNAVAILABLE_STATE.test(state)) return true;
    const { message, code } = cause as { message?: unknown; code?: unknown };
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
};
