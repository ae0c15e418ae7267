// @module-tag embedded
// The listener's two polled lists may reuse a sign-in checked within the last second
// (modules/auth/sign-in-cache.ts); every other endpoint checks the database on each request.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { POLLED_SIGN_IN_TTL_MS } from '../../src/modules/auth/sign-in-cache.ts';
import { createOnlineListener } from '../support/marketplace.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
const pending = '/sessions/all-pending-sessions?pagenumber=1&pagesize=10';
const ongoing = '/sessions/all-ongoing-sessions?pagenumber=1&pagesize=10';

/** What another process does when it signs the user out: the row changes, this process is not told. */
const endSignInsElsewhere = (userId: string) =>
  t.database.db.execute(sql`update users set token_version = token_version + 1 where id = ${userId}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the polled lists and a sign-out', () => {
  it('a block made by this process refuses the polled lists at once', async () => {
    const listener = await createOnlineListener(t);
    expect((await t.get(pending, listener.token)).status).toBe(200);
    expect((await t.get(ongoing, listener.token)).status).toBe(200);

    await t.post('/listener/set-blocked', { id: listener.id, isBlocked: true }, admin.token);
    for (const list of [pending, ongoing]) {
      expect((await t.get(list, listener.token)).body).toEqual({
        message: messages.auth.listenerBlocked,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('a sign-out made by another process reaches the polled lists within a second, and other endpoints at once', async () => {
    const listener = await createOnlineListener(t);
    expect((await t.get(pending, listener.token)).status).toBe(200);

    await endSignInsElsewhere(listener.id);
    const signedOut = { message: messages.auth.sessionExpired, code: 'UNAUTHENTICATED' };
    // Every other endpoint reads the row on each request.
    expect((await t.get('/auth/me', listener.token)).body).toEqual(signedOut);
    // The polled list still answers from the check it made a moment ago (that is the saving)...
    expect((await t.get(pending, listener.token)).status).toBe(200);
    // ...and no longer once the second has passed.
    await sleep(POLLED_SIGN_IN_TTL_MS + 50);
    expect((await t.get(pending, listener.token)).body).toEqual(signedOut);
  });

  it('a refused token is not remembered: it stays refused, and a fresh sign-in is accepted at once', async () => {
    const listener = await createOnlineListener(t);
    await endSignInsElsewhere(listener.id);
    expect((await t.get(pending, listener.token)).status).toBe(401);
    expect((await t.get(pending, listener.token)).status).toBe(401);
    await t.database.db.execute(
      sql`update users set token_version = token_version - 1 where id = ${listener.id}`,
    );
    expect((await t.get(pending, listener.token)).status).toBe(200);
  });

  it('the access check still runs on a remembered sign-in: a customer is refused the listener lists', async () => {
    const customer = await createSignedInUser(t, 'CUSTOMER');
    for (let round = 0; round < 2; round += 1) {
      expect((await t.get(pending, customer.token)).status).toBe(403);
    }
  });
});
