// @module-tag embedded
// "Delete my account" and the admin's deletion (issue 25 §3): one erasure path. After it no personal
// field of the person is readable through any endpoint that shows people, the money rows stay under a
// pseudonym with the ledger still summing to zero, the old email signs up again, the old token is dead,
// and a deletion raced twice erases once.
import { eq, or, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX, LOGIN_MAX_FAILURES, TOTP_PERIOD_SECONDS, messages } from '@app/contract';
import {
  accounts,
  dataExports,
  files,
  ledgerEntries,
  listenerProfiles,
  purchases,
  receipts,
  sessionMessages,
  users,
  withdrawals,
} from '../../src/db/schema.ts';
import {
  closeSocketsAfterEach,
  createJoinedPair,
  emitAck,
  listenForSockets,
  sendMessage,
  storedOf,
} from '../support/chat.ts';
import { createPaidListener, requestWithdrawal, stampConsolePresence } from '../support/marketplace.ts';
import {
  buyPlan,
  createPlan,
  createSignedInUser,
  uniqueEmail,
  uploadFile,
  totpCode,
  useTestApp,
} from '../support/test-app.ts';

const t = await useTestApp();
const baseUrl = await listenForSockets(t);
closeSocketsAfterEach();
const admin = await createSignedInUser(t, 'ADMIN');
const plan = await createPlan(t, admin.token, { coins: 200, pricePaise: 19900 });
const e = messages.erasure;
const deleteOwn = (token: string, password: unknown, twoFactorCode?: string) =>
  t.call('POST', `${API_PREFIX}/account/delete`, {
    token,
    body: twoFactorCode === undefined ? { password } : { password, twoFactorCode },
  });

const ledgerSum = async () => {
  const [row] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries);
  return Number(row?.total);
};

/** What each signed-in reader gets from each path, as text. */
const readAll = async (paths: [string, string][]) => {
  const texts: string[] = [];
  for (const [path, token] of paths) {
    const res = await t.call('GET', `${API_PREFIX}${path}`, { token });
    expect(res.status, path).toBeLessThan(500);
    texts.push(res.text);
  }
  return texts;
};

/**
 * A customer with a distinctive name who bought coins (purchase, receipt), talked with an approved
 * listener (messages both ways), rated the session with a comment, starred the listener, and about whom
 * the listener wrote a private note.
 */
