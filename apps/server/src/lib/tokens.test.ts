import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const user = {
  id: '3f1f5c4e-0000-4000-8000-000000000001',
  name: 'Asha',
  email: 'asha@example.test',
  role: 'LISTENER' as const,
  approvedAt: null,
  profileImageUrl: null,
  avatar: null,
};
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signWith = (header: object, payload: object, key = secret) => {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
};
const claims = (overrides: object = {}) => ({
  ...user,
  tv: 0,
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 3600,
  ...overrides,
});

describe('sign-in tokens', () => {
  const tokens = createTokenService(secret, 1);

  it('verifies what it signs, with the claims and the token version', async () => {
    const token = await tokens.sign(user, 3);
    expect(await tokens.verify(token)).toMatchObject({ ...user, tv: 3 });
  });

  it('refuses a tampered payload, another key, a foreign or missing algorithm, and malformed input', async () => {
    const token = await tokens.sign(user, 0);
    const [header, , signature] = token.split('.');
    expect(await tokens.verify(`${header}.${b64(claims({ role: 'ADMIN' }))}.${signature}`)).toBeNull();
    expect(
      await tokens.verify(signWith({ alg: 'HS256' }, claims(), 'another-secret-of-enough-length-000000')),
    ).toBeNull();
    expect(await tokens.verify(`${b64({ alg: 'none' })}.${b64(claims())}.`)).toBeNull();
    expect(await tokens.verify(signWith({ alg: 'HS512' }, claims()))).toBeNull();
    expect(await tokens.verify(signWith({ alg: 'HS256', crit: ['b64'] }, claims()))).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', 'not.json.here', `${header}.${b64(claims())}`]) {
      expect(await tokens.verify(bad)).toBeNull();
    }
  });

  it('refuses an expired token and one whose claims are not a sign-in', async () => {
    expect(await tokens.verify(signWith({ alg: 'HS256' }, claims()))).toMatchObject({ id: user.id });
    expect(
      await tokens.verify(signWith({ alg: 'HS256' }, claims({ exp: Math.floor(Date.now() / 1000) - 1 }))),
    ).toBeNull();
    expect(await tokens.verify(signWith({ alg: 'HS256' }, { id: user.id, exp: claims().exp }))).toBeNull();
  });
});
