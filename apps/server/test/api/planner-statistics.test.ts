// @module-tag embedded
// The embedded database has no autovacuum, so the server refreshes the planner's statistics itself
// (once ready, then hourly): without them PGlite plans the admin dashboard's ledger sums row by row
// (bench/dashboard-plans.ts). PostgreSQL's own autovacuum does it there, so the server leaves it be.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';

const t = await useTestApp();

/** What the planner believes of the helplines table (migration 0008 seeds three rows); -1: never analysed. */
const plannerRows = async () => {
  const result = await t.database.db.execute(sql`select reltuples from pg_class where relname = 'helplines'`);
  const [row] = (result as { rows: { reltuples: number | string }[] }).rows;
  return Number(row?.reltuples);
};

it('the embedded database is analysed once the app is ready; PostgreSQL is left to autovacuum', async () => {
  await t.app.ready();
  if (t.database.driver === 'pglite') {
    expect(t.database.analyze).toBeTypeOf('function');
    await expect.poll(plannerRows, { timeout: 5_000 }).toBe(3);
  } else {
    expect(t.database.analyze).toBeUndefined();
  }
});
