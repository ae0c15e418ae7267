// @module-tag embedded
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExports, listenerProfiles, sessionMessages, users } from '../../src/db/schema.ts';
import {
  createCustomer,
  createOnlineListener,
  createTestClock,
  creditEarnings,
  listenerAction,
  requestWithdrawal,
  startSession,
} from '../support/marketplace.ts';
import { downloadExport, exportLinkOf, unzipExport } from '../support/my-data.ts';
import { reportSession } from '../support/safety.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';

const clock = createTestClock();
const t = await useTestApp({ clock, deadlineSweepMs: 0, dataExportJobMs: 0 });
const admin = await createSignedInUser(t, 'ADMIN');

type Person = { id: string; token: string; email: string };

/** Renames a person so their name is findable in an archive. */
const rename = async (person: { id: string }, name: string) => {
  await t.database.db.update(users).set({ name }).where(eq(users.id, person.id));
};

/** A chat line stored as the socket stores it (the chat module is tested on its own). */
const writeMessage = async (
  sessionId: string,
  sender: { id: string },
  senderType: 'CUSTOMER' | 'LISTENER',
  body: string,
) => {
  await t.database.db.insert(sessionMessages).values({
    sessionId,
    senderId: sender.id,
    senderType,
    clientMessageId: crypto.randomUUID(),
    body,
    createdAt: clock.now(),
  });
  clock.advance(1000);
};

const ask = (person: { token: string }) => t.post('/my-data/export', undefined, person.token);

