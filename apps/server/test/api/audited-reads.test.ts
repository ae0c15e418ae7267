// Audited reads (issue 25 §3): an admin reading a chat transcript (a moderation case) or a private
// document someone else uploaded (an ID proof, an applicant's picture) leaves one audit record naming the
// admin and the object; a person reading their own file, anyone reading a public listener picture, and a
// refused read leave none.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contract';
import { createTestClock } from '../support/marketplace.ts';
import { caseDetail, createCompletedSession, reportedCase } from '../support/safety.ts';
import { createSignedInUser, uploadFile, useTestApp, validProfile } from '../support/test-app.ts';
import { demoIdProofPdf } from '../../src/seed/demo-files.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const admin = await createSignedInUser(t, 'ADMIN');

const auditOf = async (entityId: string) => {
  const res = await t.get(`/admin/audit-logs?entityId=${entityId}`, admin.token);
  expect(res.status).toBe(200);
  return res.body.data as AuditEntry[];
};
const readFile = (url: string, token?: string) =>
  t.call('GET', url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
const idOf = (url: string) => url.split('/').at(-1) ?? '';

describe('an admin reading a transcript', () => {
  it('records one TRANSCRIPT_READ per opening of a case, naming the admin and the session', async () => {
    const { customer, sessionId } = await createCompletedSession(t, clock);
    const row = await reportedCase(t, admin.token, customer, sessionId);
    expect(await auditOf(sessionId)).toEqual([]);

    const detail = await caseDetail(t, admin.token, row.id);
    expect(detail.session.id).toBe(sessionId);
    const [entry, ...rest] = await auditOf(sessionId);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'TRANSCRIPT_READ',
      entityType: 'session',
      entityId: sessionId,
      entityName: row.customer.name,
      actor: { id: admin.id, role: 'ADMIN' },
    });
    expect(Math.abs(Date.parse(entry?.createdAt ?? '') - Date.now())).toBeLessThan(60_000);

    // Every reading is its own record.
    await caseDetail(t, admin.token, row.id);
    expect((await auditOf(sessionId)).map((e) => e.action)).toEqual(['TRANSCRIPT_READ', 'TRANSCRIPT_READ']);
  });

  it('records nothing for a case that does not exist', async () => {
    const before = (await t.get('/admin/audit-logs?action=TRANSCRIPT_READ&limit=100', admin.token)).body
      .pagination as { total: number };
    const missing = await t.get(`/admin/moderation/cases/${crypto.randomUUID()}`, admin.token);
    expect(missing.status).toBe(404);
    const after = (await t.get('/admin/audit-logs?action=TRANSCRIPT_READ&limit=100', admin.token)).body
      .pagination as { total: number };
    expect(after.total).toBe(before.total);
  });
});

describe('an admin reading a private document', () => {
  it("records one DOCUMENT_READ naming the admin and the file, with the uploader's name", async () => {
    const applicant = await createSignedInUser(t, 'LISTENER');
    const profile = await validProfile(t, applicant.token);
    expect((await t.post('/listener/update-profile', profile, applicant.token)).status).toBe(200);
    const idProof = profile.idProofUrl as string;

    const read = await readFile(idProof, admin.token);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    const entries = await auditOf(idOf(idProof));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'DOCUMENT_READ',
      entityType: 'file',
      entityId: idOf(idProof),
      entityName: profile.name,
      actor: { id: admin.id, name: admin.name, role: 'ADMIN' },
      before: null,
      after: null,
    });
  });

  it('records nothing when a listener reads their own file, nor for a refused read', async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const other = await createSignedInUser(t, 'LISTENER');
    const upload = await uploadFile(t, listener.token, demoIdProofPdf('Own'), { filename: 'id.pdf' });
    expect(upload.status).toBe(200);
    const url = upload.body.url as string;

    expect((await readFile(url, listener.token)).status).toBe(200);
    expect((await readFile(url, other.token)).status).toBe(404);
    expect((await readFile(url)).status).toBe(404);
    expect(await auditOf(idOf(url))).toEqual([]);
  });

  it("records nothing for an admin's own upload or a public listener picture", async () => {
    const own = await uploadFile(t, admin.token, demoIdProofPdf('Admin'), { filename: 'a.pdf' });
    expect((await readFile(own.body.url as string, admin.token)).status).toBe(200);
    expect(await auditOf(idOf(own.body.url as string))).toEqual([]);

    const applicant = await createSignedInUser(t, 'LISTENER');
    const profile = await validProfile(t, applicant.token);
    expect((await t.post('/listener/update-profile', profile, applicant.token)).status).toBe(200);
    const picture = profile.profilePicture as string;
    // Before approval the picture is private: opening it is recorded.
    expect((await readFile(picture, admin.token)).status).toBe(200);
    expect((await auditOf(idOf(picture))).map((e) => e.action)).toEqual(['DOCUMENT_READ']);
    const approved = await t.post(
      '/applications/update-application-by-id',
      { id: applicant.id, status: 'APPROVED' },
      admin.token,
    );
    expect(approved.status).toBe(200);
    // Once public (approved, unblocked), anyone may see it: nothing more is recorded.
    const open = await readFile(picture, admin.token);
    expect(open.status).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=300');
    expect(await auditOf(idOf(picture))).toHaveLength(1);
  });
});
