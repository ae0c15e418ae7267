// @module-tag embedded
// Two-step sign-in (issue 25 §1): enrolment, the code step at sign-in, recovery codes, and the tries and
// single use under real parallel HTTP requests. Runs on both databases (api-pglite and api-postgres).
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, TWO_FACTOR_MAX_FAILURES, TWO_FACTOR_RECOVERY_CODES, messages } from '@app/contract';
import { twoFactors } from '../../src/db/schema.ts';
import { AppError } from '../../src/errors.ts';
import { openTestSocket } from '../support/sockets.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const m = messages.twoFactor;
// A clock the test moves: each accepted app code needs a later 30-second step than the one before.
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
const nextStep = () => {
  nowMs += 30_000;
};
const t = await useTestApp({ clock });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
const base = `${origin}${API_PREFIX}`;

/** A real HTTP request (parallel ones really run in parallel). */
const http = async (path: string, body?: unknown, token?: string) => {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-client': 'web',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const codeFor = (secret: string, atMs = nowMs) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: atMs,
  });

/** A user with two-step sign-in confirmed through the API; the clock stands one step after the confirm. */
const enrolledUser = async (role: 'LISTENER' | 'CUSTOMER' | 'ADMIN' = 'CUSTOMER') => {
  const user = await createSignedInUser(t, role, { twoFactor: false });
  const start = await http('/auth/two-factor/enrol', {}, user.token);
  expect(start.status).toBe(200);
  const secret = start.body.secret as string;
  const confirm = await http('/auth/two-factor/confirm', { code: codeFor(secret) }, user.token);
  expect(confirm.status).toBe(200);
  nextStep();
  return {
    ...user,
    secret,
    token: confirm.body.token as string,
    recoveryCodes: confirm.body.recoveryCodes as string[],
  };
};

const challengeFor = async (email: string, password = 'secret123') => {
  const login = await http('/auth/login', { email, password });
  expect(login.status).toBe(200);
  expect(login.body).not.toHaveProperty('token');
  expect(login.body.twoFactorRequired).toBe(true);
  return login.body.challenge as string;
};

describe('enrolment', () => {
  it('an account without two-step sign-in signs in with the password alone, as before', async () => {
    const user = await createSignedInUser(t, 'LISTENER');
    const login = await http('/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body)).toEqual(['token']);
    const status = await http('/auth/two-factor', undefined, user.token);
    expect(status.body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
  });

  it('hands out a key, its otpauth URI and a server-rendered QR code; the key is stored encrypted', async () => {
    const user = await createSignedInUser(t, 'CUSTOMER');
    const start = await http('/auth/two-factor/enrol', {}, user.token);
    expect(start.status).toBe(200);
    const secret = start.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(start.body.otpauthUri as string);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('ListenWell');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    const qr = start.body.qrCode as string;
    expect(qr.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(qr.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    expect(row?.confirmedAt).toBeNull();
    expect(row?.secretEncrypted).not.toContain(secret);
    // Not on until confirmed: the password alone still signs in.
    const login = await http('/auth/login', { email: user.email, password: user.password });
    expect(login.body).toHaveProperty('token');
  });

  it('a wrong code does not turn it on; the right one does, ends other sign-ins and shows 10 recovery codes once', async () => {
    const user = await createSignedInUser(t, 'LISTENER');
    const other = await http('/auth/login', { email: user.email, password: user.password });
    const start = await http('/auth/two-factor/enrol', {}, user.token);
    const secret = start.body.secret as string;
    const wrong = await http(
      '/auth/two-factor/confirm',
      { code: codeFor(secret, nowMs - 120_000) },
      user.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'OTP_INVALID', message: m.codeInvalid });
    const badShape = await http('/auth/two-factor/confirm', { code: '12ab' }, user.token);
    expect(badShape.status).toBe(400);
    expect(badShape.body.message).toBe(m.totpFormat);

    const confirm = await http('/auth/two-factor/confirm', { code: codeFor(secret) }, user.token);
    expect(confirm.status).toBe(200);
    const codes = confirm.body.recoveryCodes as string[];
    expect(codes).toHaveLength(TWO_FACTOR_RECOVERY_CODES);
    expect(new Set(codes).size).toBe(TWO_FACTOR_RECOVERY_CODES);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    // Every earlier sign-in ended; the fresh token works.
    expect((await http('/auth/me', undefined, user.token)).status).toBe(401);
    expect((await http('/auth/me', undefined, other.body.token as string)).status).toBe(401);
    const fresh = confirm.body.token as string;
    const status = await http('/auth/two-factor', undefined, fresh);
    expect(status.body).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: TWO_FACTOR_RECOVERY_CODES,
    });
    // Confirmed once: a second enrolment is refused (the key is never replaced silently).
    const again = await http('/auth/two-factor/enrol', {}, fresh);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.alreadyEnabled);
    nextStep();
  });
});

