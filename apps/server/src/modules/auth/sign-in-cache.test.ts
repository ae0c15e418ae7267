import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../lib/current-user.ts';
import { createSignInCache } from './sign-in-cache.ts';

const userOf = (id: string) => ({ id }) as CurrentUser;

/** A cache over a loader that counts its calls, with a clock the test moves. */
const setUp = (expiresAt = Number.POSITIVE_INFINITY) => {
  let at = 1_000_000;
  const loads: string[] = [];
  const cache = createSignInCache(
    (token) => {
      loads.push(token);
      if (token === 'bad') return Promise.reject(new Error('refused'));
      return Promise.resolve({ user: userOf(token.split(':')[0]!), expiresAt });
    },
    { ttlMs: 1000, now: () => at },
  );
  return { cache, loads, advance: (ms: number) => (at += ms), now: () => at };
};

describe('the polled sign-in cache', () => {
  it('answers from memory for a second, then checks again', async () => {
    const { cache, loads, advance } = setUp();
    await cache.authenticate('u1:a');
    advance(999);
    await cache.authenticate('u1:a');
    expect(loads).toEqual(['u1:a']);
    advance(1);
    await cache.authenticate('u1:a');
    expect(loads).toEqual(['u1:a', 'u1:a']);
  });

  it('never past the token’s own expiry', async () => {
    const { cache, loads, advance, now } = setUp();
    const soon = setUp(now() + 200);
    await soon.cache.authenticate('u1:a');
    soon.advance(200);
    await soon.cache.authenticate('u1:a');
    expect(soon.loads).toHaveLength(2);
    // The same token with a far expiry stays for the whole second.
    await cache.authenticate('u1:a');
    advance(200);
    await cache.authenticate('u1:a');
    expect(loads).toHaveLength(1);
  });

  it('remembers no refusal, and forgets every token of a user at once', async () => {
    const { cache, loads } = setUp();
    await expect(cache.authenticate('bad')).rejects.toThrow('refused');
    await expect(cache.authenticate('bad')).rejects.toThrow('refused');
    await cache.authenticate('u1:a');
    await cache.authenticate('u1:b');
    await cache.authenticate('u2:a');
    cache.forgetUser('u1');
    await cache.authenticate('u1:a');
    await cache.authenticate('u1:b');
    await cache.authenticate('u2:a');
    expect(loads).toEqual(['bad', 'bad', 'u1:a', 'u1:b', 'u2:a', 'u1:a', 'u1:b']);
  });
});
