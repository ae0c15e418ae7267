import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { signUpListener, uniqueEmail, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();

const signUp = async (
  email: string,
  body: Record<string, unknown>,
  verifyExtra: Record<string, unknown> = {},
) => {
  const sent = t.smtp.mailsTo(email).length;
  const start = await t.post('/auth/signup', { email, ...body });
  expect(start).toMatchObject({ status: 200, body: { message: messages.auth.otpSent } });
  const otp = await t.smtp.latestOtp(email, sent + 1);
  return t.post('/auth/verify-account', { email, password: 'secret123', otp, ...verifyExtra });
};

describe('sign-up as a customer', () => {
  it('creates a CUSTOMER with the given name through the mailed code; the token carries both', async () => {
    const email = uniqueEmail('asha');
    const res = await signUp(email, { role: 'CUSTOMER' }, { name: '  Asha Rao ' });
    expect(res.status).toBe(200);
    const claims = decodeJwt(res.body.token as string);
    expect(claims).toMatchObject({ role: 'CUSTOMER', name: 'Asha Rao', email, approvedAt: null });
    // A customer has a wallet (empty until the first purchase) and no listener features.
    const token = res.body.token as string;
    expect((await t.get('/wallet', token)).body).toEqual({
      data: { balance: 0, paymentMode: 'TEST', coinValuePaise: 100 },
    });
    expect((await t.get('/listener/get-profile', token)).status).toBe(403);
    const login = await t.post('/auth/login', { email, password: 'secret123' });
    expect(decodeJwt(login.body.token as string).role).toBe('CUSTOMER');
  });

  it('keeps the default: no role is a LISTENER named after the email', async () => {
    const email = uniqueEmail('ravi');
    const token = await signUpListener(t, email);
    expect(decodeJwt(token)).toMatchObject({ role: 'LISTENER', name: email.split('@')[0] });
  });

  it('uses the role of the latest code when a sign-up is started again', async () => {
    const email = uniqueEmail('switch');
    await t.post('/auth/signup', { email, role: 'LISTENER' });
    await t.smtp.latestOtp(email, 1);
    const res = await signUp(email, { role: 'CUSTOMER' });
    expect(decodeJwt(res.body.token as string).role).toBe('CUSTOMER');
  });

  it.each([['ADMIN'], ['customer'], [5]])('refuses role %s with 400', async (role) => {
    const res = await t.post('/auth/signup', { email: uniqueEmail(), role });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'role must be LISTENER or CUSTOMER', code: 'VALIDATION_ERROR' });
  });

  it('refuses a blank name at verification with 400 and keeps the code usable', async () => {
    const email = uniqueEmail();
    await t.post('/auth/signup', { email, role: 'CUSTOMER' });
    const otp = await t.smtp.latestOtp(email);
    const blank = await t.post('/auth/verify-account', { email, password: 'secret123', otp, name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Name cannot be blank' });
    const ok = await t.post('/auth/verify-account', { email, password: 'secret123', otp, name: 'Meera' });
    expect(decodeJwt(ok.body.token as string)).toMatchObject({ role: 'CUSTOMER', name: 'Meera' });
  });
});
