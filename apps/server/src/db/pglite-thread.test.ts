import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { startPgliteThread } from './pglite-thread.ts';
import { qb } from './query-builder.ts';
import { users } from './schema.ts';

// The embedded database's thread shares one PGlite session between the pool's connections. These
// run real parallel work through the pool, the way the server does.
describe('embedded database thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite', poolSize: 6 });
    await qb(database.db).execute(sql`create table counters (id int primary key, n int not null)`);
    await qb(database.db).execute(sql`insert into counters values (1, 0)`);
  });
  afterAll(() => database.close());

  it('keeps parallel read-modify-write transactions apart (select ... for update)', async () => {
    await Promise.all(
      Array.from({ length: 30 }, () =>
        qb(database.db).transaction(async (tx) => {
          const result = await tx.execute(sql`select n from counters where id = 1 for update`);
          const n = Number((result as { rows: { n: number }[] }).rows[0]?.n);
          await new Promise((resolve) => setTimeout(resolve, 1)); // another connection asks meanwhile
          await tx.execute(sql`update counters set n = ${n + 1} where id = 1`);
        }),
      ),
    );
    const result = await qb(database.db).execute(sql`select n from counters where id = 1`);
    expect((result as { rows: { n: number }[] }).rows[0]?.n).toBe(30);
  });

  it('never shows another connection what a transaction has not committed, and rolls back on error', async () => {
    let inside: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const failing = qb(database.db)
      .transaction(async (tx) => {
        await tx.execute(sql`update counters set n = -1 where id = 1`);
        inside();
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('changed my mind');
      })
      .then(
        () => 'committed',
        (error: Error) => error.message,
      );
    await started;
    const read = await qb(database.db).execute(sql`select n from counters where id = 1`);
    expect(await failing).toBe('changed my mind');
    expect((read as { rows: { n: number }[] }).rows[0]?.n).not.toBe(-1);
  });

  it('runs one named prepared statement on every connection of the pool', async () => {
    const prepared = qb(database.db)
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('thread_test_by_id');
    const id = '00000000-0000-4000-8000-000000000000';
    const results = await Promise.all(Array.from({ length: 24 }, () => prepared.execute({ id })));
    expect(results.every((rows) => rows.length === 0)).toBe(true);
  });

  it('rolls back what a vanished connection left open, and lets the others go on', async () => {
    const thread = await startPgliteThread({});
    const client = new pg.Client({ stream: () => thread.connect() });
    client.on('error', () => undefined); // its connection is cut below
    await client.connect();
    await client.query('create table t (a int)');
    await client.query('begin');
    await client.query('insert into t values (1)');
    (client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    const other = new pg.Client({ stream: () => thread.connect() });
    await other.connect();
    const { rows } = await other.query<{ count: string }>('select count(*) from t');
    expect(rows[0]?.count).toBe('0');
    await other.end();
    await thread.close();
  });
});
