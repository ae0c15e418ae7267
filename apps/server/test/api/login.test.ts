import { sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, messages } from '@app/contract';
import { createTestApp, signUpListener, uniqueEmail, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const m = messages.auth;

const createUser = async (role: 'ADMIN' | 'LISTENER' | 'CUSTOMER', approved = false) => {
  const email = uniqueEmail(role.toLowerCase());
  await t.app.services.auth.ensureUser({
    email,
    password: 'secret123',
    name: `Test ${role}`,
    role,
    approved,
  });
  return email;
};
const loginToken = async (email: string, password = 'secret123') => {
  const res = await t.post('/auth/login', { email, password });
  expect(res.status).toBe(200);
  return res.body.token as string;
};

describe('POST /auth/login', () => {
  it('answers a signed HS256 token carrying the user', async () => {
    const email = await createUser('LISTENER', true);
    const token = await loginToken(email);
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      email,
      name: 'Test LISTENER',
      role: 'LISTENER',
      profileImageUrl: null,
      avatar: null,
    });
    expect(typeof claims.approvedAt).toBe('string');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    const email = await createUser('CUSTOMER');
    const wrongPassword = await t.post('/auth/login', { email, password: 'nope12345' });
    const unknown = await t.post('/auth/login', { email: uniqueEmail('ghost'), password: 'nope12345' });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: m.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it.each([
    ['no body', undefined, messages.http.bodyRequired],
    ['a missing password', { email: 'a@b.test' }, messages.validation.passwordRequired],
    ['an empty password', { email: 'a@b.test', password: '' }, messages.validation.passwordRequired],
    ['a numeric password', { email: 'a@b.test', password: 123456 }, messages.validation.passwordRequired],
    ['a bad email', { email: 'a@', password: 'x' }, messages.validation.emailInvalid],
  ])('refuses %s with 400', async (_case, body, message) => {
    const res = await t.call('POST', '/api/v1/auth/login', body === undefined ? {} : { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_ERROR' });
  });

  it('pauses an account after 5 failed sign-ins, even for the right password', async () => {
    const email = await createUser('CUSTOMER');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await t.post('/auth/login', { email, password: 'wrong-one' })).status).toBe(401);
    }
    const res = await t.post('/auth/login', { email, password: 'secret123' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: m.tooManyLoginAttempts, code: 'RATE_LIMITED' });
  });

  it('refuses a deactivated user, and their token stops working at once', async () => {
    const email = await createUser('CUSTOMER');
    const token = await loginToken(email);
    await t.database.db.execute(sql`update users set is_active = false where email = ${email}`);
    const login = await t.post('/auth/login', { email, password: 'secret123' });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ message: m.accountDeactivated, code: 'ACCOUNT_DISABLED' });
    const me = await t.get('/auth/me', token);
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: m.accountDeactivated, code: 'UNAUTHENTICATED' });
  });

  it('refuses a blocked listener, and their token stops working at once', async () => {
    const email = await createUser('LISTENER', true);
    const token = await loginToken(email);
    await t.database.db.execute(
      sql`update listener_profiles set is_blocked = true where user_id = (select id from users where email = ${email})`,
    );
    const login = await t.post('/auth/login', { email, password: 'secret123' });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(m.listenerBlocked);
    expect((await t.get('/auth/me', token)).status).toBe(401);
  });

  it('limits sign-in requests per IP address (429)', async () => {
    const limited = await createTestApp({ env: { AUTH_IP_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await limited.post('/auth/login', { email: 'x@y.test', password: 'whatever' })).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await limited.post('/auth/login', { email: 'x@y.test', password: 'whatever' });
      expect(last.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(typeof last.body.message).toBe('string');
    } finally {
      await limited.close();
    }
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed, tampered, alg:none, expired or foreign-key token with 401', async () => {
    const email = await createUser('CUSTOMER');
    const token = await loginToken(email);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = decodeJwt(token);
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const key = new TextEncoder().encode(t.jwtSecret);
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .sign(key);
    const otherKey = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const hs512 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('1h')
      .sign(key);

    expect((await t.get('/auth/me')).body).toEqual({ message: m.unauthenticated, code: 'UNAUTHENTICATED' });
    for (const bad of [`${header}.${forged}.${signature}`, none, expired, otherKey, hs512, 'garbage']) {
      const res = await t.get('/auth/me', bad);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
    const wrongScheme = await t.call('GET', '/api/v1/auth/me', {
      headers: { authorization: `Basic ${token}` },
    });
    expect(wrongScheme.status).toBe(401);
    expect((await t.get('/auth/me', token)).status).toBe(200);
  });
});

describe('GET /auth/me', () => {
  it('returns the current user and a fresh token reflecting changes made since sign-in', async () => {
    const email = uniqueEmail('applicant');
    const token = await signUpListener(t, email);
    expect(decodeJwt(token).approvedAt).toBeNull();
    await t.database.db.execute(
      sql`update users set approved_at = now(), name = 'New Name' where email = ${email}`,
    );
    const me = await t.get('/auth/me', token);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, name: 'New Name', role: 'LISTENER' });
    expect(typeof (me.body.user as { approvedAt: unknown }).approvedAt).toBe('string');
    expect(decodeJwt(me.body.token as string)).toMatchObject({ name: 'New Name' });
  });
});

