// Private notes (issue 23 §5), who may touch them and what a note may hold: only an approved listener,
// only about a customer they had a session with, only their own note; a customer is refused, an
// anonymous caller must sign in; a note is 1-PRIVATE_NOTE_MAX characters after trimming.
import { describe, expect, it } from 'vitest';
import { API_PREFIX, PRIVATE_NOTE_MAX, messages, type PrivateNote } from '@app/contract';
import {
  createCustomer,
  createOnlineListener,
  listenerAction,
  startSession,
} from '../support/marketplace.ts';
import { createSignedInUser, useTestApp } from '../support/test-app.ts';

const t = await useTestApp();
type Person = { id: string; token: string };
const n = messages.notes;

const noteUrl = (customerId: string) => `${API_PREFIX}/notes/customers/${customerId}`;
const saveNote = (who: Partial<Person>, customerId: string, body: unknown) =>
  t.call('PUT', noteUrl(customerId), { token: who.token, body });

const metPair = async () => {
  const listener = await createOnlineListener(t);
  const customer = await createCustomer(t, 100);
  const sessionId = await startSession(t, customer, listener);
  await listenerAction(t, 'close-session', sessionId, listener.token);
  return { listener, customer };
};

describe('private notes: access', () => {
  it('anonymous 401, a customer 403, a listener who never met the customer 404, and nobody reads another listener’s note', async () => {
    const { listener, customer } = await metPair();
    expect((await saveNote(listener, customer.id, { body: 'Mine alone.' })).status).toBe(200);
    const stranger = await createOnlineListener(t);

    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? { body: 'x' } : undefined;
      expect((await t.call(method, noteUrl(customer.id), { body })).status).toBe(401);
      // The customer (about themselves or anyone): listeners only.
      const asCustomer = await t.call(method, noteUrl(customer.id), { token: customer.token, body });
      expect(asCustomer.status).toBe(403);
      expect(JSON.stringify(asCustomer.body)).not.toContain('Mine alone.');
      // Another listener: as if the customer did not exist, and the note stays untouched.
      const asStranger = await t.call(method, noteUrl(customer.id), { token: stranger.token, body });
      expect(asStranger.status).toBe(404);
      expect(asStranger.body.message).toBe(n.customerNotFound);
    }
    const mine = await t.call('GET', noteUrl(customer.id), { token: listener.token });
    expect((mine.body as { data: PrivateNote }).data.body).toBe('Mine alone.');
  });

  it('a listener not yet approved is refused; ids that are not customers are not found', async () => {
    const { listener, customer } = await metPair();
    const unapproved = await createSignedInUser(t, 'LISTENER', { approved: false });
    expect((await saveNote(unapproved, customer.id, { body: 'x' })).status).toBe(403);
    const otherListener = await createOnlineListener(t);
    expect((await saveNote(listener, otherListener.id, { body: 'x' })).status).toBe(404);
    expect((await saveNote(listener, listener.id, { body: 'x' })).status).toBe(404);
    const badId = await saveNote(listener, 'not-a-uuid', { body: 'x' });
    expect(badId.status).toBe(400);
  });

  it('a request alone (never accepted) is enough to have met', async () => {
    const listener = await createOnlineListener(t);
    const customer = await createCustomer(t, 100);
    const requested = await t.post(
      '/sessions/request',
      { listenerId: listener.id, mode: 'CHAT', language: 'Hindi', userMood: 'sad' },
      customer.token,
    );
    expect(requested.status).toBe(200);
    expect((await saveNote(listener, customer.id, { body: 'Asked at 2am.' })).status).toBe(200);
  });
});

describe('private notes: limits', () => {
  it('blank, missing, non-text and too long bodies are refused with the contract messages; the limit itself is fine', async () => {
    const { listener, customer } = await metPair();
    for (const body of [{ body: '' }, { body: '   \n ' }, {}, { body: 42 }]) {
      const res = await saveNote(listener, customer.id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(n.bodyRequired);
    }
    const tooLong = await saveNote(listener, customer.id, { body: 'a'.repeat(PRIVATE_NOTE_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(n.bodyTooLong);
    expect(n.bodyTooLong).toContain(String(PRIVATE_NOTE_MAX));
    const atLimit = await saveNote(listener, customer.id, { body: ` ${'a'.repeat(PRIVATE_NOTE_MAX)} ` });
    expect(atLimit.status).toBe(200);
    expect((atLimit.body as { data: PrivateNote }).data.body).toHaveLength(PRIVATE_NOTE_MAX);
    // Nothing was stored by the refusals before it.
    const read = await t.call('GET', noteUrl(customer.id), { token: listener.token });
    expect((read.body as { data: PrivateNote }).data.body).toBe('a'.repeat(PRIVATE_NOTE_MAX));
  });
});
