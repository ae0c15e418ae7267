// Who may call each trust-and-safety route (issue 12 §6), driven by the contract's endpoints table: a
// route added to the `safety` or `moderation` groups without a row here fails the first test. Then the
// objects of others: nobody reads or changes another person's session, reports or blocks.
import { describe, expect, it } from 'vitest';
import { API_PREFIX, endpoints, messages, type MyReport } from '@app/contract';
import { testAccessMatrix, type AccessRow } from '../support/access-matrix.ts';
import { createCustomer, createOnlineListener, createTestClock } from '../support/marketplace.ts';
import { createCompletedSession, reportedCase } from '../support/safety.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0 });

const groups = { safety: endpoints.safety, moderation: endpoints.moderation };

// The cast: a session between `customer` and `listener` that took place, reported by the customer (an
// open case); `otherCustomer` and `otherListener` have nothing to do with it.
const { customer, listener, sessionId } = await createCompletedSession(t, clock);
const otherCustomer = await createCustomer(t, 100);
const otherListener = await createOnlineListener(t);
const unapproved = await createSignedInUser(t, 'LISTENER');
const admin = await createSignedInUser(t, 'ADMIN');
const caseRow = await reportedCase(t, admin.token, customer, sessionId, 'POOR_SERVICE');

// Each role's token, in the order the rows' statuses list them.
const roles = {
  customer: customer.token,
  'other customer': otherCustomer.token,
  'unapproved listener': unapproved.token,
  listener: listener.token,
  'other listener': otherListener.token,
  admin: admin.token,
};

const adminOnly = [403, 403, 403, 403, 403, 200];
const people = [200, 200, 200, 200, 200, 403];

// Rows run in the contract's order, roles in `roles` order, so the state changes are known: the customer
// rates the session (the other customer may not even see it); everyone tries to block the customer
// (only the listener, who talked to them, can) and to unblock them (only the listener had).
const matrix: Record<string, AccessRow> = {
  'safety.helplines': { statuses: [200, 200, 200, 200, 200, 200] },
  'safety.updateHelplines': {
    body: { helplines: [{ name: 'Tele-MANAS', phone: '14416', description: '' }] },
    statuses: adminOnly,
  },
  'safety.myReports': { statuses: people },
  'safety.rate': {
    params: { id: sessionId },
    body: { stars: 4 },
    statuses: [200, 404, 403, 403, 403, 403],
  },
  'safety.blocks': { statuses: people },
  'safety.block': { body: { userId: customer.id }, statuses: [400, 400, 404, 200, 404, 403] },
  'safety.unblock': { params: { userId: customer.id }, statuses: [404, 404, 404, 200, 404, 403] },
  'moderation.list': { statuses: adminOnly },
  'moderation.get': { params: { id: caseRow.id }, statuses: adminOnly },
  'moderation.act': {
    params: { id: caseRow.id },
    body: { action: 'WARN', warn: 'LISTENER', note: 'Be kind to the people you listen to' },
    statuses: adminOnly,
  },
};

describe('trust and safety routes × roles', () => {
  testAccessMatrix(t, { groups, roles, matrix });
});

describe("other people's objects", () => {
  it("another customer or listener can neither report nor rate someone else's session (404)", async () => {
    const { customer: owner, sessionId: id } = await createCompletedSession(t, clock);
    for (const stranger of [otherCustomer, otherListener]) {
      const report = await t.post(
        `/sessions/${id}/report`,
        { category: 'HARASSMENT', reason: 'Not mine' },
        stranger.token,
      );
      expect(report.status).toBe(404);
      expect(report.body.message).toBe(messages.sessions.notFound);
    }
    const rating = await t.post(`/sessions/${id}/rating`, { stars: 1 }, otherCustomer.token);
    expect(rating.status).toBe(404);
    expect(rating.body.message).toBe(messages.sessions.notFound);
    // The session's own customer still can.
    expect((await t.post(`/sessions/${id}/rating`, { stars: 5 }, owner.token)).status).toBe(200);
  });

  it("a person's reports list holds only their own reports", async () => {
    const reports = async (token: string) => (await t.get('/reports/mine', token)).body.data as MyReport[];
    expect((await reports(customer.token)).map((r) => r.id)).toEqual([caseRow.id]);
    expect(await reports(otherCustomer.token)).toEqual([]);
    expect(await reports(listener.token)).toEqual([]);
    expect(await reports(otherListener.token)).toEqual([]);
  });

  it("nobody lists or lifts another person's block", async () => {
    const blocker = await createCustomer(t);
    const blockedListener = await createOnlineListener(t);
    expect((await t.post('/blocks', { userId: blockedListener.id }, blocker.token)).status).toBe(200);

    expect((await t.get('/blocks', otherCustomer.token)).body.data).toEqual([]);
    expect((await t.get('/blocks', blockedListener.token)).body.data).toEqual([]);
    for (const who of [otherCustomer, blockedListener]) {
      const lifted = await t.call('DELETE', `${API_PREFIX}/blocks/${blockedListener.id}`, {
        token: who.token,
      });
      expect(lifted.status).toBe(404);
      expect(lifted.body.message).toBe(messages.safety.notBlocked);
    }
    expect(
      ((await t.get('/blocks', blocker.token)).body.data as { userId: string }[]).map((b) => b.userId),
    ).toEqual([blockedListener.id]);
  });
});
