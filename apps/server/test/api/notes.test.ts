// @module-tag embedded
// A listener's private notes per customer (issue 23 §5): the listener writes one after a session, reads
// it back, sees it on the customer's next request and session, replaces and deletes it; an admin's
// deletion of the customer erases the notes about them in the same transaction as the rest of their data.
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, messages, type ListenerSession, type PrivateNote } from '@app/contract';
import { listenerNotes } from '../../src/db/schema.ts';
import {
  createCustomer,
  createOnlineListener,
  listenerAction,
  requestBody,
  startSession,
} from '../support/marketplace.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
const admin = await createSignedInUser(t, 'ADMIN');
type Person = { id: string; token: string };

const noteUrl = (customerId: string) => `${API_PREFIX}/notes/customers/${customerId}`;
const readNote = (listener: Person, customerId: string) =>
  t.call('GET', noteUrl(customerId), { token: listener.token });
const saveNote = (listener: Person, customerId: string, body: unknown) =>
  t.call('PUT', noteUrl(customerId), { token: listener.token, body });
const notesRows = (userId: string) =>
  t.database.db
    .select()
    .from(listenerNotes)
    .where(or(eq(listenerNotes.customerId, userId), eq(listenerNotes.listenerId, userId)));

/** A listener and a customer who had one session, closed by the listener. */
const metPair = async () => {
  const listener = await createOnlineListener(t);
  const customer = await createCustomer(t, 100);
  const sessionId = await startSession(t, customer, listener);
  expect((await listenerAction(t, 'close-session', sessionId, listener.token)).status).toBe(200);
  return { listener, customer, sessionId };
};

describe('private notes', () => {
  it('a listener writes, reads, replaces and deletes their note about a customer they talked to', async () => {
    const { listener, customer } = await metPair();
    expect((await readNote(listener, customer.id)).body).toEqual({ data: null });

    const saved = await saveNote(listener, customer.id, {
      body: '  Exams in March; likes to talk about cricket.  ',
    });
    expect(saved.status).toBe(200);
    const note = (saved.body as { data: PrivateNote }).data;
    expect(note).toMatchObject({
      customerId: customer.id,
      body: 'Exams in March; likes to talk about cricket.',
    });
    expect((await readNote(listener, customer.id)).body).toEqual({ data: note });

    const replaced = await saveNote(listener, customer.id, { body: 'Passed the exams.' });
    expect((replaced.body as { data: PrivateNote }).data.body).toBe('Passed the exams.');
    expect(await notesRows(customer.id)).toHaveLength(1);

    const removed = await t.call('DELETE', noteUrl(customer.id), { token: listener.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: messages.notes.deleted });
    expect((await readNote(listener, customer.id)).body).toEqual({ data: null });
    const again = await t.call('DELETE', noteUrl(customer.id), { token: listener.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(messages.notes.noteNotFound);
  });

  it("a returning customer's request, the listener's lists and the session carry the note, only for its writer", async () => {
    const { listener, customer } = await metPair();
    const other = await createOnlineListener(t);
    expect((await saveNote(listener, customer.id, { body: 'Prefers Hindi.' })).status).toBe(200);

    const requested = await t.post('/sessions/request', requestBody(listener.id), customer.token);
    expect(requested.status).toBe(200);
    const id = (requested.body as { data: { id: string } }).data.id;
    // The customer's own view never carries it.
    expect(JSON.stringify(requested.body)).not.toContain('Prefers Hindi.');
    const customerView = await t.get(`/sessions/mine/${id}`, customer.token);
    expect(JSON.stringify(customerView.body)).not.toContain('Prefers Hindi.');

    const pending = await t.get('/sessions/all-pending-sessions?pagenumber=1&pagesize=10', listener.token);
    const row = (pending.body as { data: { sessions: ListenerSession[] } }).data.sessions.find(
      (s) => s.id === id,
    );
    expect(row?.customerNote).toBe('Prefers Hindi.');
    const one = await listenerAction(t, 'session-data-listener', id, listener.token);
    expect((one.body as { data: ListenerSession }).data.customerNote).toBe('Prefers Hindi.');

    // Another listener's lists say nothing of it: their own request from the same customer has no note.
    await listenerAction(t, 'close-session', id, listener.token);
    const toOther = await t.post('/sessions/request', requestBody(other.id), customer.token);
    expect(toOther.status).toBe(200);
    const otherId = (toOther.body as { data: { id: string } }).data.id;
    const otherView = await listenerAction(t, 'session-data-listener', otherId, other.token);
    expect((otherView.body as { data: ListenerSession }).data.customerNote).toBeNull();
  });

  it("deleting the customer erases every note about them (and a deleted listener's own notes)", async () => {
    const { listener, customer } = await metPair();
    const second = await metPair();
    expect((await saveNote(listener, customer.id, { body: 'About to be erased.' })).status).toBe(200);
    expect((await saveNote(second.listener, second.customer.id, { body: 'Stays.' })).status).toBe(200);
    expect(await notesRows(customer.id)).toHaveLength(1);

    const deleted = await t.call('DELETE', `${API_PREFIX}/admin/users/${customer.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBe(200);
    expect(await notesRows(customer.id)).toHaveLength(0);
    expect(await notesRows(second.customer.id)).toHaveLength(1);
    // Nor can a new one be written about the deleted person.
    const after = await saveNote(listener, customer.id, { body: 'Again?' });
    expect(after.status).toBe(404);

    const deletedListener = await t.call('DELETE', `${API_PREFIX}/admin/users/${second.listener.id}`, {
      token: admin.token,
    });
    expect(deletedListener.status).toBe(200);
    expect(await notesRows(second.customer.id)).toHaveLength(0);
  });
});
