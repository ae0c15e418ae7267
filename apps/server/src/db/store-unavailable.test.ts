import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isStoreUnavailable } from './database.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isStoreUnavailable', () => {
  it('knows a database or Redis out of reach, however it is wrapped', () => {
    expect(isStoreUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(isStoreUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isStoreUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isStoreUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isStoreUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isStoreUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isStoreUnavailable(new Error('Connection is closed.'))).toBe(true);
    const wrapped = new DrizzleQueryError('select 1', [], withCode('shutdown', '57P02'));
    expect(isStoreUnavailable(wrapped)).toBe(true);
  });

  it('leaves every other failure a 500', () => {
    expect(isStoreUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isStoreUnavailable(withCode('syntax error', '42601'))).toBe(false);
    expect(isStoreUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isStoreUnavailable(undefined)).toBe(false);
  });
});
