import { describe, expect, it } from 'vitest';
import { API_PREFIX, messages } from '@app/contract';
import { createPlan, createSignedInUser, useTestApp, validProfile } from '../support/test-app.ts';

// Issue 19 §5: a spec client reads a record and sends the whole of it back ("all listener fields").
// Every write that echoes a read model accepts the fields the server owns when they equal the stored
// value (and ignores them), and refuses them with 400 naming the fields when they differ
// (contract read-only-echo.ts). Nothing the server owns changes either way.

const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const refused = (fields: string[]) => ({
  message: messages.readOnly.fieldsChanged(fields),
  code: 'VALIDATION_ERROR',
});
type Record_ = Record<string, unknown>;
const withoutUpdatedAt = ({ updatedAt: _updatedAt, ...rest }: Record_) => rest;

const applicant = async () => {
  const listener = await createSignedInUser(t, 'LISTENER');
  const profile = await validProfile(t, listener.token);
  expect((await t.post('/listener/update-profile', profile, listener.token)).status).toBe(200);
  return listener;
};
const approvedListener = async () => {
  const listener = await applicant();
  const decided = await t.post(
    '/applications/update-application-by-id',
    { id: listener.id, status: 'APPROVED' },
    admin.token,
  );
  expect(decided.status).toBe(200);
  return listener;
};
const adminView = async (id: string) =>
  (await t.get(`/listener/get-listener-by-id?id=${id}`, admin.token)).body.data as Record_;
const ownView = async (token: string) => (await t.get('/listener/get-profile', token)).body.data as Record_;

