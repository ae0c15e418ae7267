import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';
import type { Db } from './database.ts';

/** Drizzle's driver-neutral query builder; a transaction has the same type. */
export type QueryBuilder = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The query builder behind an opaque `Db` (the same object: nothing is wrapped). Only repositories
 * (`src/modules/<module>/*.repository.ts`) and `src/db/` may import this (eslint.config.js, walls plugin).
 */
export const qb = (db: Db): QueryBuilder => db as QueryBuilder;
