import { describe, expect, it } from 'vitest';
import { messages, REJECTION_REASON_MAX } from '@app/contract';
import { createSignedInUser, useTestApp, validProfile } from '../support/test-app.ts';

const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const a = messages.applications;

/** A listener who saved a complete application. */
const applicant = async () => {
  const listener = await createSignedInUser(t, 'LISTENER');
  const profile = await validProfile(t, listener.token);
  expect((await t.post('/listener/update-profile', profile, listener.token)).status).toBe(200);
  return listener;
};
const decide = (body: Record<string, unknown>) =>
  t.post('/applications/update-application-by-id', body, admin.token);

type AuditEntry = { action: string; after: Record<string, unknown> | null };
const auditOf = async (id: string) =>
  (await t.get(`/admin/audit-logs?entityId=${id}`, admin.token)).body.data as AuditEntry[];

describe('the reason for a rejection', () => {
  it('is kept on the profile, written to the audit entry and shown to the applicant', async () => {
    const listener = await applicant();
    const reason = '  The ID proof is unreadable; please send a clearer scan.  ';
    const res = await decide({ id: listener.id, status: 'REJECTED', reason });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(a.rejected);
    expect(res.body.data).toMatchObject({ applicationStatus: 'REJECTED', rejectionReason: reason.trim() });

    const own = await t.get('/listener/get-profile', listener.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ applicationStatus: 'REJECTED', rejectionReason: reason.trim() });

    const entry = (await auditOf(listener.id)).find((row) => row.action === 'APPLICATION_REJECTED');
    expect(entry?.after).toMatchObject({ applicationStatus: 'REJECTED', reason: reason.trim() });
  });

  it.each([
    ['missing', {}, a.reasonRequired],
    ['blank', { reason: '   ' }, a.reasonRequired],
    ['not text', { reason: 42 }, a.reasonRequired],
    ['too long', { reason: 'x'.repeat(REJECTION_REASON_MAX + 1) }, a.reasonTooLong(REJECTION_REASON_MAX)],
  ])('a rejection with a %s reason is refused with 400 and nothing changes', async (_, extra, message) => {
    const listener = await applicant();
    const res = await decide({ id: listener.id, status: 'REJECTED', ...extra });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const own = await t.get('/listener/get-profile', listener.token);
    expect(own.body.data).toMatchObject({ applicationStatus: 'PENDING', rejectionReason: null });
    expect((await auditOf(listener.id)).map((row) => row.action)).not.toContain('APPLICATION_REJECTED');
  });

  it('accepts a reason of exactly the maximum length', async () => {
    const listener = await applicant();
    const reason = 'y'.repeat(REJECTION_REASON_MAX);
    const res = await decide({ id: listener.id, status: 'REJECTED', reason });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rejectionReason: reason });
  });

  it('is not kept for an approval, and an approved profile shows none', async () => {
    const listener = await applicant();
    const res = await decide({ id: listener.id, status: 'APPROVED', reason: 'Looks great' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ applicationStatus: 'APPROVED', rejectionReason: null });
    const entry = (await auditOf(listener.id)).find((row) => row.action === 'APPLICATION_APPROVED');
    expect(entry?.after).not.toHaveProperty('reason');
  });
});