describe('the code step at sign-in', () => {
  it('the password answers a challenge, not a token; the app code of a new step signs in', async () => {
    const user = await enrolledUser('LISTENER');
    const challenge = await challengeFor(user.email);
    const wrongPassword = await http('/auth/login', { email: user.email, password: 'nope-nope' });
    expect(wrongPassword.status).toBe(401);
    const signIn = await http('/auth/two-factor/sign-in', { challenge, code: codeFor(user.secret) });
    expect(signIn.status).toBe(200);
    const me = await http('/auth/me', undefined, signIn.body.token as string);
    expect(me.status).toBe(200);
    expect((me.body.user as { email: string }).email).toBe(user.email);
  });

  it('a code already used (the one that confirmed enrolment, or at sign-in) is refused within its window', async () => {
    const user = await createSignedInUser(t, 'CUSTOMER');
    const secret = (await http('/auth/two-factor/enrol', {}, user.token)).body.secret as string;
    const enrolCode = codeFor(secret);
    expect((await http('/auth/two-factor/confirm', { code: enrolCode }, user.token)).status).toBe(200);
    const challenge = await challengeFor(user.email);
    const replay = await http('/auth/two-factor/sign-in', { challenge, code: enrolCode });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(m.codeInvalid);
    nextStep();
    const code = codeFor(secret);
    expect((await http('/auth/two-factor/sign-in', { challenge, code })).status).toBe(200);
    // Same code again, still inside its window (±1 step): refused.
    const again = await http('/auth/two-factor/sign-in', { challenge: await challengeFor(user.email), code });
    expect(again.status).toBe(400);
    // An older step's code is refused too once a newer one was accepted.
    const older = codeFor(secret, nowMs - 30_000);
    expect((await http('/auth/two-factor/sign-in', { challenge, code: older })).status).toBe(400);
    nextStep();
  });

  it('a bad, foreign or outdated challenge is refused', async () => {
    const user = await enrolledUser();
    const garbage = await http('/auth/two-factor/sign-in', { challenge: 'abc.def.ghi', code: '123456' });
    expect(garbage.status).toBe(401);
    expect(garbage.body.message).toBe(m.challengeExpired);
    // An access token is no challenge.
    const token = await http('/auth/two-factor/sign-in', {
      challenge: user.token,
      code: codeFor(user.secret),
    });
    expect(token.status).toBe(401);
    // A password change after the password step voids the challenge.
    const challenge = await challengeFor(user.email);
    const changed = await http('/auth/change-password', { password: 'another-pass-1' }, user.token);
    expect(changed.status).toBe(200);
    const late = await http('/auth/two-factor/sign-in', { challenge, code: codeFor(user.secret) });
    expect(late.status).toBe(401);
    // An expired one (the step may take 5 minutes).
    const fresh = await challengeFor(user.email, 'another-pass-1');
    nowMs += 6 * 60_000;
    const expired = await http('/auth/two-factor/sign-in', { challenge: fresh, code: codeFor(user.secret) });
    expect(expired.status).toBe(401);
    nextStep();
  });

  it('a recovery code signs in once, in any case and without the dash; the count goes down', async () => {
    const user = await enrolledUser();
    const [first, second] = user.recoveryCodes as [string, string];
    const ok = await http('/auth/two-factor/sign-in', {
      challenge: await challengeFor(user.email),
      code: first,
    });
    expect(ok.status).toBe(200);
    const reused = await http('/auth/two-factor/sign-in', {
      challenge: await challengeFor(user.email),
      code: first,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(m.codeInvalid);
    const typed = second.replace('-', ' ').toLowerCase();
    const okTyped = await http('/auth/two-factor/sign-in', {
      challenge: await challengeFor(user.email),
      code: typed,
    });
    expect(okTyped.status).toBe(200);
    const status = await http('/auth/two-factor', undefined, okTyped.body.token as string);
    expect(status.body.recoveryCodesLeft).toBe(TWO_FACTOR_RECOVERY_CODES - 2);
    const badShape = await http('/auth/two-factor/sign-in', {
      challenge: await challengeFor(user.email),
      code: '***',
    });
    expect(badShape.status).toBe(400);
    expect(badShape.body.message).toBe(m.codeFormat);
  });
});

describe('races', () => {
  it('one app code sent in parallel signs in exactly once', async () => {
    const user = await enrolledUser();
    const challenge = await challengeFor(user.email);
    const code = codeFor(user.secret);
    const results = await Promise.all(
      // As many as the tries allow, so every one of them is compared.
      Array.from({ length: TWO_FACTOR_MAX_FAILURES }, () =>
        http('/auth/two-factor/sign-in', { challenge, code }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(TWO_FACTOR_MAX_FAILURES - 1);
    nextStep();
  });

  it('one recovery code used twice in parallel: one success', async () => {
    const user = await enrolledUser();
    const code = user.recoveryCodes[0] as string;
    const [a, b] = await Promise.all([challengeFor(user.email), challengeFor(user.email)]);
    const results = await Promise.all([
      http('/auth/two-factor/sign-in', { challenge: a, code }),
      http('/auth/two-factor/sign-in', { challenge: b, code }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const status = await http('/auth/two-factor', undefined, user.token);
    expect(status.body.recoveryCodesLeft).toBe(TWO_FACTOR_RECOVERY_CODES - 1);
  });

  it(`parallel wrong codes get exactly ${TWO_FACTOR_MAX_FAILURES} comparisons; then even the right code waits`, async () => {
    const user = await enrolledUser();
    const challenge = await challengeFor(user.email);
    const right = codeFor(user.secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const results = await Promise.all(
      Array.from({ length: TWO_FACTOR_MAX_FAILURES * 3 }, () =>
        http('/auth/two-factor/sign-in', { challenge, code: wrong }),
      ),
    );
    expect(results.filter((r) => r.status === 400)).toHaveLength(TWO_FACTOR_MAX_FAILURES);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(TWO_FACTOR_MAX_FAILURES * 2);
    expect(limited[0]?.body.message).toBe(m.tooManyAttempts);
    const blocked = await http('/auth/two-factor/sign-in', { challenge, code: right });
    expect(blocked.status).toBe(429);
    // The window passes: the right code works (and the count starts afresh).
    nowMs += 16 * 60_000;
    const later = await http('/auth/two-factor/sign-in', {
      challenge: await challengeFor(user.email),
      code: codeFor(user.secret),
    });
    expect(later.status).toBe(200);
    nextStep();
  });
});

describe('managing it', () => {
  it('turning it off needs the password and a code; then the password alone signs in again', async () => {
    const user = await enrolledUser('LISTENER');
    const pending = await challengeFor(user.email);
    const wrongPassword = await http(
      '/auth/two-factor/disable',
      { password: 'wrong-one', code: codeFor(user.secret) },
      user.token,
    );
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body.message).toBe(m.passwordInvalid);
    const wrongCode = await http(
      '/auth/two-factor/disable',
      { password: user.password, code: '000000' },
      user.token,
    );
    expect(wrongCode.status).toBe(400);
    const noCode = await http('/auth/two-factor/disable', { password: user.password }, user.token);
    expect(noCode.status).toBe(400);
    const off = await http(
      '/auth/two-factor/disable',
      { password: user.password, code: codeFor(user.secret) },
      user.token,
    );
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(m.disabled);
    const login = await http('/auth/login', { email: user.email, password: user.password });
    expect(login.body).toHaveProperty('token');
    const status = await http('/auth/two-factor', undefined, user.token);
    expect(status.body.enabled).toBe(false);
    // A challenge from before it was turned off no longer leads anywhere.
    nextStep();
    const stale = await http('/auth/two-factor/sign-in', { challenge: pending, code: codeFor(user.secret) });
    expect(stale.status).toBe(401);
    nextStep();
  });

  it('an admin may not turn it off', async () => {
    const admin = await enrolledUser('ADMIN');
    const status = await http('/auth/two-factor', undefined, admin.token);
    expect(status.body).toMatchObject({ enabled: true, required: true });
    const off = await http(
      '/auth/two-factor/disable',
      { password: admin.password, code: codeFor(admin.secret) },
      admin.token,
    );
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(m.adminMustKeep);
  });

  it('new recovery codes replace the old ones', async () => {
    const user = await enrolledUser();
    const renewed = await http('/auth/two-factor/recovery-codes', { code: codeFor(user.secret) }, user.token);
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(TWO_FACTOR_RECOVERY_CODES);
    const old = await http('/auth/two-factor/sign-in', {
      challenge: await challengeFor(user.email),
      code: user.recoveryCodes[0],
    });
    expect(old.status).toBe(400);
    const next = await http('/auth/two-factor/sign-in', {
      challenge: await challengeFor(user.email),
      code: fresh[0],
    });
    expect(next.status).toBe(200);
    nextStep();
  });

  it('needs a signed-in caller', async () => {
    expect((await http('/auth/two-factor')).status).toBe(401);
    expect((await http('/auth/two-factor/enrol', {})).status).toBe(401);
  });
});

describe('required for every admin', () => {
  it('an admin without it reaches only its set-up (API and socket); once set up, everything', async () => {
    const admin = await createSignedInUser(t, 'ADMIN', { twoFactor: false });
    const me = await http('/auth/me', undefined, admin.token);
    expect(me.status).toBe(200);
    expect(me.body.twoFactorEnabled).toBe(false);
    for (const path of ['/admin/users', '/admin/audit-logs', '/admin/withdrawals']) {
      const refused = await http(path, undefined, admin.token);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toEqual({ code: 'TWO_FACTOR_REQUIRED', message: m.adminRequired });
    }
    // A write is refused too, before its body is read.
    const write = await http('/admin/plans', { name: 'x' }, admin.token);
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('TWO_FACTOR_REQUIRED');
    // No live updates either.
    await expect(openTestSocket(origin, admin.token)).rejects.toThrow(m.adminRequired);

    const start = await http('/auth/two-factor/enrol', {}, admin.token);
    expect(start.status).toBe(200);
    const confirm = await http(
      '/auth/two-factor/confirm',
      { code: codeFor(start.body.secret as string) },
      admin.token,
    );
    expect(confirm.status).toBe(200);
    nextStep();
    const token = confirm.body.token as string;
    expect((await http('/admin/users', undefined, token)).status).toBe(200);
    expect((await http('/auth/me', undefined, token)).body.twoFactorEnabled).toBe(true);
    (await openTestSocket(origin, token)).close();
  });

  it('a customer or listener without it uses everything as before', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    expect((await http('/auth/me', undefined, customer.token)).body.twoFactorEnabled).toBe(false);
    expect((await http('/wallet', undefined, customer.token)).status).toBe(200);
  });
});

describe('verifySecondFactor (the guard other modules call)', () => {
  const verify = (userId: string, code: string | undefined) =>
    t.app.services.twoFactor.verifySecondFactor(userId, code);

  it('resolves for an account without two-step sign-in, with or without a code', async () => {
    const user = await createSignedInUser(t, 'LISTENER');
    await expect(verify(user.id, undefined)).resolves.toBeUndefined();
    await expect(verify(user.id, '123456')).resolves.toBeUndefined();
  });

  it('an enrolled account needs a valid, unused code', async () => {
    const user = await enrolledUser('LISTENER');
    await expect(verify(user.id, undefined)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: m.codeRequired,
    });
    await expect(verify(user.id, '000000')).rejects.toBeInstanceOf(AppError);
    const code = codeFor(user.secret);
    await expect(verify(user.id, code)).resolves.toBeUndefined();
    await expect(verify(user.id, code)).rejects.toMatchObject({ code: 'OTP_INVALID' });
    await expect(verify(user.id, user.recoveryCodes[3])).resolves.toBeUndefined();
    nextStep();
  });
});
