import crypto from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '@app/contract';
import { POLLED_SIGN_IN_TTL_MS } from '../../src/modules/auth/sign-in-cache.ts';
import { userRoom } from '../../src/plugins/socket.ts';
import { createTestApp, openTestDatabase, totpCode, uniqueEmail } from '../support/test-app.ts';

// Two app instances on one PostgreSQL database and one Redis, as two server processes would run.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = await openTestDatabase();
const jwtSecret = crypto.randomBytes(32).toString('hex');
const env = { REDIS_URL: redisUrl, AUTH_IP_LIMIT_PER_MINUTE: '4' };
const a = await createTestApp({ database, jwtSecret, env });
const b = await createTestApp({ database, jwtSecret, env });
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
});

const listen = async (t: typeof a) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

// A unique client address per sign-in: the per-IP limit (4 here) is counted in Redis, which every test
// file and run on this machine shares, so 127.0.0.1 may already be spent this minute.
const uniqueIp = () => `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}`;

/** Signs in through process `t` from a fresh address; answers the token. */
const signIn = async (t: typeof a, email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: uniqueIp(),
    payload: { email, password: 'secret123' },
  });
  return (JSON.parse(response.body) as { token: string }).token;
};

describe('several server processes', () => {
  it('share the per-IP sign-in limit through Redis', async () => {
    const ip = uniqueIp();
    const attempt = (t: typeof a) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: ip,
        payload: { email: 'x@y.test', password: 'nope' },
      });
    const statuses = [];
    for (const t of [a, b, a, b, a]) statuses.push((await attempt(t)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('fan out socket events: an event emitted on one process reaches a socket on the other', async () => {
    const email = uniqueEmail('fanout');
    await a.app.services.auth.ensureUser({ email, password: 'secret123', name: 'Fan', role: 'CUSTOMER' });
    const token = await signIn(a, email);
    const userId = ((await a.get('/auth/me', token)).body.user as { id: string }).id;
    const urlB = await listen(b);
    await listen(a);
    const socket: Socket = connect(urlB, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const received = new Promise((resolve) => socket.once('err', resolve));
    // Give the Redis subscription of process b a moment to be in place.
    await new Promise((resolve) => setTimeout(resolve, 200));
    a.app.io.to(userRoom(userId)).emit('err', { message: 'from a' });
    expect(await received).toEqual({ message: 'from a' });
    socket.close();
  });

  it('accept a token issued by the other process, and a password change on one ends it on both', async () => {
    const email = uniqueEmail('shared');
    await a.app.services.auth.ensureUser({ email, password: 'secret123', name: 'Shared', role: 'CUSTOMER' });
    const token = await signIn(a, email);
    expect((await b.get('/auth/me', token)).status).toBe(200);
    expect((await b.post('/auth/change-password', { password: 'changed-123' }, token)).status).toBe(200);
    expect((await a.get('/auth/me', token)).status).toBe(401);
  });

  it("a block on one process ends the listener's polled lists on the other within a second", async () => {
    const email = uniqueEmail('polled');
    await a.app.services.auth.ensureUser({
      email,
      password: 'secret123',
      name: 'Polled',
      role: 'LISTENER',
      approved: true,
    });
    const adminEmail = uniqueEmail('admin');
    await a.app.services.auth.ensureUser({
      email: adminEmail,
      password: 'secret123',
      name: 'A',
      role: 'ADMIN',
    });
    const token = await signIn(a, email);
    // Every admin sets up two-step sign-in before anything else (issue 25 §1).
    const unenrolled = await signIn(b, adminEmail);
    const enrol = await b.post('/auth/two-factor/enrol', {}, unenrolled);
    const confirm = await b.post(
      '/auth/two-factor/confirm',
      { code: totpCode(enrol.body.secret as string, new Date()) },
      unenrolled,
    );
    const adminToken = confirm.body.token as string;
    const listener = (await a.get('/auth/me', token)).body as { user: { id: string } };
    const pending = '/sessions/all-pending-sessions?pagenumber=1&pagesize=10';
    expect((await a.get(pending, token)).status).toBe(200);

    const blocked = b.post('/listener/set-blocked', { id: listener.user.id, isBlocked: true }, adminToken);
    expect((await blocked).status).toBe(200);
    const started = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - started < 3000) {
      status = (await a.get(pending, token)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
    expect(performance.now() - started).toBeLessThan(POLLED_SIGN_IN_TTL_MS + 100);
  });
});
