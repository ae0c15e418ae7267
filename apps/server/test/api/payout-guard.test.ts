// @module-tag embedded
import { describe, expect, it } from 'vitest';
import { DASHBOARD_TIME_ZONE, LOGIN_MAX_FAILURES, formatDateTime, messages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { withdrawals } from '../../src/db/schema.ts';
import { createPaidListener, createTestClock, requestWithdrawal } from '../support/marketplace.ts';
import { createSignedInUser, totpCode, useTestApp, validProfile } from '../support/test-app.ts';
import { loadProfile } from '../../src/modules/listeners/listener-views.ts';
import { createPayoutGuard } from '../../src/modules/listeners/payout-guard.ts';
import { createStepUp } from '../../src/lib/step-up.ts';
import { clearLoginFailures, reserveLoginAttempt } from '../../src/modules/auth/auth.repository.ts';
import { AppError } from '../../src/errors.ts';

// Issue 25 §2: a change of the UPI id needs the password, mails the account (masked ids) and pauses
// withdrawals for WITHDRAWAL_HOLD_HOURS (24 by default) on the app clock.

const clock = createTestClock();
const t = await useTestApp({ clock, env: { EARNINGS_HOLD_HOURS: '0' } });
const admin = await createSignedInUser(t, 'ADMIN');
const p = messages.profile;
const HOUR_MS = 3_600_000;
const earnedLongAgo = () => new Date(clock.now().getTime() - 48 * HOUR_MS);

const changeUpi = (token: string, body: Record<string, unknown>) =>
  t.post('/listener/payout-details', body, token);
const storedUpi = async (token: string) =>
  ((await t.get('/listener/get-profile', token)).body.data as { withdrawalUpiId: string | null })
    .withdrawalUpiId;
const indiaTime = (at: Date) =>
  formatDateTime(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: DASHBOARD_TIME_ZONE }, 'en');

