import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type Endpoint } from '@app/contract';
import { z } from 'zod';
import { registerEndpoint } from '../../src/plugins/endpoint.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
// Listener features (sessions, earnings, withdrawals) are declared `approved-listener`; this probe
// endpoint exercises the same check until they exist.
const probe = {
  method: 'GET',
  path: '/test/approved-only',
  access: 'approved-listener',
  summary: 'probe',
  response: z.object({ ok: z.boolean() }),
} as const satisfies Endpoint;
registerEndpoint(t.app, probe, () => Promise.resolve({ ok: true }));

describe("'approved-listener' access", () => {
  it('lets an approved listener in', async () => {
    const listener = await createSignedInUser(t, 'LISTENER', { approved: true });
    const res = await t.get(probe.path, listener.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('refuses an unapproved listener with 403 and a message saying why', async () => {
    const listener = await createSignedInUser(t, 'LISTENER');
    const res = await t.get(probe.path, listener.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: messages.auth.notApproved, code: 'FORBIDDEN' });
  });

  it('refuses a rejected listener even if approvedAt were set', async () => {
    const listener = await createSignedInUser(t, 'LISTENER', { approved: true });
    await t.database.db.execute(
      sql`update listener_profiles set application_status = 'REJECTED' where user_id = ${listener.id}`,
    );
    expect((await t.get(probe.path, listener.token)).status).toBe(403);
  });

  it('refuses other roles and anonymous callers', async () => {
    const admin = await createSignedInUser(t, 'ADMIN');
    const customer = await createSignedInUser(t, 'CUSTOMER');
    expect((await t.get(probe.path, admin.token)).body).toEqual({
      message: messages.auth.forbidden,
      code: 'FORBIDDEN',
    });
    expect((await t.get(probe.path, customer.token)).status).toBe(403);
    expect((await t.get(probe.path)).status).toBe(401);
  });
});