describe('POST /listener/update-listener-by-id with every listener field (the spec admin client)', () => {
  it('takes back the object GET answered: 200, and nothing changes', async () => {
    const listener = await approvedListener();
    const before = await adminView(listener.id);
    expect(before).toMatchObject({ applicationStatus: 'APPROVED', user: { email: listener.email } });
    expect(before.paidRoleActivatedAt).toEqual(expect.any(String));

    const res = await t.post('/listener/update-listener-by-id', before, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.adminListener.updated);
    expect(withoutUpdatedAt(await adminView(listener.id))).toEqual(withoutUpdatedAt(before));
  });

  it('edits and blocks through the echoed object', async () => {
    const listener = await approvedListener();
    const before = await adminView(listener.id);
    const res = await t.post(
      '/listener/update-listener-by-id',
      { ...before, name: 'Edited Name', coinsPerMinute: 7, isBlocked: true },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(await adminView(listener.id)).toMatchObject({
      name: 'Edited Name',
      coinsPerMinute: 7,
      isBlocked: true,
      applicationStatus: 'APPROVED',
      paidRoleActivatedAt: before.paidRoleActivatedAt,
    });
    expect((await t.get('/auth/me', listener.token)).status).toBe(401);
  });

  it('accepts a server date written in another offset when it names the same instant', async () => {
    const listener = await approvedListener();
    const before = await adminView(listener.id);
    const createdAt = new Date(before.createdAt as string);
    const inIndia = new Date(createdAt.getTime() + 330 * 60_000).toISOString().replace('Z', '+05:30');
    const res = await t.post(
      '/listener/update-listener-by-id',
      { ...before, createdAt: inIndia },
      admin.token,
    );
    expect(res.status).toBe(200);
  });

  it.each([
    ['applicationStatus', { applicationStatus: 'REJECTED' }],
    ['paidRoleActivatedAt', { paidRoleActivatedAt: null }],
    ['user', { user: { email: 'other@example.test' } }],
    ['createdAt', { createdAt: '2020-01-01T00:00:00.000Z' }],
    ['approvedAt', { approvedAt: null }],
    ['rejectionReason', { rejectionReason: 'made up' }],
  ])('refuses a changed %s with 400 and changes nothing', async (_field, change) => {
    const listener = await approvedListener();
    const before = await adminView(listener.id);
    const res = await t.post(
      '/listener/update-listener-by-id',
      { ...before, name: 'Changed Name', ...change },
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(Object.keys(change)));
    expect(await adminView(listener.id)).toEqual(before);
  });

  it('names every changed field at once', async () => {
    const listener = await approvedListener();
    const before = await adminView(listener.id);
    const res = await t.post(
      '/listener/update-listener-by-id',
      { ...before, applicationStatus: 'PENDING', submittedAt: null },
      admin.token,
    );
    expect(res.body).toEqual(refused(['applicationStatus', 'submittedAt']));
  });
});

describe('POST /listener/update-profile with every profile field (the listener)', () => {
  it('takes back the object GET answered while PENDING: 200, and nothing changes', async () => {
    const listener = await applicant();
    const before = await ownView(listener.token);
    expect(before.applicationStatus).toBe('PENDING');
    const res = await t.post('/listener/update-profile', before, listener.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.profile.updated);
    expect(withoutUpdatedAt(await ownView(listener.token))).toEqual(withoutUpdatedAt(before));
  });

  it.each([
    ['isBlocked', { isBlocked: true }],
    ['coinsPerMinute', { coinsPerMinute: 99 }],
    ['applicationStatus', { applicationStatus: 'APPROVED' }],
    ['paidRoleActivatedAt', { paidRoleActivatedAt: '2026-01-01T00:00:00.000Z' }],
    ['approvedAt', { approvedAt: '2026-01-01T00:00:00.000Z' }],
  ])('refuses a changed %s with 400 instead of ignoring it, and changes nothing', async (_field, change) => {
    const listener = await applicant();
    const before = await ownView(listener.token);
    const res = await t.post(
      '/listener/update-profile',
      { ...before, city: 'Elsewhere', ...change },
      listener.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(Object.keys(change)));
    expect(await ownView(listener.token)).toEqual(before);
    expect((await t.get('/auth/me', listener.token)).status).toBe(200);
  });

  it('still takes the form alone (no read-only fields)', async () => {
    const listener = await applicant();
    const form = await validProfile(t, listener.token, { city: 'Pune' });
    expect((await t.post('/listener/update-profile', form, listener.token)).status).toBe(200);
    expect((await ownView(listener.token)).city).toBe('Pune');
  });
});

describe('POST /applications/update-application-by-id with the application echoed', () => {
  it('decides with the whole application sent back; refuses a changed profile field', async () => {
    const listener = await applicant();
    const application = (await t.get(`/applications/application-by-id?id=${listener.id}`, admin.token)).body
      .data as Record_;
    const changed = await t.post(
      '/applications/update-application-by-id',
      { ...application, name: 'Someone Else', status: 'APPROVED' },
      admin.token,
    );
    expect(changed.body).toEqual(refused(['name']));
    expect((await adminView(listener.id)).applicationStatus).toBe('PENDING');

    const decided = await t.post(
      '/applications/update-application-by-id',
      { ...application, status: 'APPROVED' },
      admin.token,
    );
    expect(decided.status).toBe(200);
    expect((await adminView(listener.id)).applicationStatus).toBe('APPROVED');
  });
});

describe('PUT /admin/plans/:id with the plan echoed', () => {
  const put = (id: string, body: unknown) =>
    t.call('PUT', `${API_PREFIX}/admin/plans/${id}`, { body, token: admin.token });
  const stored = async (id: string) =>
    ((await t.get('/admin/plans', admin.token)).body.data as Record_[]).find((plan) => plan.id === id);

  it('takes back the plan GET answered with an edit; refuses a changed id or createdAt', async () => {
    const plan = (await createPlan(t, admin.token, { name: 'Echo plan' })) as unknown as Record_;
    const before = await stored(plan.id as string);
    expect((await put(plan.id as string, { ...before, coins: 321 })).status).toBe(200);
    expect(await stored(plan.id as string)).toEqual({ ...before, coins: 321 });

    const other = await createPlan(t, admin.token, { name: 'Other plan' });
    for (const change of [{ createdAt: '2020-01-01T00:00:00.000Z' }, { id: other.id }]) {
      const res = await put(plan.id as string, { ...before, coins: 5, ...change });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refused(Object.keys(change)));
    }
    expect((await stored(plan.id as string))?.coins).toBe(321);
  });
});

describe('PATCH /admin/users/:id/status with the user echoed', () => {
  const patch = (id: string, body: unknown) =>
    t.call('PATCH', `${API_PREFIX}/admin/users/${id}/status`, { body, token: admin.token });

  it('takes back the detail or the list row with isActive; refuses a changed field', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const detail = (await t.get(`/admin/users/${customer.id}`, admin.token)).body.data as Record_;
    const changed = await patch(customer.id, {
      ...detail,
      isActive: false,
      name: 'Renamed',
      role: 'LISTENER',
    });
    expect(changed.status).toBe(400);
    expect(changed.body).toEqual(refused(['name', 'role']));
    expect((await t.get('/auth/me', customer.token)).status).toBe(200);

    const res = await patch(customer.id, { ...detail, isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.users.deactivated);

    const rows = (await t.get('/admin/users?limit=100', admin.token)).body.users as Record_[];
    const row = rows.find((user) => user.id === customer.id);
    expect((await patch(customer.id, { ...row, isActive: true })).status).toBe(200);
    expect((await t.get(`/admin/users/${customer.id}`, admin.token)).body.data).toMatchObject({
      isActive: true,
    });
  });
});
