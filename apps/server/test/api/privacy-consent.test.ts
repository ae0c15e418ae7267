// @module-tag embedded
// The privacy notice and consent to it (issue 25 §3): the public notice names the current version and
// the grievance officer (settings); sign-up records the agreement with its version when the client sends
// it (a spec client that does not still signs up); a signed-in account agrees through POST
// /privacy/consent, only to the current version; every version agreed to is kept; auth/me says the
// newest one.
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION, messages } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { privacyConsents } from '../../src/db/schema.ts';
import { createSignedInUser, uniqueEmail, useTestApp } from '../support/test-app.ts';

const t = await useTestApp({
  env: {
    GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
    GRIEVANCE_EMAIL: 'dpo@example.test',
    GRIEVANCE_PHONE: '+91 80 1234 5678',
  },
});

const consentsOf = (userId: string) =>
  t.database.db.select().from(privacyConsents).where(eq(privacyConsents.userId, userId));
const meOf = async (token: string) => {
  const me = await t.get('/auth/me', token);
  expect(me.status).toBe(200);
  return me.body as { user: { id: string }; privacyConsentVersion: string | null };
};

/** Starts a sign-up and answers the mailed code. */
const startSignup = async (email: string, role?: 'CUSTOMER') => {
  const sent = t.smtp.mailsTo(email).length;
  const start = await t.post('/auth/signup', role ? { email, role } : { email });
  expect(start.status).toBe(200);
  return t.smtp.latestOtp(email, sent + 1);
};

describe('GET /privacy/notice', () => {
  it('answers anyone the current version and the grievance officer from the settings', async () => {
    const res = await t.get('/privacy/notice');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        version: PRIVACY_NOTICE_VERSION,
        grievance: { name: 'Meera Iyer', email: 'dpo@example.test', phone: '+91 80 1234 5678' },
      },
    });
  });
});

describe('consent at sign-up', () => {
  it('records the version and the time with the new account, and auth/me says it', async () => {
    const email = uniqueEmail('consenting');
    const otp = await startSignup(email, 'CUSTOMER');
    const before = Date.now();
    const verify = await t.post('/auth/verify-account', {
      email,
      password: 'secret123',
      otp,
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(verify.status).toBe(200);
    const me = await meOf(verify.body.token as string);
    expect(me.privacyConsentVersion).toBe(PRIVACY_NOTICE_VERSION);
    const rows = await consentsOf(me.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.version).toBe(PRIVACY_NOTICE_VERSION);
    expect(rows[0]?.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]?.consentedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("keeps the spec's payload working: no consent field, an account without consent", async () => {
    const email = uniqueEmail('spec-client');
    const otp = await startSignup(email);
    const verify = await t.post('/auth/verify-account', { email, password: 'secret123', otp });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ success: true });
    const me = await meOf(verify.body.token as string);
    expect(me.privacyConsentVersion).toBeNull();
    expect(await consentsOf(me.user.id)).toEqual([]);
  });

  it('refuses an outdated version before spending the code, so the person can try again', async () => {
    const email = uniqueEmail('stale');
    const otp = await startSignup(email);
    const stale = await t.post('/auth/verify-account', {
      email,
      password: 'secret123',
      otp,
      consentVersion: '2020-01-01',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(messages.privacy.errors.versionOutdated(PRIVACY_NOTICE_VERSION));
    const retry = await t.post('/auth/verify-account', {
      email,
      password: 'secret123',
      otp,
      consentVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(retry.status).toBe(200);
  });
});

describe('POST /privacy/consent', () => {
  it('records the current version once, however often it is sent, in parallel too', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    expect((await meOf(customer.token)).privacyConsentVersion).toBeNull();
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.post('/privacy/consent', { version: PRIVACY_NOTICE_VERSION }, customer.token)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const first = answers[0]?.body.data as { version: string; consentedAt: string };
    expect(first.version).toBe(PRIVACY_NOTICE_VERSION);
    // All three answer the one record.
    expect(new Set(answers.map((a) => (a.body.data as { consentedAt: string }).consentedAt)).size).toBe(1);
    expect(await consentsOf(customer.id)).toHaveLength(1);
    expect((await meOf(customer.token)).privacyConsentVersion).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('refuses a version that is not the current one, and a missing one, recording nothing', async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const old = await t.post('/privacy/consent', { version: '2025-01-01' }, listener.token);
    expect(old.status).toBe(409);
    expect(old.body.message).toBe(messages.privacy.errors.versionOutdated(PRIVACY_NOTICE_VERSION));
    const missing = await t.post('/privacy/consent', {}, listener.token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain(messages.privacy.errors.versionRequired);
    expect(await consentsOf(listener.id)).toEqual([]);
  });

  it('needs a sign-in', async () => {
    const res = await t.post('/privacy/consent', { version: PRIVACY_NOTICE_VERSION });
    expect(res.status).toBe(401);
  });

  it('keeps the history: an earlier version stays recorded, and auth/me says the newest', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    // An agreement to an earlier notice, as the account would have given it then.
    await t.database.db
      .insert(privacyConsents)
      .values({ userId: customer.id, version: '2026-01-15', consentedAt: new Date('2026-01-15T10:00:00Z') });
    expect((await meOf(customer.token)).privacyConsentVersion).toBe('2026-01-15');
    const res = await t.post('/privacy/consent', { version: PRIVACY_NOTICE_VERSION }, customer.token);
    expect(res.status).toBe(200);
    const rows = await consentsOf(customer.id);
    expect(rows.map((r) => r.version).sort()).toEqual(['2026-01-15', PRIVACY_NOTICE_VERSION]);
    expect((await meOf(customer.token)).privacyConsentVersion).toBe(PRIVACY_NOTICE_VERSION);
    const old = await t.database.db
      .select()
      .from(privacyConsents)
      .where(and(eq(privacyConsents.userId, customer.id), eq(privacyConsents.version, '2026-01-15')));
    expect(old[0]?.consentedAt.toISOString()).toBe('2026-01-15T10:00:00.000Z');
  });
});
