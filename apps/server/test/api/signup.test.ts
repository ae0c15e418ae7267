// @module-tag embedded
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, messages } from '@app/contract';
import { createSignedInUser, signUpListener, uniqueEmail, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const m = messages.auth;

describe('POST /auth/signup', () => {
  it('mails a 6-digit code through SMTP and answers with a message', async () => {
    const email = uniqueEmail();
    const res = await t.post('/auth/signup', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: m.otpSent });
    expect(await t.smtp.latestOtp(email)).toMatch(/^\d{6}$/);
  });

  it('lower-cases and trims the email', async () => {
    const email = uniqueEmail();
    const res = await t.post('/auth/signup', { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    await t.app.mailOutbox.flush();
    expect(t.smtp.mailsTo(email)).toHaveLength(1);
  });

  it.each([
    ['missing email', {}, messages.validation.emailRequired],
    ['empty email', { email: '' }, messages.validation.emailRequired],
    ['email of the wrong type', { email: 42 }, messages.validation.emailRequired],
    ['not an email', { email: 'not-an-email' }, messages.validation.emailInvalid],
  ])('refuses %s with 400 and a message', async (_case, body, message) => {
    const res = await t.post('/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_ERROR' });
  });

  it('answers an email that already has an account exactly like a new one, and tells the owner by mail', async () => {
    const email = uniqueEmail();
    await signUpListener(t, email);
    const fresh = await t.post('/auth/signup', { email: uniqueEmail() });
    const res = await t.post('/auth/signup', { email });
    expect(res.status).toBe(fresh.status);
    expect(res.body).toEqual(fresh.body);
    await t.app.mailOutbox.flush();
    const mails = t.smtp.mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.raw).toMatch(/^Subject: .*you already have an account/m);
    expect(mails[1]?.raw).not.toMatch(/\b\d{6}\b/);
    // No code was mailed, and none works: the account is not touched.
    const verify = await t.post('/auth/verify-account', { email, password: 'hijack123', otp: '123456' });
    expect(verify.status).toBe(400);
    expect(verify.body).toMatchObject({ success: false, message: m.otpInvalid });
    expect((await t.post('/auth/login', { email, password: 'secret123' })).status).toBe(200);
  });

  it("answers an admin's email like any other", async () => {
    const admin = await createSignedInUser(t, 'ADMIN');
    const res = await t.post('/auth/signup', { email: admin.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: m.otpSent });
  });

  it('sends at most 3 codes per email in 10 minutes, then 429', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) expect((await t.post('/auth/signup', { email })).status).toBe(200);
    const res = await t.post('/auth/signup', { email });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: m.otpTooManySends, code: 'RATE_LIMITED' });
    await t.app.mailOutbox.flush();
    expect(t.smtp.mailsTo(email)).toHaveLength(3);
  });
});

describe('POST /auth/verify-account', () => {
  it('creates an unapproved listener and signs them in', async () => {
    const email = uniqueEmail();
    await t.post('/auth/signup', { email });
    const otp = await t.smtp.latestOtp(email);
    const res = await t.post('/auth/verify-account', { email, password: 'secret123', otp });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: m.accountCreated });
    const claims = decodeJwt(res.body.token as string);
    expect(claims).toMatchObject({
      email,
      role: 'LISTENER',
      approvedAt: null,
      profileImageUrl: null,
      avatar: null,
    });
    expect(typeof claims.id).toBe('string');
    expect(typeof claims.name).toBe('string');
    const me = await t.get('/auth/me', res.body.token as string);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, role: 'LISTENER' });
    const login = await t.post('/auth/login', { email, password: 'secret123' });
    expect(login.status).toBe(200);
  });

  it('answers success false for a wrong code', async () => {
    const email = uniqueEmail();
    await t.post('/auth/signup', { email });
    const otp = await t.smtp.latestOtp(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const res = await t.post('/auth/verify-account', { email, password: 'secret123', otp: wrong });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: m.otpInvalid, code: 'OTP_INVALID' });
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await t.post('/auth/signup', { email });
    const otp = await t.smtp.latestOtp(email);
    await t.database.db.execute(
      sql`update otp_codes set expires_at = now() - interval '1 second' where email = ${email}`,
    );
    const res = await t.post('/auth/verify-account', { email, password: 'secret123', otp });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect((await t.post('/auth/login', { email, password: 'secret123' })).status).toBe(401);
  });

  it('uses a code once', async () => {
    const email = uniqueEmail();
    await t.post('/auth/signup', { email });
    const otp = await t.smtp.latestOtp(email);
    expect((await t.post('/auth/verify-account', { email, password: 'secret123', otp })).status).toBe(200);
    const again = await t.post('/auth/verify-account', { email, password: 'other123', otp });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: m.otpInvalid });
    // The first password still stands.
    expect((await t.post('/auth/login', { email, password: 'other123' })).status).toBe(401);
  });

  it('allows 5 wrong tries, then even the right code needs a new one (429)', async () => {
    const email = uniqueEmail();
    await t.post('/auth/signup', { email });
    const otp = await t.smtp.latestOtp(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      expect(
        (await t.post('/auth/verify-account', { email, password: 'secret123', otp: wrong })).status,
      ).toBe(400);
    }
    const sixth = await t.post('/auth/verify-account', { email, password: 'secret123', otp });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ message: m.otpTooManyAttempts, code: 'RATE_LIMITED' });
    // A new code works.
    await t.post('/auth/signup', { email });
    const fresh = await t.smtp.latestOtp(email, 2);
    expect((await t.post('/auth/verify-account', { email, password: 'secret123', otp: fresh })).status).toBe(
      200,
    );
  });

  it('a new code replaces the older one', async () => {
    const email = uniqueEmail();
    await t.post('/auth/signup', { email });
    const first = await t.smtp.latestOtp(email);
    await t.post('/auth/signup', { email });
    const second = await t.smtp.latestOtp(email, 2);
    if (first !== second) {
      expect(
        (await t.post('/auth/verify-account', { email, password: 'secret123', otp: first })).status,
      ).toBe(400);
    }
    expect((await t.post('/auth/verify-account', { email, password: 'secret123', otp: second })).status).toBe(
      200,
    );
  });

  it.each([
    ['a short password', { password: '12345' }, messages.validation.passwordMin],
    ['a missing password', { password: undefined }, messages.validation.passwordRequired],
    ['a missing code', { otp: undefined }, messages.validation.otpRequired],
    ['a code with letters', { otp: '12ab56' }, messages.validation.otpLength],
    ['a code too long', { otp: '1234567' }, messages.validation.otpLength],
    ['a numeric code', { otp: 123456 }, messages.validation.otpRequired],
  ])('refuses %s with 400 and loses nothing', async (_case, override, message) => {
    const email = uniqueEmail();
    await t.post('/auth/signup', { email });
    const otp = await t.smtp.latestOtp(email);
    const res = await t.post('/auth/verify-account', { email, password: 'secret123', otp, ...override });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR' });
    // The code is still good for a correct request.
    expect((await t.post('/auth/verify-account', { email, password: 'secret123', otp })).status).toBe(200);
  });
});