const customerWithHistory = async () => {
  const tag = `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const pair = await createJoinedPair(t, baseUrl, 'in-progress');
  const email = uniqueEmail(`zoya.${tag}`);
  const name = `Zoya ${tag}`;
  // The pair's customer gets a distinctive name and email (as if they had signed up with them).
  await t.database.db.update(users).set({ name, email }).where(eq(users.id, pair.customer.id));
  const secret = `my secret worry ${tag}`;
  storedOf(await sendMessage(pair.c, pair.sessionId, secret));
  // The listener's own words, which stay theirs (no tag: the tag marks the customer's data).
  const reply = `listener reply ${Math.random().toString(36).slice(2)}`;
  storedOf(await sendMessage(pair.l, pair.sessionId, reply));
  expect(await emitAck(pair.l, 'close-session', { sessionId: pair.sessionId })).toMatchObject({ ok: true });
  const bought = await buyPlan(t, pair.customer.token, plan.id);
  expect(bought.status).toBe(200);
  const comment = `comment ${tag}`;
  const rated = await t.post(
    `/sessions/${pair.sessionId}/rating`,
    { stars: 4, comment },
    pair.customer.token,
  );
  expect(rated.status).toBe(200);
  const starred = await t.call('PUT', `${API_PREFIX}/favourites/${pair.listener.id}`, {
    token: pair.customer.token,
    body: { notifyOnline: true },
  });
  expect(starred.status).toBe(200);
  const note = await t.call('PUT', `${API_PREFIX}/notes/customers/${pair.customer.id}`, {
    token: pair.listener.token,
    body: { body: `note about ${tag}` },
  });
  expect(note.status).toBe(200);
  return { ...pair, tag, email, name, secret, reply, comment };
};

describe('Delete my account (a customer)', () => {
  it('erases every personal field everywhere, keeps the money rows, and frees the email', async () => {
    const p = await customerWithHistory();
    const { customer, listener, sessionId } = p;
    const [purchase] = await t.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.customerId, customer.id));
    expect(purchase).toBeDefined();
    const before = await ledgerSum();
    expect(before).toBe(0);
    const wallet = await t.database.db.select().from(accounts).where(eq(accounts.ownerId, customer.id));
    const walletEntries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, wallet[0]?.id ?? ''));

    // A wrong password erases nothing.
    const wrong = await deleteOwn(customer.token, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(e.passwordWrong);
    expect((await t.get('/auth/me', customer.token)).status).toBe(200);

    // An export asked for before the deletion (a copy of all of it) goes with it.
    expect((await t.post('/my-data/export', {}, customer.token)).status).toBe(200);
    expect(
      await t.database.db.select().from(dataExports).where(eq(dataExports.userId, customer.id)),
    ).toHaveLength(1);

    const res = await deleteOwn(customer.token, 'secret123');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: e.deleted, kept: [e.kept.money, e.kept.coins, e.kept.others] });

    // Every sign-in ended; the email can sign up again.
    expect((await t.get('/auth/me', customer.token)).status).toBe(401);
    expect((await t.post('/auth/login', { email: p.email, password: 'secret123' })).status).toBe(401);
    expect((await t.post('/auth/signup', { email: p.email })).status).toBe(200);

    // Nothing of them is readable through the endpoints that show people.
    const texts = await readAll([
      [`/admin/users?search=${encodeURIComponent(p.email)}`, admin.token],
      [`/admin/users?search=${p.tag}`, admin.token],
      [`/admin/users/${customer.id}`, admin.token],
      [`/admin/audit-logs?entityId=${customer.id}`, admin.token],
      ['/admin/audit-logs?limit=100', admin.token],
      ['/admin/purchases?limit=100', admin.token],
      [`/receipts/${purchase?.id}`, admin.token],
      ['/admin/receipts/export', admin.token],
      ['/admin/moderation/cases', admin.token],
      ['/sessions/all?pagesize=100', listener.token],
      [`/sessions/session-data-listener?id=${sessionId}`, listener.token],
      ['/sessions/all-pending-sessions', listener.token],
      ['/queue/waiting', listener.token],
      [`/notes/customers/${customer.id}`, listener.token],
      ['/blocks', listener.token],
      ['/dashboard/listener-stats', listener.token],
    ]);
    for (const text of texts) {
      for (const personal of [p.email, p.tag, p.secret, p.comment]) expect(text).not.toContain(personal);
    }
    // The listener still sees the session, with their own reply and the pseudonym.
    const view = await t.get(`/sessions/session-data-listener?id=${sessionId}`, listener.token);
    const messagesSeen = (view.body.data as { sessionMessages: { message: string }[] }).sessionMessages;
    expect(messagesSeen.map((m) => m.message)).toEqual([p.reply]);

    // The row is a pseudonym; the receipt names it; money rows and the ledger stay whole.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ email: null, passwordHash: null, isActive: false });
    expect(row?.name).toBe(`${messages.users.deletedName} ${customer.id.slice(0, 4)}`);
    const [receipt] = await t.database.db.select().from(receipts).where(eq(receipts.customerId, customer.id));
    expect(receipt).toMatchObject({ customerName: row?.name, customerEmail: '' });
    expect(
      await t.database.db.select().from(purchases).where(eq(purchases.customerId, customer.id)),
    ).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, wallet[0]?.id ?? '')),
    ).toHaveLength(walletEntries.length);
    expect(await ledgerSum()).toBe(0);
    expect(
      await t.database.db.select().from(sessionMessages).where(eq(sessionMessages.senderId, customer.id)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(dataExports).where(eq(dataExports.userId, customer.id)),
    ).toHaveLength(0);

    // A retry (or a second tab) after the erasure: the token is dead, nothing runs again.
    expect((await deleteOwn(customer.token, 'secret123')).status).toBe(401);
  });

  it('refuses a listener while a withdrawal is not settled, and erases them once it is', async () => {
    const listener = await createPaidListener(t, 500, 'private.person@okaxis');
    expect((await requestWithdrawal(t, listener.token, 10_000)).status).toBe(200);
    const refused = await deleteOwn(listener.token, 'secret123');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(e.withdrawalOpen);
    expect((await t.get('/auth/me', listener.token)).status).toBe(200);

    const [open] = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.listenerId, listener.id));
    const rejected = await t.post(
      `/admin/withdrawals/${open?.id}/reject`,
      { reason: 'Test rejection' },
      admin.token,
    );
    expect(rejected.status, rejected.text).toBe(200);
    expect((await deleteOwn(listener.token, 'secret123')).status).toBe(200);
    const [kept] = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.listenerId, listener.id));
    // The payout record stays, without the personal part of the UPI id.
    expect(kept).toMatchObject({ status: 'REJECTED', upiId: 'erased@okaxis' });
    const admins = await readAll([['/admin/withdrawals?limit=100', admin.token]]);
    expect(admins.join()).not.toContain('private.person');
    expect(await ledgerSum()).toBe(0);
  });

  it('a live session is ended (billed to now) with the erasure, and the listener sees it ended', async () => {
    const pair = await createJoinedPair(t, baseUrl);
    storedOf(await sendMessage(pair.c, pair.sessionId, 'still talking'));
    const res = await deleteOwn(pair.customer.token, 'secret123');
    expect(res.status).toBe(200);
    const view = await t.get(`/sessions/session-data-listener?id=${pair.sessionId}`, pair.listener.token);
    const data = view.body.data as { status: string; endReason: string; sessionMessages: unknown[] };
    expect(data.status).toBe('COMPLETED');
    expect(data.endReason).toBe('ENDED_BY_PLATFORM');
    expect(data.sessionMessages).toEqual([]);
    expect(await ledgerSum()).toBe(0);
  });

  it('refuses an admin account', async () => {
    const other = await createSignedInUser(t, 'ADMIN');
    const res = await deleteOwn(other.token, 'secret123');
    expect(res.status).toBe(403);
  });

  it('refuses a missing password with 400', async () => {
    const someone = await createSignedInUser(t, 'CUSTOMER');
    const res = await deleteOwn(someone.token, '');
    expect(res.status).toBe(400);
    expect((await t.get('/auth/me', someone.token)).status).toBe(200);
  });

  it('an account with two-step sign-in is deleted only with its code as well', async () => {
    const someone = await createSignedInUser(t, 'CUSTOMER', { twoFactor: true });
    const secret = someone.twoFactorSecret ?? '';
    const noCode = await deleteOwn(someone.token, 'secret123');
    expect(noCode.status).toBe(400);
    expect(noCode.body.message).toBe(e.codeRequired);
    const wrongCode = await deleteOwn(someone.token, 'secret123', '000000');
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toBe(e.codeWrong);
    // The right code with a wrong password erases nothing either.
    const nextStep = new Date(t.clock.now().getTime() + TOTP_PERIOD_SECONDS * 1000);
    const wrongPassword = await deleteOwn(someone.token, 'not-my-password', totpCode(secret, nextStep));
    expect(wrongPassword.body.message).toBe(e.passwordWrong);
    expect((await t.get('/auth/me', someone.token)).status).toBe(200);

    const res = await deleteOwn(someone.token, 'secret123', totpCode(secret, nextStep));
    expect(res.status).toBe(200);
    expect((await t.get('/auth/me', someone.token)).status).toBe(401);
  });

  it('wrong passwords raced in parallel are limited: LOGIN_MAX_FAILURES tried, the rest 429, nothing erased', async () => {
    const someone = await createSignedInUser(t, 'CUSTOMER');
    const answers = await Promise.all(
      Array.from({ length: LOGIN_MAX_FAILURES + 3 }, () => deleteOwn(someone.token, 'not-my-password')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(answers.find((a) => a.status === 429)?.body.message).toBe(e.tooManyTries);
    // The window's tries are used up: even the right password waits, and the account is untouched.
    expect((await deleteOwn(someone.token, 'secret123')).status).toBe(429);
    expect((await t.get('/auth/me', someone.token)).status).toBe(200);
    // Sign-in's own count is apart: the person still signs in.
    const login = await t.post('/auth/login', { email: someone.email, password: 'secret123' });
    expect(login.status).toBe(200);
  });
});

describe('the admin deletion goes through the same erasure', () => {
  it('erases an approved listener with a full profile: directory, favourites and sessions show nothing of them', async () => {
    const p = await customerWithHistory();
    const { listener, customer } = p;
    const tag = p.tag;
    // Their application: a picture and ID proof they uploaded, contact and payout details.
    const { demoAvatarPng } = await import('../../src/seed/demo-files.ts');
    const upload = await uploadFile(t, listener.token, demoAvatarPng(200), {
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(upload.status).toBe(200);
    const [picture] = await t.database.db.select().from(files).where(eq(files.ownerId, listener.id));
    await t.database.db
      .update(users)
      .set({ name: `Lakshmi ${tag}` })
      .where(eq(users.id, listener.id));
    await t.database.db
      .update(listenerProfiles)
      .set({
        phone: '9123456780',
        description: `I listen ${tag}`,
        withdrawalUpiId: `lakshmi.${tag}@okbank`,
        profilePictureFileId: picture?.id ?? null,
      })
      .where(eq(listenerProfiles.userId, listener.id));
    await stampConsolePresence(t, listener.id);
    expect((await t.call('GET', upload.body.url as string, { token: customer.token })).status).toBe(200);
    expect(JSON.stringify((await t.get('/directory/listeners', customer.token)).body)).toContain(
      `Lakshmi ${tag}`,
    );

    const res = await t.call('DELETE', `${API_PREFIX}/admin/users/${listener.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect((await t.get('/auth/me', listener.token)).status).toBe(401);
    // Their uploads' bytes are gone from storage (the metadata row goes with the orphan sweep).
    const left = await t.database.db.select().from(files).where(eq(files.ownerId, listener.id));
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((file) => file.data === null)).toBe(true);
    expect((await t.call('GET', upload.body.url as string, { token: customer.token })).status).toBe(404);
    const [prof] = await t.database.db
      .select()
      .from(listenerProfiles)
      .where(eq(listenerProfiles.userId, listener.id));
    expect(prof).toMatchObject({ phone: null, withdrawalUpiId: null, description: null, languages: [] });

    const texts = await readAll([
      ['/directory/listeners', customer.token],
      [`/directory/listeners/${listener.id}`, customer.token],
      ['/favourites', customer.token],
      [`/sessions/mine/${p.sessionId}`, customer.token],
      ['/sessions/mine', customer.token],
      ['/listener/get-all?limit=100', admin.token],
      [`/listener/get-listener-by-id?id=${listener.id}`, admin.token],
      ['/applications/all-applications?limit=100', admin.token],
      [`/admin/audit-logs?entityId=${listener.id}`, admin.token],
      ['/admin/audit-logs?limit=100', admin.token],
    ]);
    for (const text of texts) {
      for (const personal of [tag, '9123456780', `lakshmi.${tag}`]) {
        // The customer's own name carries the tag too; only the listener's fields are checked here.
        if (personal === tag) expect(text).not.toContain(`Lakshmi ${tag}`);
        else expect(text).not.toContain(personal);
      }
      expect(text).not.toContain(p.reply);
    }
    const favourites = (await t.get('/favourites', customer.token)).body;
    expect(JSON.stringify(favourites)).not.toContain(listener.id);
    // The audit record of the deletion, without personal data.
    const audit = (await t.get(`/admin/audit-logs?entityId=${listener.id}`, admin.token)).body.data as {
      action: string;
    }[];
    expect(audit.filter((entry) => entry.action === 'USER_DELETED')).toHaveLength(1);
    expect(await ledgerSum()).toBe(0);
  });

  it('two deletions raced in parallel erase once: one 200, one 404, one audit entry', async () => {
    const victim = await createSignedInUser(t, 'CUSTOMER');
    const answers = await Promise.all(
      [1, 2].map(() => t.call('DELETE', `${API_PREFIX}/admin/users/${victim.id}`, { token: admin.token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const audit = (await t.get(`/admin/audit-logs?entityId=${victim.id}`, admin.token)).body.data as {
      action: string;
    }[];
    expect(audit.filter((entry) => entry.action === 'USER_DELETED')).toHaveLength(1);
  });

  it('a person deleting their account twice at once: one erasure, no error', async () => {
    const victim = await createSignedInUser(t, 'CUSTOMER');
    const answers = await Promise.all([1, 2, 3].map(() => deleteOwn(victim.token, 'secret123')));
    const statuses = answers.map((a) => a.status);
    // Each answer is the success, or (arriving after the first committed) the dead token's 401.
    expect(statuses.every((s) => s === 200 || s === 401)).toBe(true);
    expect(statuses).toContain(200);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(or(eq(users.id, victim.id), eq(users.email, victim.email)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.deletedAt).not.toBeNull();
  });
});

afterAll(async () => {
  expect(await ledgerSum()).toBe(0);
});
