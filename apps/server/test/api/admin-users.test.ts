// @module-tag embedded
import { describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { createSignedInUser, uniqueEmail, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const u = messages.users;

type Row = {
  id: string;
  name: string;
  email: string | null;
  gender: string | null;
  role: string;
  isActive: boolean;
  totalSessions: number;
};

const tag = `zz${Date.now().toString(36)}`;
const people = await Promise.all(
  [
    ['Farah', 'FEMALE', 'CUSTOMER'],
    ['Gopal', 'MALE', 'CUSTOMER'],
    ['Hema', 'FEMALE', 'LISTENER'],
  ].map(async ([name, gender, role]) => {
    const email = uniqueEmail(`${tag}.${name?.toLowerCase()}`);
    await t.app.services.auth.ensureUser({
      email,
      password: 'secret123',
      name: `${name} ${tag}`,
      role: role as 'CUSTOMER' | 'LISTENER',
      gender: gender as 'MALE' | 'FEMALE',
      age: 30,
    });
    const login = await t.post('/auth/login', { email, password: 'secret123' });
    const me = await t.get('/auth/me', login.body.token as string);
    return {
      email,
      token: login.body.token as string,
      id: (me.body.user as { id: string }).id,
      name: `${name} ${tag}`,
    };
  }),
);
const [farah, gopal, hema] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];

describe('GET /admin/users', () => {
  it('searches name and email, filters by gender, pages, and never lists admins', async () => {
    const found = await t.get(`/admin/users?search=${tag}&limit=10`, admin.token);
    expect(found.status).toBe(200);
    const rows = found.body.users as Row[];
    expect(rows.map((r) => r.name).sort()).toEqual([farah.name, gopal.name, hema.name].sort());
    expect(rows.every((r) => r.totalSessions === 0)).toBe(true);
    expect(found.body.pagination).toEqual({
      page: 1,
      limit: 10,
      total: 3,
      totalPages: 1,
      hasPrevPage: false,
      hasNextPage: false,
    });
    const women = (await t.get(`/admin/users?search=${tag}&gender=FEMALE`, admin.token)).body.users as Row[];
    expect(women.map((r) => r.id).sort()).toEqual([farah.id, hema.id].sort());
    const page2 = await t.get(
      `/admin/users?search=${tag}&limit=2&page=2&sortBy=name&sortOrder=asc`,
      admin.token,
    );
    expect((page2.body.users as Row[]).map((r) => r.id)).toEqual([hema.id]);
    expect(page2.body.pagination).toMatchObject({
      total: 3,
      totalPages: 2,
      hasPrevPage: true,
      hasNextPage: false,
    });
    const byEmail = (await t.get(`/admin/users?search=${encodeURIComponent(gopal.email)}`, admin.token)).body
      .users as Row[];
    expect(byEmail.map((r) => r.id)).toEqual([gopal.id]);
    const all = (await t.get('/admin/users?limit=100', admin.token)).body.users as Row[];
    expect(all.some((r) => r.id === admin.id)).toBe(false);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = await t.get(`/admin/users?search=${encodeURIComponent('%_%')}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([]);
  });

  it.each([
    ['sortBy=password', 'sortBy must be one of'],
    ['sortOrder=sideways', 'sortOrder must be asc or desc'],
    ['gender=ROBOT', 'Unknown gender'],
    ['page=0', 'page must be at least 1'],
    ['limit=1000', 'limit must be at most 100'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await t.get(`/admin/users?${query}`, admin.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});

describe('GET /admin/users/:id', () => {
  it('shows role figures from real data and recent sessions', async () => {
    const customer = await t.get(`/admin/users/${farah.id}`, admin.token);
    expect(customer.body.data).toMatchObject({
      id: farah.id,
      role: 'CUSTOMER',
      additionalInfo: { walletCoins: 0 },
      recentSessions: [],
    });
    const listener = await t.get(`/admin/users/${hema.id}`, admin.token);
    expect(listener.body.data).toMatchObject({
      role: 'LISTENER',
      additionalInfo: {
        currentRating: null,
        totalHours: 0,
        coinsEarned: 0,
        currentCoins: 0,
        applicationStatus: 'PENDING',
      },
    });
    expect((await t.get('/admin/users/00000000-0000-4000-8000-000000000000', admin.token)).status).toBe(404);
    expect((await t.get('/admin/users/not-a-uuid', admin.token)).body).toEqual({
      message: 'Invalid id',
      code: 'VALIDATION_ERROR',
    });
  });
});

describe('PATCH /admin/users/:id/status', () => {
  it('deactivates (token refused at once, sign-in refused) and activates again, audited', async () => {
    const off = await t.call('PATCH', `/api/v1/admin/users/${gopal.id}/status`, {
      token: admin.token,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: u.deactivated, data: { id: gopal.id, isActive: false } });
    expect((await t.get('/auth/me', gopal.token)).body).toEqual({
      message: messages.auth.accountDeactivated,
      code: 'UNAUTHENTICATED',
    });
    expect((await t.post('/auth/login', { email: gopal.email, password: 'secret123' })).body.message).toBe(
      messages.auth.accountDeactivated,
    );
    const on = await t.call('PATCH', `/api/v1/admin/users/${gopal.id}/status`, {
      token: admin.token,
      body: { isActive: true },
    });
    expect(on.body).toMatchObject({ message: u.activated, data: { isActive: true } });
    expect((await t.post('/auth/login', { email: gopal.email, password: 'secret123' })).status).toBe(200);
    expect((await t.get('/auth/me', gopal.token)).status).toBe(401);
    const log = (await t.get(`/admin/audit-logs?entityId=${gopal.id}`, admin.token)).body.data as {
      action: string;
      before: unknown;
      after: unknown;
      actor: { email: string };
    }[];
    expect(log.map((e) => e.action)).toEqual(['USER_ACTIVATED', 'USER_DEACTIVATED']);
    expect(log[1]).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
      actor: { email: admin.email },
      entityName: gopal.name,
    });
  });

  it('refuses a missing or non-boolean isActive, the admin themself and other admins', async () => {
    const bad = await t.call('PATCH', `/api/v1/admin/users/${farah.id}/status`, {
      token: admin.token,
      body: { isActive: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('isActive must be true or false');
    const self = await t.call('PATCH', `/api/v1/admin/users/${admin.id}/status`, {
      token: admin.token,
      body: { isActive: false },
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(u.notYourself);
    const other = await createSignedInUser(t, 'ADMIN');
    const otherAdmin = await t.call('PATCH', `/api/v1/admin/users/${other.id}/status`, {
      token: admin.token,
      body: { isActive: false },
    });
    expect(otherAdmin.status).toBe(403);
    expect(otherAdmin.body.message).toBe(u.notAdmins);
    expect((await t.get('/auth/me', other.token)).status).toBe(200);
  });
});

describe('DELETE /admin/users/:id', () => {
  it('erases the details, disables sign-in, keeps the row, and audits without personal data', async () => {
    const res = await t.call('DELETE', `/api/v1/admin/users/${hema.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: u.deleted });
    expect((await t.get('/auth/me', hema.token)).status).toBe(401);
    expect((await t.post('/auth/login', { email: hema.email, password: 'secret123' })).status).toBe(401);
    expect((await t.get(`/admin/users/${hema.id}`, admin.token)).status).toBe(404);
    const listed = (await t.get(`/admin/users?search=${tag}`, admin.token)).body.users as Row[];
    expect(listed.map((r) => r.id)).not.toContain(hema.id);
    const rows = await t.database.db.query.users.findMany({
      where: (users, { eq }) => eq(users.id, hema.id),
    });
    // Since issue 25 the pseudonym carries the id's start ("Deleted user 4f2a"), so two erased people
    // are told apart in money and session records.
    const pseudonym = `${u.deletedName} ${hema.id.slice(0, 4)}`;
    expect(rows[0]).toMatchObject({ email: null, name: pseudonym, passwordHash: null, isActive: false });
    const [entry] = (await t.get(`/admin/audit-logs?entityId=${hema.id}`, admin.token)).body.data as {
      action: string;
    }[];
    expect(entry?.action).toBe('USER_DELETED');
    expect(entry).toMatchObject({ entityName: pseudonym });
    expect(JSON.stringify(entry)).not.toContain(hema.email);
    // The email is free for a new sign-up.
    expect((await t.post('/auth/signup', { email: hema.email })).status).toBe(200);
    expect((await t.call('DELETE', `/api/v1/admin/users/${hema.id}`, { token: admin.token })).status).toBe(
      404,
    );
  });

  it('refuses to delete the admin themself', async () => {
    const res = await t.call('DELETE', `/api/v1/admin/users/${admin.id}`, { token: admin.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(u.notYourself);
    expect((await t.get('/auth/me', admin.token)).status).toBe(200);
  });
});

describe('GET /admin/audit-logs', () => {
  it('pages newest first and filters by action', async () => {
    const all = await t.get('/admin/audit-logs?limit=2', admin.token);
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect((all.body.pagination as { total: number }).total).toBeGreaterThanOrEqual(3);
    const [first, second] = all.body.data as { createdAt: string }[];
    expect(Date.parse(first?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(second?.createdAt ?? ''));
    const deletions = (await t.get('/admin/audit-logs?action=USER_DELETED', admin.token)).body.data as {
      action: string;
    }[];
    expect(deletions.length).toBeGreaterThan(0);
    expect(deletions.every((e) => e.action === 'USER_DELETED')).toBe(true);
    expect((await t.get('/admin/audit-logs?action=NOPE', admin.token)).status).toBe(400);
  });
});
