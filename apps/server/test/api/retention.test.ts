// @module-tag embedded
// The retention sweep (issue 25 §3) on a moved clock: a chat transcript goes CHAT_RETENTION_DAYS after
// its session ended (the screens then say so), a session with an open moderation case keeps it until
// the case closes (and the days have passed since), and a rejected applicant's uploads go
// APPLICANT_UPLOAD_RETENTION_DAYS after the rejection. Two sweeps at once share the work.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CaseDetail, CustomerSession } from '@app/contract';
import { files, listenerProfiles, moderationCases, sessionMessages } from '../../src/db/schema.ts';
import {
  closeSocketsAfterEach,
  createJoinedPair,
  emitAck,
  listenForSockets,
  listenerHistory,
  sendMessage,
  storedOf,
} from '../support/chat.ts';
import { createTestClock } from '../support/marketplace.ts';
import { createSignedInUser, useTestApp, validProfile } from '../support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = createTestClock(new Date());
const t = await useTestApp({ clock, deadlineSweepMs: 0 });
const baseUrl = await listenForSockets(t);
closeSocketsAfterEach();
const admin = await createSignedInUser(t, 'ADMIN');
const chatDays = t.config.retention.chatDays;
const sweep = () => t.app.services.retention.sweep();

/** A CHAT session with one message each way, closed by the listener now (on the test clock). */
const endedSession = async () => {
  const pair = await createJoinedPair(t, baseUrl);
  storedOf(await sendMessage(pair.c, pair.sessionId, 'something I only said here'));
  storedOf(await sendMessage(pair.l, pair.sessionId, 'I hear you'));
  expect(await emitAck(pair.l, 'close-session', { sessionId: pair.sessionId })).toMatchObject({ ok: true });
  return pair;
};
const messageCount = async (sessionId: string) =>
  (await t.database.db.select().from(sessionMessages).where(eq(sessionMessages.sessionId, sessionId))).length;
const customerView = async (sessionId: string, token: string) =>
  (await t.get(`/sessions/mine/${sessionId}`, token)).body.data as CustomerSession;

describe('chat transcripts', () => {
  it('go CHAT_RETENTION_DAYS after the session ended, unless an open case holds them', async () => {
    expect(chatDays).toBe(180);
    const old = await endedSession();
    const held = await endedSession();
    const reported = await t.post(
      `/sessions/${held.sessionId}/report`,
      { category: 'HARASSMENT', reason: 'They were rude' },
      held.customer.token,
    );
    expect(reported.status, reported.text).toBe(200);

    clock.advance((chatDays - 1) * DAY);
    const recent = await endedSession();
    await sweep();
    expect(await messageCount(old.sessionId)).toBe(2);

    clock.advance(2 * DAY);
    // Two processes sweeping at once: each session is erased once, no error.
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect((first?.transcripts ?? 0) + (second?.transcripts ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await messageCount(old.sessionId)).toBe(0);
    expect(await listenerHistory(t, old.sessionId, old.listener)).toEqual([]);
    const view = await customerView(old.sessionId, old.customer.token);
    expect(view.transcriptDeleted).toBe(true);
    expect(view.sessionMessages).toEqual([]);
    // The held one and the recent one keep theirs.
    expect(await messageCount(held.sessionId)).toBe(2);
    expect((await customerView(held.sessionId, held.customer.token)).transcriptDeleted).toBe(false);
    expect(await messageCount(recent.sessionId)).toBe(2);

    // The case closes: the days count again from its closing.
    const [heldCase] = await t.database.db
      .select()
      .from(moderationCases)
      .where(eq(moderationCases.sessionId, held.sessionId));
    const caseId = heldCase?.id;
    expect(caseId).toBeDefined();
    const closed = await t.post(
      `/admin/moderation/cases/${caseId}/actions`,
      { action: 'DISMISS' },
      admin.token,
    );
    expect(closed.status, closed.text).toBe(200);
    const caseDetail = async () =>
      (await t.get(`/admin/moderation/cases/${caseId}`, admin.token)).body.data as CaseDetail;
    clock.advance(10 * DAY);
    await sweep();
    expect(await messageCount(held.sessionId)).toBe(2);
    expect(await messageCount(recent.sessionId)).toBe(2);
    expect((await caseDetail()).transcriptDeletedAt).toBeNull();
    clock.advance(chatDays * DAY);
    const sweptAt = clock.now();
    await sweep();
    expect(await messageCount(held.sessionId)).toBe(0);
    expect(await messageCount(recent.sessionId)).toBe(0);
    // The admin reading the closed case is told the transcript went, and when, not shown an empty chat.
    const detail = await caseDetail();
    expect(detail.transcript).toEqual([]);
    expect(detail.transcriptDeletedAt).toBe(sweptAt.toISOString());
  });
});

describe("a rejected applicant's uploads", () => {
  it('go APPLICANT_UPLOAD_RETENTION_DAYS after the rejection, not before', async () => {
    const applicant = await createSignedInUser(t, 'LISTENER');
    const profile = await validProfile(t, applicant.token);
    expect((await t.post('/listener/update-profile', profile, applicant.token)).status).toBe(200);
    const rejected = await t.post(
      '/applications/update-application-by-id',
      { id: applicant.id, status: 'REJECTED', reason: 'The ID proof is unreadable.' },
      admin.token,
    );
    expect(rejected.status, rejected.text).toBe(200);
    const stored = () => t.database.db.select().from(files).where(eq(files.ownerId, applicant.id));
    const idProof = () => t.call('GET', profile.idProofUrl as string, { token: admin.token });
    expect((await idProof()).status).toBe(200);

    // The rejection is stamped with the database's time; the test clock starts at the real time.
    clock.set(new Date(Date.now() + (t.config.retention.applicantUploadDays - 2) * DAY));
    await sweep();
    expect((await stored()).every((file) => file.data !== null)).toBe(true);

    clock.set(new Date(Date.now() + (t.config.retention.applicantUploadDays + 1) * DAY));
    await sweep();
    expect((await stored()).every((file) => file.data === null)).toBe(true);
    expect((await idProof()).status).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(listenerProfiles)
      .where(eq(listenerProfiles.userId, applicant.id));
    expect(row).toMatchObject({
      applicationStatus: 'REJECTED',
      idProofFileId: null,
      profilePictureFileId: null,
    });
    // The own profile answers, without the documents.
    const own = await t.get('/listener/get-profile', applicant.token);
    expect(own.status).toBe(200);
  });
});
