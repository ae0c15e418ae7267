// @module-tag embedded
// Issue 24: the server answers in the request's language, and mails a person in the language their
// account reads.
import { describe, expect, it } from 'vitest';
import { API_PREFIX, messages, OTP_TTL_MINUTES } from '@app/contract';
import { withLocale } from '../../src/lib/locale-context.ts';
import { createSignedInUser, uniqueEmail, useTestApp } from '../support/test-app.ts';
import { actOnCase, createCompletedSession, reportedCase } from '../support/safety.ts';
import { createTestClock } from '../support/marketplace.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };
const inHindi = <T>(read: () => T): T => withLocale('hi', read);
const DEVANAGARI = /[\u0900-\u097F]/;

const setLocale = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  t.call('PUT', `${API_PREFIX}/auth/me/locale`, { body, token, headers });

describe('answers in the language of the request', () => {
  it('a schema’s message and a service’s message, in Hindi for Accept-Language hi, English otherwise', async () => {
    const badEmail = { email: 'not-an-email', password: 'secret123' };
    const english = await t.call('POST', `${API_PREFIX}/auth/login`, { body: badEmail });
    expect(english.body).toEqual({ message: messages.validation.emailInvalid, code: 'VALIDATION_ERROR' });
    const hindi = await t.call('POST', `${API_PREFIX}/auth/login`, { body: badEmail, headers: HINDI });
    expect(hindi.status).toBe(400);
    expect(hindi.body.message).toBe(inHindi(() => messages.validation.emailInvalid));
    expect(hindi.body.message).toMatch(DEVANAGARI);

    const wrong = { email: uniqueEmail(), password: 'secret123' };
    const refused = await t.call('POST', `${API_PREFIX}/auth/login`, { body: wrong, headers: HINDI });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(inHindi(() => messages.auth.invalidCredentials));
    expect(refused.body.message).not.toBe(messages.auth.invalidCredentials);
    const other = await t.call('POST', `${API_PREFIX}/auth/login`, {
      body: wrong,
      headers: { 'accept-language': 'ta-IN, fr;q=0.8' },
    });
    expect(other.body.message).toBe(messages.auth.invalidCredentials);
  });
});

describe('the account’s language', () => {
  it('a sign-up made in Hindi gets its OTP mail in Hindi, and the account reads Hindi', async () => {
    const email = uniqueEmail('hindi');
    const started = await t.call('POST', `${API_PREFIX}/auth/signup`, {
      body: { email, role: 'CUSTOMER' },
      headers: HINDI,
    });
    expect(started.body).toEqual({ message: inHindi(() => messages.auth.otpSent) });
    const otp = await t.smtp.latestOtp(email);
    const mail = await t.smtp.readMail(email);
    expect(mail.subject).toBe(`ListenWell: आपका OTP ${otp} है`);
    expect(mail.text).toBe(inHindi(() => messages.mails.signupOtpText(otp, OTP_TTL_MINUTES)));
    expect(mail.text).toContain(`${OTP_TTL_MINUTES} मिनट`);

    const verified = await t.call('POST', `${API_PREFIX}/auth/verify-account`, {
      body: { email, password: 'secret123', otp },
      headers: HINDI,
    });
    expect(verified.status).toBe(200);
    const me = await t.get('/auth/me', verified.body.token as string);
    expect(me.body.locale).toBe('hi');
  });

  it('is chosen by its owner; their reset mail follows it whatever the screen’s language', async () => {
    const user = await createSignedInUser(t, 'CUSTOMER');
    expect((await t.get('/auth/me', user.token)).body.locale).toBe('en');

    const saved = await setLocale(user.token, { locale: 'hi' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: 'भाषा सेव हो गई', locale: 'hi' });
    expect((await t.get('/auth/me', user.token)).body.locale).toBe('hi');

    await t.post('/auth/forgot-password', { email: user.email });
    const otp = await t.smtp.latestOtp(user.email);
    const mail = await t.smtp.readMail(user.email);
    expect(mail.text).toBe(inHindi(() => messages.mails.resetOtpText(otp, OTP_TTL_MINUTES)));

    expect((await setLocale(user.token, { locale: 'en' })).body).toEqual({
      message: messages.common.localeSaved,
      locale: 'en',
    });
    await t.post('/auth/forgot-password', { email: user.email });
    const again = await t.smtp.readMail(user.email, 2);
    expect(again.subject).toMatch(/^ListenWell: your OTP is \d{6}$/);
  });

  it('refuses a language it does not speak, a missing one, and a stranger', async () => {
    const user = await createSignedInUser(t, 'LISTENER');
    for (const body of [{ locale: 'fr' }, {}, { locale: 7 }]) {
      const refused = await setLocale(user.token, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: messages.common.localeInvalid, code: 'VALIDATION_ERROR' });
    }
    const inHindiScreen = await setLocale(user.token, { locale: 'fr' }, HINDI);
    expect(inHindiScreen.body.message).toBe(inHindi(() => messages.common.localeInvalid));
    expect((await t.get('/auth/me', user.token)).body.locale).toBe('en');
    const signedOut = await t.call('PUT', `${API_PREFIX}/auth/me/locale`, { body: { locale: 'hi' } });
    expect(signedOut.status).toBe(401);
  });
});

