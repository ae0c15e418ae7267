import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH, socketEvents } from '@app/contract';
import {
  balanceOfUser,
  createCustomer,
  createOnlineListener,
  createTestClock,
  listenerAction,
  requestBody,
  startSession,
} from '../support/marketplace.ts';
import { createTestApp, openTestDatabase } from '../support/test-app.ts';

// Two app instances on one PostgreSQL database and one Redis, as two server processes would run, with
// one controlled clock; neither runs its own sweeper, so the test decides when both sweep at once.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = await openTestDatabase();
const jwtSecret = crypto.randomBytes(32).toString('hex');
const clock = createTestClock();
const options = { database, jwtSecret, clock, deadlineSweepMs: 0, env: { REDIS_URL: redisUrl } };
const a = await createTestApp(options);
const b = await createTestApp(options);
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
});

const count = async (query: ReturnType<typeof sql>) => {
  const result = await database.db.execute(query);
  return Number((result as { rows: { n: number | string }[] }).rows[0]?.n);
};

describe('sessions with two server processes', () => {
  it('both processes sweeping the same due sessions at once end each exactly once', async () => {
    const pairs = [];
    for (let i = 0; i < 5; i += 1) {
      // 10 coins at 4 a minute: 2 minutes covered.
      const listener = await createOnlineListener(a, 4);
      const customer = await createCustomer(a, 10);
      pairs.push({ listener, customer, id: await startSession(i % 2 ? a : b, customer, listener) });
    }
    clock.advance(10 * 60_000);
    const rounds = await Promise.all([
      a.app.services.sessions.runDueDeadlines(),
      b.app.services.sessions.runDueDeadlines(),
      a.app.services.sessions.runDueDeadlines(),
      b.app.services.sessions.runDueDeadlines(),
    ]);
    const ids = pairs.map((p) => p.id);
    const charges = await count(
      sql`select count(*) as n from ledger_transactions where reference in (${sql.join(
        ids.map((id) => sql`${`session:${id}`}`),
        sql`, `,
      )})`,
    );
    process.stdout.write(
      `two processes sweeping 5 due sessions: ended per sweep [${rounds.join(', ')}], ${charges} SESSION_CHARGE transactions\n`,
    );
    expect(rounds.reduce((x, y) => x + y, 0)).toBe(5);
    expect(charges).toBe(5);
    for (const { customer, listener, id } of pairs) {
      const seen = await b.get(`/sessions/mine/${id}`, customer.token);
      expect(seen.body.data).toMatchObject({
        status: 'COMPLETED',
        endReason: 'INSUFFICIENT_BALANCE',
        timeInMinutes: 2,
        coinsCharged: 8,
      });
      expect(await balanceOfUser(a, 'CUSTOMER_WALLET', customer.id)).toBe(2);
      expect(await balanceOfUser(a, 'LISTENER_EARNINGS', listener.id)).toBe(4);
    }
    expect(await b.app.services.sessions.runDueDeadlines()).toBe(0);
  });

  it("a customer's socket on process B hears the listener's accept on process A", async () => {
    const listener = await createOnlineListener(a, 4);
    const customer = await createCustomer(a, 50);
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    const address = b.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const socket: Socket = connect(url, {
      path: SOCKET_PATH,
      auth: { token: customer.token },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', resolve);
        socket.on('connect_error', reject);
      });
      const requested = await b.post('/sessions/request', requestBody(listener.id), customer.token);
      const id = (requested.body.data as { id: string }).id;
      // Give B's Redis subscription a moment, then listen for the accept only.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const heard = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no update-session within 5 s')), 5_000);
        socket.on(socketEvents.server.updateSession, (payload: { session: { status: string } }) => {
          if (payload.session.status !== 'ACCEPTED') return;
          clearTimeout(timer);
          resolve(payload);
        });
      });
      const accepted = await listenerAction(a, 'accept-session-request', id, listener.token);
      expect(accepted.status).toBe(200);
      expect(await heard).toMatchObject({ session: { id, status: 'ACCEPTED', endReason: null } });
    } finally {
      socket.close();
    }
  });
});
