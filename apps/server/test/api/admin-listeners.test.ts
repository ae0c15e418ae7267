// @module-tag embedded
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { createSignedInUser, useTestApp, validProfile, type TestApp } from '../support/test-app.ts';

const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const a = messages.applications;

/** A listener who saved a complete application. */
const applicant = async (app: TestApp = t) => {
  const listener = await createSignedInUser(app, 'LISTENER');
  const profile = await validProfile(app, listener.token);
  expect((await app.post('/listener/update-profile', profile, listener.token)).status).toBe(200);
  return { ...listener, profile };
};
const decide = (id: string, status: string) =>
  t.post(
    '/applications/update-application-by-id',
    { id, status, ...(status === 'REJECTED' ? { reason: 'Not a fit for now.' } : {}) },
    admin.token,
  );

describe('applications', () => {
  it('lists applications newest first with paging and a status filter', async () => {
    const first = await applicant();
    const second = await applicant();
    await decide(first.id, 'REJECTED');
    const all = await t.get('/applications/all-applications?pagenumber=1&pagesize=50', admin.token);
    expect(all.status).toBe(200);
    const ids = (all.body.data as { id: string }[]).map((row) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(all.body.totalRows).toBeGreaterThanOrEqual(2);
    const pending = await t.get(
      '/applications/all-applications?pagenumber=1&pagesize=50&status=PENDING',
      admin.token,
    );
    const pendingIds = (pending.body.data as { id: string; applicationStatus: string }[]).map((r) => r.id);
    expect(pendingIds).toContain(second.id);
    expect(pendingIds).not.toContain(first.id);
    const paged = await t.get('/applications/all-applications?pagenumber=1&pagesize=1', admin.token);
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.totalRows).toBe(all.body.totalRows);
  });

  it.each([
    ['pagesize=0', 'pagesize must'],
    ['pagenumber=0', 'pagenumber must be at least 1'],
    ['pagenumber=abc', 'pagenumber must be a number'],
    ['status=MAYBE', 'Unknown status'],
  ])('refuses the query %s with 400', async (query, message) => {
    const res = await t.get(`/applications/all-applications?${query}`, admin.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('approves: status, approvedAt, and the listener sees it on their next /auth/me without signing out', async () => {
    const listener = await applicant();
    const detail = await t.get(`/applications/application-by-id?id=${listener.id}`, admin.token);
    expect(detail.body.data).toMatchObject({
      id: listener.id,
      phone: '9876543210',
      idProofUrl: listener.profile.idProofUrl,
    });
    const res = await decide(listener.id, 'APPROVED');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(a.approved);
    const decided = res.body.data as {
      applicationStatus: string;
      approvedAt: unknown;
      paidRoleActivatedAt: unknown;
    };
    expect(decided.applicationStatus).toBe('APPROVED');
    expect(typeof decided.approvedAt).toBe('string');
    expect(typeof decided.paidRoleActivatedAt).toBe('string');
    const me = await t.get('/auth/me', listener.token);
    expect(me.status).toBe(200);
    expect(decodeJwt(me.body.token as string).approvedAt).toEqual(expect.any(String));
    expect((await decide(listener.id, 'REJECTED')).body).toEqual({
      message: a.alreadyDecided,
      code: 'CONFLICT',
    });
  });

  it('rejects, and moves PENDING to UNDER_REVIEW first when asked', async () => {
    const listener = await applicant();
    expect((await decide(listener.id, 'UNDER_REVIEW')).body.data).toMatchObject({
      applicationStatus: 'UNDER_REVIEW',
    });
    expect((await decide(listener.id, 'UNDER_REVIEW')).status).toBe(409);
    const res = await decide(listener.id, 'REJECTED');
    expect(res.body.data).toMatchObject({ applicationStatus: 'REJECTED', approvedAt: null });
  });

  it('refuses to decide an incomplete application, an unknown id and a bad status', async () => {
    const fresh = await createSignedInUser(t, 'LISTENER');
    expect((await decide(fresh.id, 'APPROVED')).body).toEqual({ message: a.incomplete, code: 'CONFLICT' });
    expect((await decide('00000000-0000-4000-8000-000000000000', 'APPROVED')).status).toBe(404);
    const bad = await decide(fresh.id, 'PENDING');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(a.statusInvalid);
    expect(
      (await t.post('/applications/update-application-by-id', { status: 'APPROVED' }, admin.token)).body
        .message,
    ).toBe('Invalid id');
  });
});

describe('listeners', () => {
  const approved = async () => {
    const listener = await applicant();
    await decide(listener.id, 'APPROVED');
    return listener;
  };

  it('lists approved listeners, and only blocked ones with status=BLOCKED', async () => {
    const open = await approved();
    const blocked = await approved();
    const pending = await applicant();
    expect(
      (await t.post('/listener/set-blocked', { id: blocked.id, isBlocked: true }, admin.token)).body.message,
    ).toBe(messages.adminListener.blocked);
    const all = (await t.get('/listener/get-all?pagenumber=1&pagesize=100', admin.token)).body.data as {
      id: string;
    }[];
    expect(all.map((l) => l.id)).toEqual(expect.arrayContaining([open.id, blocked.id]));
    expect(all.map((l) => l.id)).not.toContain(pending.id);
    const onlyBlocked = (
      await t.get('/listener/get-all?pagenumber=1&pagesize=100&status=BLOCKED', admin.token)
    ).body.data as {
      id: string;
      isBlocked: boolean;
    }[];
    expect(onlyBlocked.map((l) => l.id)).toContain(blocked.id);
    expect(onlyBlocked.every((l) => l.isBlocked)).toBe(true);
  });

  it("edits a listener's profile and rate, trimming languages and ignoring duplicates, and audits the change", async () => {
    const listener = await approved();
    // The admin form takes images only, so the admin uploads an image ID proof themselves.
    const { idProofUrl } = await validProfile(t, admin.token).then((p) => ({ idProofUrl: p.profilePicture }));
    const body = {
      ...listener.profile,
      id: listener.id,
      idProofUrl,
      coinsPerMinute: 7,
      languages: [' Tamil ', 'tamil', 'Hindi'],
      city: 'Chennai',
    };
    const res = await t.post('/listener/update-listener-by-id', body, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      coinsPerMinute: 7,
      languages: ['Tamil', 'Hindi'],
      city: 'Chennai',
    });
    const log = await t.get(`/admin/audit-logs?entityId=${listener.id}&action=LISTENER_UPDATED`, admin.token);
    const [entry] = log.body.data as {
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      actor: { id: string };
    }[];
    expect(entry?.actor.id).toBe(admin.id);
    expect(entry?.before).toEqual({
      city: 'Pune',
      languages: ['Hindi', 'English'],
      coinsPerMinute: 4,
      idProofUrl: listener.profile.idProofUrl,
    });
    expect(entry?.after).toEqual({
      city: 'Chennai',
      languages: ['Tamil', 'Hindi'],
      coinsPerMinute: 7,
      idProofUrl,
    });
  });

  it.each([
    ['name', { name: '' }, messages.adminListener.nameRequired],
    ['age', { age: 0 }, messages.adminListener.agePositive],
    ['dob', { dob: '' }, messages.adminListener.dobRequired],
    ['phone', { phone: '' }, messages.adminListener.phoneRequired],
    ['address', { address: '' }, messages.adminListener.addressRequired],
    ['city', { city: '' }, messages.adminListener.cityRequired],
    ['state', { state: '' }, messages.adminListener.stateRequired],
    ['country', { country: '' }, messages.adminListener.countryRequired],
    ['pincode', { pincode: '' }, messages.adminListener.pincodeRequired],
    ['picture', { profilePicture: '' }, messages.adminListener.profilePictureRequired],
    ['description', { description: '' }, messages.adminListener.descriptionRequired],
    ['languages', { languages: ['  '] }, messages.adminListener.languagesRequired],
    ['id proof', { idProofUrl: '' }, messages.adminListener.idProofRequired],
    ['linkedin', { linkedInUrl: '' }, messages.adminListener.linkedInRequired],
    ['upi', { withdrawalUpiId: '' }, messages.adminListener.upiRequired],
    ['rate', { coinsPerMinute: 0 }, messages.adminListener.rateRange],
    ['rate as a fraction', { coinsPerMinute: 2.5 }, messages.adminListener.rateWhole],
  ])('refuses an edit with a missing %s', async (_case, override, message) => {
    const listener = await approved();
    const image = listener.profile.profilePicture;
    const res = await t.post(
      '/listener/update-listener-by-id',
      { ...listener.profile, idProofUrl: image, id: listener.id, coinsPerMinute: 4, ...override },
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_ERROR' });
  });

  it('takes only new images in the admin form, and keeps a PDF ID proof already on file', async () => {
    const listener = await approved();
    const keep = await t.post(
      '/listener/update-listener-by-id',
      { ...listener.profile, id: listener.id, coinsPerMinute: 6 },
      admin.token,
    );
    expect(keep.status).toBe(200);
    expect(keep.body.data).toMatchObject({ coinsPerMinute: 6, idProofUrl: listener.profile.idProofUrl });
    const pdf = await validProfile(t, admin.token).then((p) => p.idProofUrl);
    const res = await t.post(
      '/listener/update-listener-by-id',
      { ...listener.profile, id: listener.id, idProofUrl: pdf, coinsPerMinute: 6 },
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.files.mustBeImage);
  });

  it('refuses a file uploaded by anyone but the listener or this admin', async () => {
    const listener = await approved();
    // Another listener's upload (customers cannot upload at all).
    const stranger = await createSignedInUser(t, 'LISTENER');
    const theirs = await validProfile(t, stranger.token).then((p) => p.profilePicture);
    const res = await t.post(
      '/listener/update-listener-by-id',
      { ...listener.profile, id: listener.id, profilePicture: theirs, coinsPerMinute: 4 },
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.files.notYourFile);
  });

  it('blocking refuses sign-in and the old token at once; unblocking lets them sign in again', async () => {
    const listener = await approved();
    await t.post('/listener/set-blocked', { id: listener.id, isBlocked: true }, admin.token);
    expect((await t.get('/auth/me', listener.token)).body).toEqual({
      message: messages.auth.listenerBlocked,
      code: 'UNAUTHENTICATED',
    });
    const login = await t.post('/auth/login', { email: listener.email, password: listener.password });
    expect(login.body).toEqual({ message: messages.auth.listenerBlocked, code: 'ACCOUNT_DISABLED' });
    await t.post('/listener/set-blocked', { id: listener.id, isBlocked: false }, admin.token);
    expect((await t.post('/auth/login', { email: listener.email, password: listener.password })).status).toBe(
      200,
    );
    // The token from before the block stays dead.
    expect((await t.get('/auth/me', listener.token)).status).toBe(401);
    const actions = (
      (await t.get(`/admin/audit-logs?entityId=${listener.id}`, admin.token)).body.data as {
        action: string;
      }[]
    ).map((e) => e.action);
    expect(actions.slice(0, 3)).toEqual(['LISTENER_UNBLOCKED', 'LISTENER_BLOCKED', 'APPLICATION_APPROVED']);
  });
});

describe('access', () => {
  it('refuses every admin endpoint to a listener (403) and to nobody (401)', async () => {
    const listener = await createSignedInUser(t, 'LISTENER', { approved: true });
    const id = listener.id;
    const calls: [string, string, unknown?][] = [
      ['GET', '/applications/all-applications'],
      ['GET', `/applications/application-by-id?id=${id}`],
      ['POST', '/applications/update-application-by-id', { id, status: 'APPROVED' }],
      ['GET', '/listener/get-all'],
      ['GET', `/listener/get-listener-by-id?id=${id}`],
      ['POST', '/listener/update-listener-by-id', { id }],
      ['POST', '/listener/set-blocked', { id, isBlocked: true }],
      ['GET', '/admin/users'],
      ['GET', `/admin/users/${id}`],
      ['PATCH', `/admin/users/${id}/status`, { isActive: false }],
      ['DELETE', `/admin/users/${id}`],
      ['GET', '/admin/audit-logs'],
    ];
    for (const [method, path, body] of calls) {
      const asListener = await t.call(method, `/api/v1${path}`, {
        token: listener.token,
        ...(body ? { body } : {}),
      });
      expect(asListener.status, `${method} ${path}`).toBe(403);
      expect(asListener.body).toEqual({ message: messages.auth.forbidden, code: 'FORBIDDEN' });
      const anonymous = await t.call(method, `/api/v1${path}`, body ? { body } : {});
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    // Nothing changed.
    expect((await t.get('/auth/me', listener.token)).status).toBe(200);
  });

  it("does not let a listener read another listener's profile or files", async () => {
    const one = await applicant();
    const two = await createSignedInUser(t, 'LISTENER');
    const own = await t.get('/listener/get-profile', two.token);
    expect((own.body.data as { id: string }).id).toBe(two.id);
    expect((await t.call('GET', one.profile.idProofUrl as string, { token: two.token })).status).toBe(404);
    expect((await t.call('GET', one.profile.profilePicture as string, { token: two.token })).status).toBe(
      404,
    );
  });
});