describe('Download my data', () => {
  it("gives each of two people who met exactly their own data, and nothing of the other's", async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const listener = await createOnlineListener(t, 10);
    const customer = await createCustomer(t, 0);
    const customerName = `Asha Customer ${tag}`;
    const listenerName = `Ravi Listener ${tag}`;
    await rename(customer, customerName);
    await rename(listener, listenerName);
    const listenerUpi = `ravi.${tag}@okbank`;
    const listenerPhone = '9812345678';
    await t.database.db
      .update(listenerProfiles)
      .set({ withdrawalUpiId: listenerUpi, phone: listenerPhone })
      .where(eq(listenerProfiles.userId, listener.id));

    // The customer pays (a plan and its receipt), they talk, and the listener closes the session.
    const plan = await createPlan(t, admin.token, { name: `Plan ${tag}`, coins: 500 });
    expect((await buyPlan(t, customer.token, plan.id)).status).toBe(200);
    const sessionId = await startSession(t, customer, listener);
    const customerLines = [`I feel low today ${tag}`, `Thank you for listening ${tag}`];
    const listenerLines = [`I am here for you ${tag}`, `Take care of yourself ${tag}`];
    await writeMessage(sessionId, customer, 'CUSTOMER', customerLines[0]!);
    await writeMessage(sessionId, listener, 'LISTENER', listenerLines[0]!);
    await writeMessage(sessionId, customer, 'CUSTOMER', customerLines[1]!);
    await writeMessage(sessionId, listener, 'LISTENER', listenerLines[1]!);
    clock.advance(3 * 60_000); // with the four lines' seconds: 4 started minutes at 10 coins
    expect((await listenerAction(t, 'close-session', sessionId, listener.token)).status).toBe(200);

    // Both report the session; the customer stars the listener; the listener notes the customer,
    // withdraws, and blocks the customer.
    const customerReport = `Customer report ${tag}`;
    const listenerReport = `Listener report ${tag}`;
    expect(
      (await reportSession(t, customer, sessionId, { category: 'OTHER', reason: customerReport })).status,
    ).toBe(200);
    expect(
      (await reportSession(t, listener, sessionId, { category: 'OTHER', reason: listenerReport })).status,
    ).toBe(200);
    expect(
      (
        await t.call('PUT', `/api/v1/favourites/${listener.id}`, {
          token: customer.token,
          body: { notifyOnline: true },
        })
      ).status,
    ).toBe(200);
    const note = `Private note ${tag}`;
    expect(
      (
        await t.call('PUT', `/api/v1/notes/customers/${customer.id}`, {
          token: listener.token,
          body: { body: note },
        })
      ).status,
    ).toBe(200);
    await creditEarnings(t, listener.id, 20_000, new Date(clock.now().getTime() - 30 * 86_400_000));
    expect((await requestWithdrawal(t, listener.token, 15_000)).status).toBe(200);
    expect((await t.post('/blocks', { userId: customer.id }, listener.token)).status).toBe(200);

    // Both ask; the answer is pending until the background pass built them.
    const asked = await ask(customer);
    expect(asked.status).toBe(200);
    expect((asked.body.data as { status: string }).status).toBe('pending');
    expect((await ask(listener)).status).toBe(200);
    expect(await t.app.services.myData.runPass()).toBe(2);

    const customerLink = await exportLinkOf(t, customer.email);
    const listenerLink = await exportLinkOf(t, listener.email);
    expect(customerLink.mail.subject).toContain('ready');
    expect(customerLink.mail.text).toContain('/app/settings?dataExport=');
    expect(listenerLink.mail.text).toContain('/dashboard/account?dataExport=');
    const latest = await t.get('/my-data/export', customer.token);
    expect(latest.body.data).toMatchObject({ id: customerLink.id, status: 'ready' });

    const customerZip = await downloadExport(t, customerLink.id, customerLink.token, customer.token);
    expect(customerZip.statusCode).toBe(200);
    expect(customerZip.headers['content-type']).toBe('application/zip');
    const mine = unzipExport(customerZip.rawPayload);
    expect([...mine.names].sort()).toEqual(
      [
        'README.json',
        'blocks.json',
        'favourites.json',
        'messages.json',
        'notes.json',
        'payments.json',
        'profile.json',
        'reports.json',
        'sessions.json',
        'withdrawals.json',
      ].sort(),
    );
    const c = mine.files;
    expect(c['profile.json'].account).toMatchObject({
      id: customer.id,
      email: customer.email,
      name: customerName,
      role: 'CUSTOMER',
    });
    expect(c['profile.json'].account.passwordHash).toBeUndefined();
    expect(c['profile.json'].listenerProfile).toBeNull();
    expect(c['sessions.json']).toHaveLength(1);
    expect(c['sessions.json'][0]).toMatchObject({
      id: sessionId,
      yourRole: 'CUSTOMER',
      with: listenerName,
      yourMood: 'sad',
      billedMinutes: 4,
      coinsCharged: 40,
    });
    expect(c['messages.json'].map((m) => m.body)).toEqual(customerLines);
    expect(c['payments.json'].purchases).toHaveLength(1);
    expect(c['payments.json'].purchases[0]).toMatchObject({
      planName: `Plan ${tag}`,
      coins: 500,
      status: 'CONFIRMED',
    });
    expect(c['payments.json'].receipts).toHaveLength(1);
    expect(c['payments.json'].receipts[0]).toMatchObject({ customerEmail: customer.email });
    expect(c['payments.json'].ledgerEntries.map((e) => [e.kind, e.amount])).toEqual([
      ['PURCHASE', 500],
      ['SESSION_CHARGE', -40],
    ]);
    expect(c['withdrawals.json']).toEqual([]);
    expect(c['reports.json']).toHaveLength(1);
    expect(c['reports.json'][0]).toMatchObject({ sessionId, details: customerReport });
    expect(c['favourites.json']).toEqual([expect.objectContaining({ listenerName, notifyOnline: true })]);
    expect(c['notes.json']).toEqual([]);
    expect(c['blocks.json']).toEqual([]);
    expect(Object.keys(c['README.json'].files)).toHaveLength(9);

    const listenerZip = await downloadExport(t, listenerLink.id, listenerLink.token, listener.token);
    expect(listenerZip.statusCode).toBe(200);
    const theirs = unzipExport(listenerZip.rawPayload);
    const l = theirs.files;
    expect(l['profile.json'].account).toMatchObject({
      id: listener.id,
      email: listener.email,
      name: listenerName,
      role: 'LISTENER',
    });
    expect(l['profile.json'].listenerProfile).toMatchObject({
      withdrawalUpiId: listenerUpi,
      phone: listenerPhone,
      applicationStatus: 'APPROVED',
    });
    expect(l['sessions.json']).toHaveLength(1);
    expect(l['sessions.json'][0]).toMatchObject({
      id: sessionId,
      yourRole: 'LISTENER',
      with: customerName,
      billedMinutes: 4,
      coinsEarned: 24,
    });
    expect(l['sessions.json'][0]?.yourMood).toBeUndefined();
    expect(l['sessions.json'][0]?.coinsCharged).toBeUndefined();
    expect(l['messages.json'].map((m) => m.body)).toEqual(listenerLines);
    expect(l['withdrawals.json']).toHaveLength(1);
    expect(l['withdrawals.json'][0]).toMatchObject({
      amountPaise: 15_000,
      upiId: listenerUpi,
      status: 'PENDING',
    });
    expect(l['payments.json'].purchases).toEqual([]);
    expect(l['payments.json'].receipts).toEqual([]);
    expect(l['payments.json'].ledgerEntries.length).toBeGreaterThanOrEqual(3);
    expect(l['reports.json']).toEqual([expect.objectContaining({ sessionId, details: listenerReport })]);
    expect(l['notes.json']).toEqual([expect.objectContaining({ customerName, body: note })]);
    expect(l['blocks.json']).toEqual([expect.objectContaining({ blockedName: customerName })]);
    expect(l['favourites.json']).toEqual([]);

    // Nothing of the other person anywhere in the archive, beyond their display name where it is named.
    const without = (text: string, name: string) =>
      text.replaceAll(`"with": "${name}"`, '').replaceAll(`Name": "${name}"`, '');
    const customerRest = without(mine.text, listenerName);
    for (const secret of [
      listener.email,
      listener.id,
      listenerName,
      listenerUpi,
      listenerPhone,
      listenerReport,
      note,
      ...listenerLines,
    ]) {
      expect(customerRest).not.toContain(secret);
    }
    const listenerRest = without(theirs.text, customerName);
    for (const secret of [
      customer.email,
      customer.id,
      customerName,
      customerReport,
      `Plan ${tag}`,
      ...customerLines,
    ]) {
      expect(listenerRest).not.toContain(secret);
    }

    // The other person's token, or no token, or a wrong link token: not theirs to read.
    expect((await downloadExport(t, customerLink.id, customerLink.token, listener.token)).statusCode).toBe(
      404,
    );
    expect((await downloadExport(t, customerLink.id, customerLink.token, admin.token)).statusCode).toBe(404);
    expect((await downloadExport(t, customerLink.id, customerLink.token)).statusCode).toBe(401);
    const wrong = await downloadExport(t, customerLink.id, listenerLink.token, customer.token);
    expect(wrong.statusCode).toBe(404);
  });

  it('makes one export of many parallel asks', async () => {
    const person: Person = await createCustomer(t, 0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(person)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const ids = new Set(answers.map((answer) => (answer.body.data as { id: string }).id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, person.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('pending');
  });
});
