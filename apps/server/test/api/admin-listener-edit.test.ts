import { describe, expect, it } from 'vitest';
import { MAX_AGE, MIN_AGE, messages, socketEvents } from '@app/contract';
import { createSignedInUser, useTestApp, validProfile } from '../support/test-app.ts';
import { openTestSocket } from '../support/sockets.ts';

// Spec §7: POST /listener/update-listener-by-id takes "all listener fields". Every field the spec lists
// is either honoured or refused: never accepted and silently dropped.

const t = await useTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const admin = await createSignedInUser(t, 'ADMIN');
const edit = (body: Record<string, unknown>) => t.post('/listener/update-listener-by-id', body, admin.token);

const approvedListener = async () => {
  const listener = await createSignedInUser(t, 'LISTENER');
  const profile = await validProfile(t, listener.token);
  expect((await t.post('/listener/update-profile', profile, listener.token)).status).toBe(200);
  await t.post(
    '/applications/update-application-by-id',
    { id: listener.id, status: 'APPROVED' },
    admin.token,
  );
  return { ...listener, form: { ...profile, id: listener.id, coinsPerMinute: 5 } };
};

const openSocket = (token?: string) => openTestSocket(baseUrl, token);

const auditActions = async (id: string) =>
  ((await t.get(`/admin/audit-logs?entityId=${id}`, admin.token)).body.data as { action: string }[]).map(
    (entry) => entry.action,
  );

describe('POST /listener/update-listener-by-id: isBlocked', () => {
  it('blocks through the audited block path: token refused, sockets signed out, audit record', async () => {
    const listener = await approvedListener();
    const socket = await openSocket(listener.token);
    const signedOut = new Promise<{ reason: string }>((resolve) =>
      socket.on(socketEvents.server.signedOut, resolve),
    );
    const disconnected = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));

    const res = await edit({ ...listener.form, isBlocked: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.adminListener.updated);
    expect((res.body.data as { isBlocked: boolean }).isBlocked).toBe(true);
    expect(await signedOut).toEqual({ reason: messages.auth.listenerBlocked });
    await disconnected;
    expect((await t.get('/auth/me', listener.token)).body).toEqual({
      message: messages.auth.listenerBlocked,
      code: 'UNAUTHENTICATED',
    });
    expect(
      (await t.get(`/listener/get-listener-by-id?id=${listener.id}`, admin.token)).body.data,
    ).toMatchObject({ isBlocked: true });
    expect(await auditActions(listener.id)).toContain('LISTENER_BLOCKED');

    // And unblocks the same way; the token from before the block stays dead.
    const unblock = await edit({ ...listener.form, isBlocked: false });
    expect((unblock.body.data as { isBlocked: boolean }).isBlocked).toBe(false);
    expect((await auditActions(listener.id))[0]).toBe('LISTENER_UNBLOCKED');
    expect((await t.post('/auth/login', { email: listener.email, password: listener.password })).status).toBe(
      200,
    );
    expect((await t.get('/auth/me', listener.token)).status).toBe(401);
  });

  it('leaves the block as it is when isBlocked is omitted or unchanged, with no block record', async () => {
    const listener = await approvedListener();
    expect((await edit(listener.form)).status).toBe(200);
    expect((await edit({ ...listener.form, isBlocked: false })).status).toBe(200);
    expect((await t.get('/auth/me', listener.token)).status).toBe(200);
    expect(await auditActions(listener.id)).not.toContain('LISTENER_BLOCKED');
  });
});

describe('POST /listener/update-listener-by-id: fields it cannot change', () => {
  it.each([
    ['applicationStatus', { applicationStatus: 'REJECTED' }],
    ['paidRoleActivatedAt', { paidRoleActivatedAt: null }],
    ['user (email)', { user: { email: 'other@example.test' } }],
  ])('refuses %s with 400 and changes nothing', async (_name, extra) => {
    const listener = await approvedListener();
    const res = await edit({ ...listener.form, name: 'Changed Name', ...extra });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.readOnly.fieldsChanged(Object.keys(extra)));
    const stored = (await t.get(`/listener/get-listener-by-id?id=${listener.id}`, admin.token)).body.data;
    expect(stored).toMatchObject({ name: 'Test Listener', applicationStatus: 'APPROVED' });
  });

  it('refuses a field the form does not have instead of dropping it', async () => {
    const listener = await approvedListener();
    const res = await edit({ ...listener.form, isBlockd: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unknown field: isBlockd');
  });
});

describe('POST /listener/update-listener-by-id: age', () => {
  it.each([5, MIN_AGE - 1, MAX_AGE + 1])(
    'refuses age %i with the 18-120 message, like the listener form',
    async (age) => {
      const listener = await approvedListener();
      const res = await edit({ ...listener.form, age });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Age must be between 18 and 120', code: 'VALIDATION_ERROR' });
      expect(
        (await t.get(`/listener/get-listener-by-id?id=${listener.id}`, admin.token)).body.data,
      ).toMatchObject({
        age: 30,
      });
    },
  );

  it.each([MIN_AGE, MAX_AGE])('accepts age %i', async (age) => {
    const listener = await approvedListener();
    const res = await edit({ ...listener.form, age });
    expect(res.status).toBe(200);
    expect((res.body.data as { age: number }).age).toBe(age);
  });
});