describe('POST /auth/change-password', () => {
  it('changes the password, returns a fresh token and ends every other sign-in', async () => {
    const email = await createUser('LISTENER', true);
    const first = await loginToken(email);
    const second = await loginToken(email);
    const res = await t.post('/auth/change-password', { password: 'brand-new-1' }, first);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(m.passwordChanged);
    const fresh = res.body.token as string;
    expect((await t.get('/auth/me', fresh)).status).toBe(200);
    expect((await t.get('/auth/me', first)).status).toBe(401);
    expect((await t.get('/auth/me', second)).status).toBe(401);
    expect((await t.post('/auth/login', { email, password: 'secret123' })).status).toBe(401);
    expect((await t.post('/auth/login', { email, password: 'brand-new-1' })).status).toBe(200);
  });

  it('refuses a short password and an anonymous caller', async () => {
    const email = await createUser('CUSTOMER');
    const token = await loginToken(email);
    const short = await t.post('/auth/change-password', { password: '123' }, token);
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: messages.validation.passwordMin, code: 'VALIDATION_ERROR' });
    expect((await t.post('/auth/change-password', { password: 'long-enough' })).status).toBe(401);
    expect((await t.get('/auth/me', token)).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const email = await createUser('CUSTOMER');
    const ghost = uniqueEmail('ghost');
    const real = await t.post('/auth/forgot-password', { email });
    const fake = await t.post('/auth/forgot-password', { email: ghost });
    expect(real.status).toBe(200);
    expect(fake.status).toBe(200);
    expect(real.body).toEqual({ message: m.resetSent });
    expect(fake.body).toEqual(real.body);
    await t.smtp.latestOtp(email);
    await t.app.mailOutbox.flush();
    expect(t.smtp.mailsTo(ghost)).toHaveLength(0);
  });

  it('resets with the mailed code once, and ends existing sign-ins', async () => {
    const email = await createUser('LISTENER', true);
    const old = await loginToken(email);
    await t.post('/auth/forgot-password', { email });
    const otp = await t.smtp.latestOtp(email);
    const bad = await t.post('/auth/reset-password', {
      email,
      otp: otp === '000000' ? '999999' : '000000',
      password: 'reset-pass-1',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: m.otpInvalid, code: 'OTP_INVALID' });
    const ok = await t.post('/auth/reset-password', { email, otp, password: 'reset-pass-1' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: m.passwordReset });
    expect((await t.post('/auth/reset-password', { email, otp, password: 'again-pass-2' })).status).toBe(400);
    expect((await t.get('/auth/me', old)).status).toBe(401);
    expect((await t.post('/auth/login', { email, password: 'reset-pass-1' })).status).toBe(200);
  });

  it('limits reset mails per email like sign-up codes', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 3; i += 1)
      expect((await t.post('/auth/forgot-password', { email })).status).toBe(200);
    const res = await t.post('/auth/forgot-password', { email });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(m.otpTooManySends);
  });
});
