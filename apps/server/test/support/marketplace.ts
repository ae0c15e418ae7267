import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API_PREFIX } from '@app/contract';
import { accounts, listenerProfiles } from '../../src/db/schema.ts';
import type { Clock } from '../../src/lib/clock.ts';
import {
  accountIdOf,
  balanceOf,
  PLATFORM_ACCOUNT_IDS,
  postTransaction,
} from '../../src/modules/ledger/ledger.repository.ts';
import { markListenersSeen } from '../../src/modules/presence/presence.repository.ts';
import {
  lockRunningSessionBeforeCredit,
  moveRunOutAfterCredit,
} from '../../src/modules/sessions/wallet-credit.ts';
import { createSignedInUser, type TestApp } from './test-app.ts';

/** A clock the test moves by hand. */
export const createTestClock = (start = new Date('2026-06-15T10:00:00.000Z')) => {
  let now = start.getTime();
  const clock: Clock & { advance: (ms: number) => void; set: (date: Date) => void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
  return clock;
};

/**
 * Puts coins in a customer's wallet as a confirmed purchase would (a balanced PURCHASE transaction),
 * without a plan: for tests about sessions, not about buying.
 */
export const creditWallet = async (t: TestApp, customerId: string, coins: number) => {
  await t.database.db.transaction(async (tx) => {
    await postTransaction(tx, {
      kind: 'PURCHASE',
      reference: `test-credit:${crypto.randomUUID()}`,
      at: new Date(),
      postings: [
        { accountId: PLATFORM_ACCOUNT_IDS.PAID_IN, amount: -coins },
        { accountId: await accountIdOf(tx, 'CUSTOMER_WALLET', customerId), amount: coins },
      ],
    });
  });
};

/** How a test user signs in: from `remoteAddress` (multi-process tests share the per-IP limit in Redis). */
type SignInFrom = { remoteAddress?: string };

/**
 * An approved listener who switched Online through the API, at `coinsPerMinute`, with no console open:
 * customers see them offline until a socket of theirs stamps presence.
 */
export const createSwitchedOnListener = async (t: TestApp, coinsPerMinute = 4, from: SignInFrom = {}) => {
  const listener = await createSignedInUser(t, 'LISTENER', { approved: true, ...from });
  await t.database.db
    .update(listenerProfiles)
    .set({ coinsPerMinute, languages: ['Hindi', 'English'], preferredMode: 'CHAT' })
    .where(eq(listenerProfiles.userId, listener.id));
  const online = await t.post('/listener/availability', { online: true }, listener.token);
  if (online.status !== 200) throw new Error(`going online failed: ${online.text}`);
  return listener;
};

/**
 * Stamps the listener's presence at `at` (the app clock's now by default), as their console's socket
 * does on connect and on every heartbeat: online to customers for PRESENCE_GRACE_SECONDS from then. A
 * test that moves the clock further and still needs them online stamps again (or opens a real socket:
 * chat-presence.test.ts).
 */
export const stampConsolePresence = (t: TestApp, listenerId: string, at: Date = t.clock.now()) =>
  markListenersSeen(t.database.db, [listenerId], at);

/** An approved listener who switched Online with their console open (presence stamped now). */
export const createOnlineListener = async (t: TestApp, coinsPerMinute = 4, from: SignInFrom = {}) => {
  const listener = await createSwitchedOnListener(t, coinsPerMinute, from);
  await stampConsolePresence(t, listener.id);
  return listener;
};

export const createCustomer = async (t: TestApp, coins = 0, from: SignInFrom = {}) => {
  const customer = await createSignedInUser(t, 'CUSTOMER', from);
  if (coins > 0) await creditWallet(t, customer.id, coins);
  return customer;
};

export const requestBody = (listenerId: string, overrides: Record<string, unknown> = {}) => ({
  listenerId,
  mode: 'CHAT',
  language: 'Hindi',
  userMood: 'sad',
  ...overrides,
});

type Data<T = Record<string, unknown>> = { data: T };

/** The listener's GET actions (the spec's calls) on one session. */
export const listenerAction = (
  t: TestApp,
  action: 'accept-session-request' | 'start-session' | 'close-session' | 'session-data-listener',
  id: string,
  token: string,
) => t.call('GET', `${API_PREFIX}/sessions/${action}?id=${id}`, { token });

/**
 * Request -> accept -> start; returns the session id. The listener accepts and starts from their
 * console, so it is open: their presence is stamped at the app clock's now first (its heartbeat would
 * have, however far the test moved the clock).
 */
export const startSession = async (
  t: TestApp,
  customer: { token: string },
  listener: { id: string; token: string },
  overrides: Record<string, unknown> = {},
) => {
  await stampConsolePresence(t, listener.id);
  const requested = await t.post('/sessions/request', requestBody(listener.id, overrides), customer.token);
  if (requested.status !== 200) throw new Error(`request failed: ${requested.text}`);
  const id = (requested.body as Data<{ id: string }>).data.id;
  const accepted = await listenerAction(t, 'accept-session-request', id, listener.token);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.text}`);
  const started = await listenerAction(t, 'start-session', id, listener.token);
  if (started.status !== 200) throw new Error(`start failed: ${started.text}`);
  return id;
};

/** A person's balance straight from the ledger's accounts (PAYOUTS_PENDING: what their open withdrawals hold). */
export const balanceOfUser = (
  t: TestApp,
  kind: 'CUSTOMER_WALLET' | 'LISTENER_EARNINGS' | 'PAYOUTS_PENDING',
  id: string,
) => balanceOf(t.database.db, kind, id);

/** A platform account's balance (PLATFORM_ACCOUNT_IDS), 0 while it does not exist yet. */
export const balanceOfPlatformAccount = async (t: TestApp, id: string) => {
  const [row] = await t.database.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row?.balance ?? 0;
};

/**
 * Coins arriving as a confirmed purchase does it: the PURCHASE posting and the running session's
 * run-out moment moved (sessions/wallet-credit.ts, as the wallet's purchase does), in one database
 * transaction, at `at` (the app clock's time).
 * For tests about sessions and the ledger, not about buying (no plan, no payment provider).
 */
export const creditLikePurchase = async (t: TestApp, customerId: string, coins: number, at: Date) => {
  await t.database.db.transaction(async (tx) => {
    await lockRunningSessionBeforeCredit(tx, customerId);
    await postTransaction(tx, {
      kind: 'PURCHASE',
      reference: `test-purchase:${crypto.randomUUID()}`,
      at,
      postings: [
        { accountId: PLATFORM_ACCOUNT_IDS.PAID_IN, amount: -coins },
        { accountId: await accountIdOf(tx, 'CUSTOMER_WALLET', customerId), amount: coins },
      ],
    });
    await moveRunOutAfterCredit(tx, customerId, at);
  });
};

/**
 * Coins in a listener's earnings as a session's charge puts them there (a balanced SESSION_CHARGE
 * from PAID_IN, without a session): for tests about withdrawals, not about billing.
 */
export const creditEarnings = async (t: TestApp, listenerId: string, coins: number, at = new Date()) => {
  await t.database.db.transaction(async (tx) => {
    await postTransaction(tx, {
      kind: 'SESSION_CHARGE',
      reference: `test-earnings:${crypto.randomUUID()}`,
      at,
      postings: [
        { accountId: PLATFORM_ACCOUNT_IDS.PAID_IN, amount: -coins },
        { accountId: await accountIdOf(tx, 'LISTENER_EARNINGS', listenerId), amount: coins },
      ],
    });
  });
};

/** An approved listener with a UPI id on their profile and `coins` in their earnings. */
export const createPaidListener = async (
  t: TestApp,
  coins: number,
  upiId = 'listener@okbank',
  earnedAt = new Date(),
) => {
  const listener = await createSignedInUser(t, 'LISTENER', { approved: true });
  await t.database.db
    .update(listenerProfiles)
    .set({ withdrawalUpiId: upiId })
    .where(eq(listenerProfiles.userId, listener.id));
  if (coins > 0) await creditEarnings(t, listener.id, coins, earnedAt);
  return listener;
};

/** POST /withdrawals with an Idempotency-Key (a fresh one unless given). */
export const requestWithdrawal = (
  t: TestApp,
  token: string,
  amountPaise: unknown,
  key: string | null = crypto.randomUUID(),
) =>
  t.call('POST', `${API_PREFIX}/withdrawals`, {
    token,
    body: { amountPaise },
    ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
  });
