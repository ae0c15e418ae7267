import { describe, expect, it } from 'vitest';
import { messages, type AuditEntry } from '@app/contract';
import { createSignedInUser, useTestApp, validProfile } from '../support/test-app.ts';

const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const p = messages.profile;

/** A listener who saved a complete application, and its profile body. */
const applicant = async () => {
  const listener = await createSignedInUser(t, 'LISTENER');
  const profile = await validProfile(t, listener.token);
  expect((await t.post('/listener/update-profile', profile, listener.token)).status).toBe(200);
  return { listener, profile };
};
const decide = (id: string, status: 'APPROVED' | 'REJECTED' | 'UNDER_REVIEW') =>
  t.post(
    '/applications/update-application-by-id',
    { id, status, ...(status === 'REJECTED' ? { reason: 'Blurry ID proof' } : {}) },
    admin.token,
  );
const reapply = (token?: string) => t.post('/listener/reapply', {}, token);

describe('POST /listener/reapply (issue 23 §6)', () => {
  it('reopens a rejected application; once saved again it is reviewed and can be approved', async () => {
    const { listener, profile } = await applicant();
    expect((await decide(listener.id, 'REJECTED')).status).toBe(200);
    // Rejected: the profile is locked.
    expect((await t.post('/listener/update-profile', profile, listener.token)).body.message).toBe(
      p.lockedServer,
    );

    const res = await reapply(listener.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(p.reapplied);
    expect(res.body.data).toMatchObject({ applicationStatus: 'PENDING', submittedAt: null });
    // The audit log says the applicant reopened it.
    const audit = (await t.get(`/admin/audit-logs?entityId=${listener.id}`, admin.token)).body
      .data as AuditEntry[];
    expect(audit.find((entry) => entry.action === 'APPLICATION_REOPENED')).toMatchObject({
      action: 'APPLICATION_REOPENED',
      actor: { id: listener.id, role: 'LISTENER' },
      before: { applicationStatus: 'REJECTED' },
      after: { applicationStatus: 'PENDING' },
    });

    // Not submitted until saved again: an admin cannot decide it yet.
    expect((await decide(listener.id, 'APPROVED')).body.message).toBe(messages.applications.incomplete);
    const saved = await t.post('/listener/update-profile', { ...profile, city: 'Pune' }, listener.token);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ applicationStatus: 'PENDING', city: 'Pune' });
    expect((saved.body.data as { submittedAt: string | null }).submittedAt).not.toBeNull();
    expect((await decide(listener.id, 'APPROVED')).status).toBe(200);
  });

  it.each([['PENDING'], ['UNDER_REVIEW'], ['APPROVED']] as const)(
    'refuses with 409 from %s, changing nothing',
    async (status) => {
      const { listener } = await applicant();
      if (status !== 'PENDING') expect((await decide(listener.id, status)).status).toBe(200);
      const res = await reapply(listener.token);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(p.reapplyNotRejected);
      const own = await t.get('/listener/get-profile', listener.token);
      expect(own.body.data).toMatchObject({ applicationStatus: status });
    },
  );

  it('is for the signed-in listener alone: 401 without a sign-in, 403 for a customer or an admin', async () => {
    expect((await reapply()).status).toBe(401);
    const customer = await createSignedInUser(t, 'CUSTOMER');
    expect((await reapply(customer.token)).status).toBe(403);
    expect((await reapply(admin.token)).status).toBe(403);
  });
});
