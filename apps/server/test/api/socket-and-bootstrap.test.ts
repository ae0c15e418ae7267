import { describe, expect, it } from 'vitest';
import type { LedgerSummary } from '@app/contract';
import { bootstrapData } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { userRoom } from '../../src/plugins/socket.ts';
import { totpCode, uniqueEmail, useTestApp } from '../support/test-app.ts';
import { openTestSocket } from '../support/sockets.ts';

// No deadline sweeper: the demo history is seeded on a clock in the past while this app is running.
const t = await useTestApp({ deadlineSweepMs: 0 });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const openSocket = (token?: string) => openTestSocket(baseUrl, token);

describe('socket', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(openSocket()).rejects.toThrow(/sign in/);
    await expect(openSocket('not-a-token')).rejects.toThrow();
  });

  it('accepts a signed-in user and delivers events sent to their room', async () => {
    const email = uniqueEmail('sock');
    await t.app.services.auth.ensureUser({ email, password: 'secret123', name: 'Sock', role: 'CUSTOMER' });
    const login = await t.post('/auth/login', { email, password: 'secret123' });
    const socket = await openSocket(login.body.token as string);
    const me = await t.get('/auth/me', login.body.token as string);
    const received = new Promise((resolve) => socket.once('err', resolve));
    t.app.io.to(userRoom((me.body.user as { id: string }).id)).emit('err', { message: 'ping' });
    expect(await received).toEqual({ message: 'ping' });
    socket.close();
  });
});

describe('first admin and demo data', () => {
  it('creates the first admin once and never overwrites it', async () => {
    const email = uniqueEmail('boss');
    const first = loadConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'first-pass-1', SEED_DEMO: 'false' });
    expect((await bootstrapData(first, t.app, t.database.db)).created).toEqual([email]);
    const second = loadConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'second-pass-2', SEED_DEMO: 'false' });
    expect((await bootstrapData(second, t.app, t.database.db)).created).toEqual([]);
    expect((await t.post('/auth/login', { email, password: 'first-pass-1' })).status).toBe(200);
    expect((await t.post('/auth/login', { email, password: 'second-pass-2' })).status).toBe(401);
  });

  it('seeds the demo accounts once, with the roles and approval they are printed with', async () => {
    const config = loadConfig({ SEED_DEMO: 'true' });
    expect((await bootstrapData(config, t.app, t.database.db)).created).toHaveLength(8);
    expect((await bootstrapData(config, t.app, t.database.db)).created).toHaveLength(0);
    const asha = await t.post('/auth/login', { email: 'asha@listenwell.test', password: 'listener1234' });
    const kabir = await t.post('/auth/login', { email: 'kabir@listenwell.test', password: 'listener1234' });
    const meA = await t.get('/auth/me', asha.body.token as string);
    const meK = await t.get('/auth/me', kabir.body.token as string);
    expect(meA.body.user).toMatchObject({ role: 'LISTENER' });
    expect((meA.body.user as { approvedAt: unknown }).approvedAt).toEqual(expect.any(String));
    expect((meK.body.user as { approvedAt: unknown }).approvedAt).toBeNull();
    expect(
      (await t.post('/auth/login', { email: 'admin@listenwell.test', password: 'admin1234' })).status,
    ).toBe(200);
  });

  it('seeds plans, purchases and past sessions whose numbers agree everywhere', async () => {
    const signIn = async (email: string, password: string) =>
      (await t.post('/auth/login', { email, password })).body.token as string;
    // The demo admin starts without two-step sign-in: it must set it up before anything else.
    const unenrolled = await signIn('admin@listenwell.test', 'admin1234');
    expect((await t.get('/admin/ledger/summary', unenrolled)).body.code).toBe('TWO_FACTOR_REQUIRED');
    const enrol = await t.post('/auth/two-factor/enrol', {}, unenrolled);
    const admin = (
      await t.post(
        '/auth/two-factor/confirm',
        { code: totpCode(enrol.body.secret as string, t.clock.now()) },
        unenrolled,
      )
    ).body.token as string;
    const summary = (await t.get('/admin/ledger/summary', admin)).body.data as LedgerSummary;
    expect(summary.sumOfAllEntries).toBe(0);
    expect((await t.get('/admin/plans', admin)).body.data).toHaveLength(4);

    let wallets = 0;
    let conversations = 0;
    for (const email of ['priya', 'arjun', 'zoya']) {
      const token = await signIn(`${email}@listenwell.test`, 'customer1234');
      const wallet = (await t.get('/wallet', token)).body.data as { balance: number };
      const history = (await t.get('/sessions/mine?pagenumber=1&pagesize=100', token)).body.data as {
        sessions: {
          id: string;
          coinsCharged: number;
          status: string;
          mode: string;
          startedAt: string | null;
        }[];
      };
      expect(history.sessions.length).toBeGreaterThan(3);
      wallets += wallet.balance;
      // Every chat that took place has its conversation, in order, customer first.
      for (const session of history.sessions.filter((s) => s.mode === 'CHAT' && s.startedAt)) {
        const one = (await t.get(`/sessions/mine/${session.id}`, token)).body.data as {
          sessionMessages: { senderType: string }[];
        };
        expect(one.sessionMessages.map((m) => m.senderType)).toEqual([
          'CUSTOMER',
          'LISTENER',
          'CUSTOMER',
          'LISTENER',
          'CUSTOMER',
        ]);
        conversations += 1;
      }
    }
    expect(conversations).toBeGreaterThan(0);
    expect(summary.accounts.customerWallets).toBe(wallets);

    let earned = 0;
    let charged = 0;
    let balances = 0;
    let withdrawn = 0;
    for (const email of ['asha', 'rohan', 'meera']) {
      const token = await signIn(`${email}@listenwell.test`, 'listener1234');
      const stats = (await t.get('/dashboard/listener-stats', token)).body.data as {
        totalEarnings: number;
        currentCoins: number;
        totalSessions: number;
      };
      const earnings = (await t.get('/sessions/earnings?pagenumber=1&pagesize=100', token)).body.data as {
        summary: { totalCoins: number };
        sessions: { timeInMinutes: number; coinsPerMinute: number }[];
      };
      expect(stats.totalSessions).toBeGreaterThan(0);
      expect(earnings.summary.totalCoins).toBe(stats.totalEarnings);
      // The Current Wallet is what they earned less what withdrawals hold or paid out (none rejected).
      const mine = (await t.get('/withdrawals/mine?pagesize=100', token)).body.data as {
        withdrawals: { coins: number; status: string }[];
      };
      const out = mine.withdrawals
        .filter((row) => row.status !== 'REJECTED')
        .reduce((sum, row) => sum + row.coins, 0);
      expect(stats.currentCoins).toBe(stats.totalEarnings - out);
      earned += stats.totalEarnings;
      balances += stats.currentCoins;
      withdrawn += out;
      charged += earnings.sessions.reduce((sum, row) => sum + row.timeInMinutes * row.coinsPerMinute, 0);
    }
    expect(withdrawn).toBeGreaterThan(0);
    expect(summary.accounts.listenerEarnings).toBe(balances);
    expect(
      summary.accounts.listenerEarnings + summary.accounts.payoutsPending + summary.accounts.paidOut,
    ).toBe(earned);
    expect(summary.accounts.platformRevenue).toBe(charged - earned);
    expect(summary.accounts.paidIn).toBe(wallets + charged);
  });
});