describe('POST /listener/payout-details', () => {
  it('refuses a change without the password, and with a wrong one; nothing changes, no mail', async () => {
    const listener = await createPaidListener(t, 500, 'ravi.k@okaxis', earnedLongAgo());
    const missing = await changeUpi(listener.token, { withdrawalUpiId: 'thief@okicici' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(p.payoutPasswordRequired);
    const wrong = await changeUpi(listener.token, {
      withdrawalUpiId: 'thief@okicici',
      currentPassword: 'not-the-password',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe(p.payoutPasswordWrong);
    expect(await storedUpi(listener.token)).toBe('ravi.k@okaxis');
    expect(t.smtp.mailsTo(listener.email)).toHaveLength(0);
    // No hold either: the withdrawal goes out to the unchanged id.
    const res = await requestWithdrawal(t, listener.token, 10_000);
    expect(res.status).toBe(200);
    expect((res.body.data as { upiId: string }).upiId).toBe('ravi.k@okaxis');
  });

  it('limits wrong passwords raced in parallel; a right one starts the count afresh', async () => {
    const listener = await createPaidListener(t, 0, 'ravi.k@okaxis');
    const wrong = () =>
      changeUpi(listener.token, { withdrawalUpiId: 'thief@okicici', currentPassword: 'not-the-password' });
    // One short of the limit, then the right password: the count starts afresh...
    await Promise.all(Array.from({ length: LOGIN_MAX_FAILURES - 1 }, wrong));
    const right = await changeUpi(listener.token, {
      withdrawalUpiId: 'ravi.new@okicici',
      currentPassword: listener.password,
    });
    expect(right.status).toBe(200);
    // ...so a full window of wrong ones is tried again, raced; the rest are 429 with nothing changed.
    const statuses = (await Promise.all(Array.from({ length: LOGIN_MAX_FAILURES + 2 }, wrong))).map(
      (res) => res.status,
    );
    expect(statuses.filter((s) => s === 403)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const limited = await changeUpi(listener.token, {
      withdrawalUpiId: 'ravi.third@okicici',
      currentPassword: listener.password,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(p.payoutTooManyTries);
    expect(await storedUpi(listener.token)).toBe('ravi.new@okicici');
  });

  it('changes with the password: mail with both ids masked, withdrawals held until the clock passes', async () => {
    const listener = await createPaidListener(t, 500, 'ravi.k@okaxis', earnedLongAgo());
    const changedAt = clock.now();
    const until = new Date(changedAt.getTime() + 24 * HOUR_MS);
    const res = await changeUpi(listener.token, {
      withdrawalUpiId: 'new.id@okicici',
      currentPassword: listener.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(p.payoutUpdated(indiaTime(until)));
    expect(await storedUpi(listener.token)).toBe('new.id@okicici');

    const mail = await t.smtp.readMail(listener.email);
    expect(mail.subject).toBe(messages.mails.payoutChangedSubject);
    expect(mail.text).toContain('ra****@okaxis');
    expect(mail.text).toContain('ne****@okicici');
    expect(mail.text).toContain(indiaTime(changedAt));
    expect(mail.text).toContain(indiaTime(until));
    expect(mail.text).not.toContain('ravi.k@okaxis');
    expect(mail.text).not.toContain('new.id@okicici');
    // The listener's own change: "if this was not you, change your password".
    expect(mail.text.trim()).toBe(
      messages.mails.payoutChangedText(
        listener.name,
        'ra****@okaxis',
        'ne****@okicici',
        indiaTime(changedAt),
        indiaTime(until),
      ),
    );

    const held = await requestWithdrawal(t, listener.token, 10_000);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(messages.withdrawals.payoutHold(indiaTime(until)));
    const mine = await t.get('/withdrawals/mine', listener.token);
    expect((mine.body.data as { payoutHold: unknown }).payoutHold).toEqual({
      until: until.toISOString(),
      message: messages.withdrawals.payoutHold(indiaTime(until)),
    });

    clock.advance(24 * HOUR_MS - 60_000);
    expect((await requestWithdrawal(t, listener.token, 10_000)).status).toBe(409);
    clock.advance(60_000);
    const after = await requestWithdrawal(t, listener.token, 10_000);
    expect(after.status).toBe(200);
    expect((after.body.data as { upiId: string }).upiId).toBe('new.id@okicici');
    expect(
      ((await t.get('/withdrawals/mine', listener.token)).body.data as { payoutHold: unknown }).payoutHold,
    ).toBe(null);

    const audit = await t.get(`/admin/audit-logs?entityId=${listener.id}`, admin.token);
    const entry = (audit.body.data as { action: string; after: Record<string, unknown> }[]).find(
      (e) => e.action === 'PAYOUT_DETAILS_CHANGED',
    );
    expect(entry?.after).toMatchObject({ withdrawalUpiId: 'ne****@okicici' });
  });

  it('a withdrawal raced with a change goes to the old id before it, or is held after it', async () => {
    const listener = await createPaidListener(t, 5_000, 'old.one@okaxis', earnedLongAgo());
    const [change, ...requests] = await Promise.all([
      changeUpi(listener.token, { withdrawalUpiId: 'new.one@okicici', currentPassword: listener.password }),
      ...Array.from({ length: 6 }, () => requestWithdrawal(t, listener.token, 10_000)),
    ]);
    expect(change.status).toBe(200);
    for (const res of requests) {
      expect([200, 409]).toContain(res.status);
      if (res.status === 409) expect(res.body.message).toMatch(/paused until/);
    }
    // Whatever the order, nothing was requested to the new id during the hold.
    const rows = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.listenerId, listener.id));
    expect(rows.length).toBe(requests.filter((r) => r.status === 200).length);
    for (const row of rows) expect(row.upiId).toBe('old.one@okaxis');
    // And after the change, every request is held.
    expect((await requestWithdrawal(t, listener.token, 10_000)).status).toBe(409);
    clock.advance(25 * HOUR_MS);
  });

  it('an admin edit of the UPI id is audited, mailed and holds withdrawals the same way', async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const profile = await validProfile(t, listener.token);
    expect((await t.post('/listener/update-profile', profile, listener.token)).status).toBe(200);
    await t.post(
      '/applications/update-application-by-id',
      { id: listener.id, status: 'APPROVED' },
      admin.token,
    );
    expect(t.smtp.mailsTo(listener.email)).toHaveLength(0); // the application's first UPI id is not a change
    const edit = await t.post(
      '/listener/update-listener-by-id',
      { ...profile, id: listener.id, coinsPerMinute: 5, withdrawalUpiId: 'fixed@okhdfc' },
      admin.token,
    );
    expect(edit.status).toBe(200);
    const mail = await t.smtp.readMail(listener.email);
    // Worded as our team's change (the listener asked for it), not "if this was not you".
    const at = clock.now();
    expect(mail.text.trim()).toBe(
      messages.mails.payoutChangedByTeamText(
        (profile as { name: string }).name,
        'te****@okbank',
        'fi****@okhdfc',
        indiaTime(at),
        indiaTime(new Date(at.getTime() + 24 * HOUR_MS)),
      ),
    );
    const mine = await t.get('/withdrawals/mine', listener.token);
    expect((mine.body.data as { payoutHold: unknown }).payoutHold).not.toBeNull();
    const audit = await t.get(`/admin/audit-logs?entityId=${listener.id}`, admin.token);
    const entry = (
      audit.body.data as { action: string; actor: { id: string } | null; after: Record<string, unknown> }[]
    ).find((e) => e.action === 'PAYOUT_DETAILS_CHANGED');
    expect(entry?.after).toMatchObject({ withdrawalUpiId: 'fi****@okhdfc' });
  });
});

describe('POST /listener/update-profile (the spec client)', () => {
  it('keeps working with the UPI id unchanged; a new one needs the password', async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const profile = await validProfile(t, listener.token);
    expect((await t.post('/listener/update-profile', profile, listener.token)).status).toBe(200);
    // The spec client sends the whole profile back with its edit, the UPI id as it was.
    const stored = (await t.get('/listener/get-profile', listener.token)).body.data as Record<
      string,
      unknown
    >;
    const same = await t.post(
      '/listener/update-profile',
      { ...stored, description: 'I listen, patiently.' },
      listener.token,
    );
    expect(same.status).toBe(200);
    expect(same.body.message).toBe(p.updated);
    const refetched = (await t.get('/listener/get-profile', listener.token)).body.data as Record<
      string,
      unknown
    >;

    const silent = await t.post(
      '/listener/update-profile',
      { ...refetched, withdrawalUpiId: 'other@okicici' },
      listener.token,
    );
    expect(silent.status).toBe(400);
    expect(silent.body.message).toBe(p.payoutPasswordRequired);
    expect(await storedUpi(listener.token)).toBe('test.listener@okbank');

    const confirmed = await t.post(
      '/listener/update-profile',
      { ...refetched, withdrawalUpiId: 'other@okicici', currentPassword: listener.password },
      listener.token,
    );
    expect(confirmed.body.message).toBe(p.updated);
    expect(confirmed.status).toBe(200);
    expect(await storedUpi(listener.token)).toBe('other@okicici');
    const mail = await t.smtp.readMail(listener.email);
    expect(mail.text).toContain('te****@okbank');
    expect(mail.text).toContain('ot****@okicici');
  });
});

describe('the second step (issue 25 §1 wires the real verifier)', () => {
  it('a listener with two-step sign-in cannot change the UPI id with the password alone', async () => {
    const listener = await createPaidListener(t, 500, 'ravi.k@okaxis', earnedLongAgo());
    const start = await t.post('/auth/two-factor/enrol', {}, listener.token);
    expect(start.status).toBe(200);
    const secret = start.body.secret as string;
    const confirm = await t.post(
      '/auth/two-factor/confirm',
      { code: totpCode(secret, clock.now()) },
      listener.token,
    );
    expect(confirm.status).toBe(200);
    const token = confirm.body.token as string;
    clock.advance(30_000);

    // A stolen password alone redirects nothing: no change, no mail, no pause.
    const passwordOnly = await changeUpi(token, {
      withdrawalUpiId: 'thief@okicici',
      currentPassword: listener.password,
    });
    expect(passwordOnly.status).toBe(403);
    expect(passwordOnly.body.message).toBe(p.payoutSecondFactorRequired);
    const wrongCode = await changeUpi(token, {
      withdrawalUpiId: 'thief@okicici',
      currentPassword: listener.password,
      twoFactorCode: totpCode(secret, new Date(clock.now().getTime() - 10 * 60_000)),
    });
    expect(wrongCode.status).toBe(403);
    expect(wrongCode.body.message).toBe(p.payoutSecondFactorWrong);
    expect(await storedUpi(token)).toBe('ravi.k@okaxis');
    expect((await requestWithdrawal(t, token, 10_000)).status).toBe(200);

    const withCode = await changeUpi(token, {
      withdrawalUpiId: 'ravi.new@okicici',
      currentPassword: listener.password,
      twoFactorCode: totpCode(secret, clock.now()),
    });
    expect(withCode.status).toBe(200);
    expect(await storedUpi(token)).toBe('ravi.new@okicici');
  });

  it('refuses a change without the code, and with a wrong one, once the account has two-step sign-in', async () => {
    const listener = await createPaidListener(t, 0, 'ravi.k@okaxis');
    const asked: (string | undefined)[] = [];
    const guard = createPayoutGuard({
      clock,
      mail: { queue: () => Promise.resolve(), wake: () => undefined },
      holdHours: 24,
      stepUp: createStepUp({
        reserveTry: (input) => reserveLoginAttempt(t.database.db, input),
        clearTries: (email, source) => clearLoginFailures(t.database.db, email, source),
        // An enrolled account whose right code is 123456 (refusals as the real check words them).
        verifySecondFactor: (userId, code) => {
          expect(userId).toBe(listener.id);
          asked.push(code);
          if (code === undefined) return Promise.reject(new AppError('VALIDATION_ERROR', 'no code'));
          if (code !== '123456') return Promise.reject(new AppError('OTP_INVALID', 'wrong code'));
          return Promise.resolve();
        },
      }),
    });
    const record = (await loadProfile(t.database.db, listener.id))!;
    const refusal = (credentials: Record<string, string>) =>
      guard.verifyOwner(record, credentials).then(
        () => null,
        (error: { statusCode?: number; status?: number; message: string }) => error.message,
      );
    expect(await refusal({ currentPassword: listener.password })).toBe(p.payoutSecondFactorRequired);
    expect(await refusal({ currentPassword: listener.password, twoFactorCode: '000000' })).toBe(
      p.payoutSecondFactorWrong,
    );
    // The password is checked first: a wrong one never reaches the second step.
    expect(await refusal({ currentPassword: 'wrong', twoFactorCode: '123456' })).toBe(p.payoutPasswordWrong);
    expect(await refusal({ currentPassword: listener.password, twoFactorCode: '123456' })).toBeNull();
    expect(asked).toEqual([undefined, '000000', '123456']);
  });
});
