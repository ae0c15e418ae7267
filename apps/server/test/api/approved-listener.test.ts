import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isApprovedListener, type ApplicationStatus } from '@app/contract';
import { createOnlineListener } from '../support/marketplace.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

// One meaning of "approved listener" everywhere: the contract's isApprovedListener decides the
// 'approved-listener' access check (the web's guards call the same function), and its SQL twin
// (db/approved-listener.ts) decides the directory. Each state below is checked on both against it.
const t = await useTestApp();

const states: { approvedAt: boolean; status: ApplicationStatus }[] = [
  { approvedAt: true, status: 'APPROVED' },
  { approvedAt: false, status: 'APPROVED' },
  { approvedAt: true, status: 'REJECTED' },
  { approvedAt: true, status: 'UNDER_REVIEW' },
  { approvedAt: false, status: 'PENDING' },
];

describe('approved listener: one rule for access, directory and the contract', () => {
  it.each(states)('approvedAt set: $approvedAt, application $status', async ({ approvedAt, status }) => {
    const listener = await createOnlineListener(t);
    await t.database.db.execute(
      sql`update users set approved_at = ${approvedAt ? new Date().toISOString() : null}::timestamptz where id = ${listener.id}`,
    );
    await t.database.db.execute(
      sql`update listener_profiles set application_status = ${status} where user_id = ${listener.id}`,
    );
    const expected = isApprovedListener({
      role: 'LISTENER',
      approvedAt: approvedAt ? new Date() : null,
      applicationStatus: status,
    });

    // The access check: an approved-listener endpoint (the listener's pending requests).
    const access = await t.get('/sessions/all-pending-sessions?pagenumber=1&pagesize=10', listener.token);
    expect(access.status).toBe(expected ? 200 : 403);

    // The directory (SQL): listed, and its profile readable, only when approved.
    const customer = await createSignedInUser(t, 'CUSTOMER');
    const profile = await t.get(`/directory/listeners/${listener.id}`, customer.token);
    expect(profile.status).toBe(expected ? 200 : 404);
  });
});
