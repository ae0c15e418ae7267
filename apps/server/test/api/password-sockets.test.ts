// A password change or reset ends the other sign-ins' open sockets at once, not only their tokens.
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { messages, socketEvents } from '@app/contract';
import { uniqueEmail, useTestApp } from '../support/test-app.ts';
import { openTestSocket } from '../support/sockets.ts';

const t = await useTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

const openSocket = (token?: string) => openTestSocket(baseUrl, token);

/** Resolves with the sign-out reason, or 'still connected' if none arrives in `ms`. */
const signOutWithin = (socket: Socket, ms: number) =>
  new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once(socketEvents.server.signedOut, (payload: { reason: string }) => {
      clearTimeout(timer);
      resolve(payload.reason);
    });
  });

const signIn = async (email: string, password: string) => {
  const res = await t.post('/auth/login', { email, password });
  expect(res.status).toBe(200);
  return res.body.token as string;
};

describe('sockets of other sign-ins', () => {
  it("a password change signs out every other sign-in's sockets and keeps the one that changed it", async () => {
    const email = uniqueEmail('sockpw');
    await t.app.services.auth.ensureUser({ email, password: 'secret123', name: 'Sock', role: 'CUSTOMER' });
    const mine = await signIn(email, 'secret123');
    const other = await signIn(email, 'secret123');
    const mySocket = await openSocket(mine);
    const otherSocket = await openSocket(other);
    try {
      const otherOut = signOutWithin(otherSocket, 3000);
      const mineOut = signOutWithin(mySocket, 1000);
      const res = await t.post('/auth/change-password', { password: 'brand-new-1' }, mine);
      expect(res.status).toBe(200);
      expect(await otherOut).toBe(messages.auth.passwordChangedElsewhere);
      await expect.poll(() => otherSocket.connected).toBe(false);
      expect(await mineOut).toBe('still connected');
      expect(mySocket.connected).toBe(true);
    } finally {
      mySocket.close();
      otherSocket.close();
    }
  });

  it('a password reset signs out every socket of the account', async () => {
    const email = uniqueEmail('sockreset');
    await t.app.services.auth.ensureUser({ email, password: 'secret123', name: 'Sock', role: 'CUSTOMER' });
    const socket = await openSocket(await signIn(email, 'secret123'));
    try {
      const out = signOutWithin(socket, 3000);
      await t.post('/auth/forgot-password', { email });
      const otp = await t.smtp.latestOtp(email);
      expect((await t.post('/auth/reset-password', { email, otp, password: 'reset-pass-1' })).status).toBe(
        200,
      );
      expect(await out).toBe(messages.auth.passwordChangedElsewhere);
      await expect.poll(() => socket.connected).toBe(false);
    } finally {
      socket.close();
    }
  });
});