describe('a warning from the moderators', () => {
  it('reaches a listener who reads Hindi in Hindi, with the session’s time in Hindi, whatever the admin reads', async () => {
    const admin = await createSignedInUser(t, 'ADMIN');
    const { customer, listener, sessionId } = await createCompletedSession(t, clock);
    expect((await setLocale(listener.token, { locale: 'hi' })).status).toBe(200);
    const row = await reportedCase(t, admin.token, customer, sessionId, 'POOR_SERVICE');
    const words = 'Please listen more than you speak.';
    const warned = await actOnCase(t, admin.token, row.id, { action: 'WARN', warn: 'LISTENER', note: words });
    expect(warned.status).toBe(200);
    const mail = await t.smtp.readMail(listener.email);
    expect(mail.subject).toBe('ListenWell: आपके व्यवहार के बारे में एक चेतावनी');
    expect(mail.text).toMatch(/^नमस्ते /);
    expect(mail.text).toContain('(भारतीय समय)');
    expect(mail.text).toContain(words);
    expect(mail.text).not.toMatch(/Hello|India time|Trust and Safety/);
  });
});

describe('the listener’s dashboard', () => {
  it('writes its change texts and recent activity in the language of the request', async () => {
    const { listener, customer } = await createCompletedSession(t, clock, { coinsPerMinute: 10, minutes: 5 });
    const stats = async (headers: Record<string, string> = {}) => {
      const answer = await t.call('GET', `${API_PREFIX}/dashboard/listener-stats`, {
        token: listener.token,
        headers,
      });
      expect(answer.status).toBe(200);
      return answer.body.data as {
        sessionsChange: string;
        earningsChange: string;
        totalEarnings: number;
        recentActivity: { kind: string; text: string }[];
      };
    };
    const english = await stats();
    const hindi = await stats(HINDI);
    // A first month: '+1 this month', which the spec colours by its first character in both languages.
    expect(english.sessionsChange).toBe(messages.listenerDashboard.newThisMonth(1));
    expect(hindi.sessionsChange).toBe(inHindi(() => messages.listenerDashboard.newThisMonth(1)));
    expect(hindi.sessionsChange).toMatch(/^\+1 /);
    expect(hindi.sessionsChange).toMatch(DEVANAGARI);

    // The session's one line: the listener kept all they earned so far (totalEarnings).
    const completed = (data: typeof english) =>
      data.recentActivity.find((line) => line.kind === 'COMPLETED')?.text;
    const kept = english.totalEarnings;
    expect(kept).toBeGreaterThan(0);
    expect(completed(english)).toBe(`5-minute session with ${customer.name}: earned ${kept} coins`);
    expect(completed(hindi)).toBe(`${customer.name} के साथ 5 मिनट का सेशन: ${kept} कॉइन कमाए`);
  });
});
