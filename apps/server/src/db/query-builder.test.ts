import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Db } from './database.ts';
import { qb, type QueryBuilder } from './query-builder.ts';

describe('the opaque Db', () => {
  it('offers a transaction and nothing that builds a query (tsc -b checks these types)', () => {
    expectTypeOf<keyof Db>().toEqualTypeOf<'transaction'>();
    expectTypeOf<Parameters<Parameters<Db['transaction']>[0]>[0]>().toEqualTypeOf<Db>();
    expectTypeOf<QueryBuilder>().toExtend<Db>();
  });

  it('is the query builder itself at run time: qb wraps nothing', () => {
    const handle: Db = { transaction: (work) => work(handle) };
    expect(qb(handle)).toBe(handle);
  });
});
