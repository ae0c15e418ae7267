// @module-tag embedded
// A property test of the money: random sequences of purchase (a stand-in credit), request, accept, start,
// advance clock, close, end, cancel, expire (the deadline sweep) and report, mixed with listeners'
// withdrawal requests (and replays of them) and an admin's accept / process / reject, run through the
// real API on the real database. After every command the answer, the balances, the sessions and the
// withdrawals must match a plain model of the product rules, and the payout books are checked from the
// database alone; after every sequence the rest of the books are too (and the admin dashboard's daily
// rollups, which triggers keep, against the rows they summarise). Refunds (issue 12): the customer
// reports their session and an admin refunds part or all of it on the case (the same request sent again
// with its Idempotency-Key moves nothing); within the earnings hold the listener's share goes back too,
// after it the platform's revenue bears it all. Most sequences start with a billed session, so that
// refunds have something to put right. Some top-ups are real purchases through Razorpay's API (issue 22),
// against the gateway simulator: paid and settled by the checkout's return, by the webhook, or by both at
// once; failed; or abandoned. Webhooks are held until a later purchase or bank outcome delivers them all, so
// they also arrive late and out of order for purchases already settled. Gateway payouts (issue 22 §4): the
// admin's Pay sends an accepted request to the RazorpayX simulator (its own process) and the bank then
// processes, fails or reverses it, each through its signed webhook into the real server; a processed one
// may be reversed later.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ACCEPTED_SESSION_TTL_SECONDS,
  API_PREFIX,
  REPORT_WINDOW_HOURS,
  paymentGatewayPaths,
  type PurchaseResult,
  type PurchaseStatusView,
} from '@app/contract';
import { listenerProfiles } from '../../src/db/schema.ts';
import { PLATFORM_ACCOUNT_IDS } from '../../src/modules/ledger/ledger.repository.ts';
import { liveFigures, rolledUp } from '../support/dashboard-rollups.ts';
import {
  createCustomer,
  createOnlineListener,
  createTestClock,
  creditLikePurchase,
  listenerAction,
  requestBody,
  requestWithdrawal,
  stampConsolePresence,
} from '../support/marketplace.ts';
import { startRazorpaySimulator } from '../support/razorpay.ts';
import { buyPlan, createPlan, createSignedInUser, useTestApp } from '../support/test-app.ts';
import { freePort } from '../support/free-port.ts';

/** Figures for the lead's note, on the test output. */
const report = (line: string) => process.stdout.write(`${line}\n`);

// `npm test` runs it at CI size (PROPERTY_CI_RUNS sequences on each database, a fresh seed every run);
// PROPERTY_RUNS=1000 is the full run, required before a change to money lands (CONTRIBUTING.md):
//   cd apps/server && PROPERTY_RUNS=1000 npx vitest run --project api-postgres test/api/ledger-property.test.ts
// PROPERTY_SEED=<seed from a failure> replays the same runs in order without shrinking, which shows the
// original failing sequence (the runs share one database, so a shrunk sequence starts from other balances).
const PROPERTY_CI_RUNS = 150;
const SEQUENCES = Number(process.env.PROPERTY_RUNS ?? PROPERTY_CI_RUNS);
const MINUTE = 60_000;
/** The whole run's time limit: 1.5 s a sequence (the gateway's round trips included), at least 10 minutes. */
const RUN_MS = Math.max(600_000, SEQUENCES * 1_500);

const clock = createTestClock();
// The sessions here earn a listener a few coins at a time, and the clock moves minutes per sequence:
// the minimum withdrawal is ₹2 instead of ₹100 and earnings are held for 1 hour instead of 72, so that
// requests, refusals below the minimum or above what is free, and held earnings coming free all
// happen. The model reads the settings.
// Payouts through the RazorpayX simulator; the app listens so the simulator's webhooks reach it.
const sim = await startRazorpaySimulator();
afterAll(sim.close);
const port = await freePort();
const t = await useTestApp({
  clock,
  deadlineSweepMs: 0,
  env: sim.env({
    ...sim.payoutEnv(),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MIN_WITHDRAWAL_RUPEES: '2',
    EARNINGS_HOLD_HOURS: '1',
    PURCHASES_PER_MINUTE: '10000',
  }),
});
await t.app.listen({ port, host: '127.0.0.1' });
// The simulator holds its webhooks until a purchase settled "by webhook" or a bank outcome delivers every
// one not yet sent.
await sim.reset(`http://127.0.0.1:${port}${API_PREFIX}${paymentGatewayPaths.razorpayWebhook}`);
await sim.set({ webhooks: 'hold' });
const {
  graceSeconds,
  listenerSharePercent,
  sessionRequestTtlSeconds,
  coinValuePaise,
  minWithdrawalRupees,
  earningsHoldHours,
} = t.config.billing;
const minimumPaise = minWithdrawalRupees * 100;
const holdMs = earningsHoldHours * 3_600_000;

// A few people, created once (sign-up is slow); different rates so the arithmetic varies.
const RATES = [1, 4, 7];
const listeners: Awaited<ReturnType<typeof createOnlineListener>>[] = [];
for (const rate of RATES) listeners.push(await createOnlineListener(t, rate));
for (const listener of listeners) {
  await t.database.db
    .update(listenerProfiles)
    .set({ withdrawalUpiId: 'listener@okbank' })
    .where(eq(listenerProfiles.userId, listener.id));
}
const customers = [await createCustomer(t), await createCustomer(t), await createCustomer(t)];
const admin = await createSignedInUser(t, 'ADMIN');

type Status = 'pending' | 'ACCEPTED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELLED' | 'REPORTED';
type ModelSession = {
  id: string;
  c: number;
  l: number;
  rate: number;
  status: Status;
  endReason: string | null;
  expiresAt: number;
  startedAt: number | null;
  runsOutAt: number | null;
  endedAt: number | null;
  minutes: number;
  charged: number;
  earned: number;
  /** Who reported it (each participant may, once). */
  reportedBy: ('customer' | 'listener')[];
  /** Coins refunded to the customer, and the listener's part of them. */
  refunded: number;
  listenerRefunded: number;
};
type WithdrawalStatus = 'PENDING' | 'ACCEPTED' | 'PROCESSING' | 'PROCESSED' | 'REJECTED' | 'FAILED';
type ModelWithdrawal = {
  id: string;
  /** Its Idempotency-Key, for replays. */
  key: string;
  l: number;
  paise: number;
  coins: number;
  status: WithdrawalStatus;
  /** Paid through the gateway (Pay): the bank's outcome settles it, and may reverse it once paid. */
  viaGateway?: boolean;
};
type Model = {
  wallets: number[];
  earnings: number[];
  platform: number;
  /** Each listener's own PAYOUTS_PENDING account (what their open requests reserved), and PAID_OUT. */
  pending: number[];
  paidOut: number;
  sessions: ModelSession[];
  /** The customer's latest session of this sequence: what their commands act on. */
  latest: (string | undefined)[];
  /** The requests still open when the sequence began, and those it made: what decisions act on. */
  withdrawals: ModelWithdrawal[];
  /** Earnings of sessions that ended before the sequence began and may still be on hold. */
  heldFrom: { l: number; endedAt: number; earned: number }[];
};

/** How a top-up is bought: a stand-in ledger credit, or through the gateway, paid and settled one way. */
const GATEWAY_WAYS = ['return', 'webhook', 'both', 'fail', 'abandon'] as const;
type GatewayWay = (typeof GATEWAY_WAYS)[number];
/** What the purchase says after each way: only a paid one credits its coins. */
const purchaseStatusAfter: Record<GatewayWay, PurchaseStatusView['status']> = {
  return: 'CONFIRMED',
  webhook: 'CONFIRMED',
  both: 'CONFIRMED',
  fail: 'DECLINED',
  abandon: 'PENDING',
};

type Command =
  | { kind: 'credit'; c: number; coins: number; via?: GatewayWay }
  | { kind: 'request'; c: number; l: number }
  | { kind: 'accept' | 'start' | 'close' | 'end' | 'cancel'; c: number }
  | { kind: 'report'; c: number; by: 'customer' | 'listener' }
  | { kind: 'advance'; ms: number }
  | { kind: 'expire' }
  | { kind: 'withdraw'; l: number; rupees: number }
  /** An admin's decision on the `pick`-th request of the model (modulo their number). */
  | { kind: 'decide'; action: 'accept' | 'process' | 'reject'; pick: number }
  /** The `pick`-th request sent again with its Idempotency-Key and amount. */
  | { kind: 'replay'; pick: number }
  | { kind: 'pay'; pick: number }
  | { kind: 'bank'; pick: number; outcome: 'processed' | 'failed' | 'reversed' }
  /**
   * The customer reports their latest session unless they have (if they may), then an admin refunds
   * `coins` of it on its first case (nothing is sent without one), twice with the same key.
   */
  | { kind: 'refund'; c: number; coins: number };
/**
 * "The next step" of the customer's latest session, whichever is due: coins if the wallet cannot pay a
 * minute, request, accept, start, or time passing while it runs (the ends come from the other commands).
 */
type Step =
  | { kind: 'step'; c: number; l: number; coins: number; ms: number }
  /** A listener asks for everything they have. */
  | { kind: 'withdrawAll'; l: number }
  /** A refund of all that is left of the customer's latest session. */
  | { kind: 'refundAll'; c: number };

// Mostly the first customer, so request -> accept -> start -> end chains happen often; the others
// bring competition for the same listeners.
const who = fc.oneof(
  { weight: 4, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.nat(customers.length - 1) },
);
const commandArb: fc.Arbitrary<Command | Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('step'),
      c: who,
      l: fc.nat(RATES.length - 1),
      coins: fc.integer({ min: 1, max: 12 }),
      ms: fc.integer({ min: 10_000, max: 300_000 }),
    }),
  },
  // Small top-ups (a running session's run-out moves); the step below buys when a wallet is short, so
  // wallets stay near the rates and run out often.
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('credit'), c: who, coins: fc.integer({ min: 1, max: 10 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('credit'),
      c: who,
      coins: fc.integer({ min: 1, max: 10 }),
      via: fc.constantFrom(...GATEWAY_WAYS),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('request'), c: who, l: fc.nat(RATES.length - 1) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('accept'), c: who }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('start'), c: who }) },
  // Mostly short steps (a pending request lives 60 s), sometimes long ones (run-outs, expiries).
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('advance'), ms: fc.integer({ min: 0, max: 20_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('advance'), ms: fc.integer({ min: 0, max: 200_000 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close'), c: who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('end'), c: who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel'), c: who }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('expire') }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('report'),
      c: who,
      by: fc.constantFrom('customer' as const, 'listener' as const),
    }),
  },
  // Withdrawals: a few rupees (₹1 is below the minimum) or everything; decisions on any request the
  // model knows, decided ones included (409); replays of a request's key, decided or not.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('withdraw'),
      l: fc.nat(RATES.length - 1),
      rupees: fc.integer({ min: 1, max: 6 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdrawAll'), l: fc.nat(RATES.length - 1) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('decide'),
      action: fc.constantFrom('accept' as const, 'process' as const, 'reject' as const),
      pick: fc.nat(50),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay'), pick: fc.nat(50) }) },
  // Gateway payouts: Pay on any request (409 unless accepted), then the bank's word on its payout.
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('pay'), pick: fc.nat(50) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bank'),
      pick: fc.nat(50),
      outcome: fc.constantFrom('processed' as const, 'failed' as const, 'reversed' as const),
    }),
  },
  // Refunds of part or all of a session, and time passing beyond the hold, so some come after it.
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('refund'), c: who, coins: fc.integer({ min: 1, max: 15 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refundAll'), c: who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('advance'), ms: fc.constant(holdMs) }) },
);

/**
 * Half the sequences: the first customer has a session billed first (credit, request ... end), half of
 * those then wait until its earnings are no longer on hold, and at most 4 random commands follow (so the
 * run costs about what it did without refunds).
 */
const withBilledSessionFirst = (commands: fc.Arbitrary<(Command | Step)[]>) =>
  fc
    .tuple(
      fc.constantFrom('none', 'none', 'billed', 'billed, hold passed'),
      fc.nat(RATES.length - 1),
      fc.integer({ min: 30_000, max: 600_000 }),
      commands,
    )
    .map(([billedFirst, l, ms, rest]): (Command | Step)[] =>
      billedFirst === 'none'
        ? rest
        : [
            // Two minutes' worth: wallets stay near the rates, so sessions still run out.
            { kind: 'credit', c: 0, coins: 2 * (RATES[l] ?? 1) },
            { kind: 'request', c: 0, l },
            { kind: 'accept', c: 0 },
            { kind: 'start', c: 0 },
            { kind: 'advance', ms },
            { kind: 'end', c: 0 },
            ...(billedFirst === 'billed' ? [] : [{ kind: 'advance' as const, ms: holdMs }]),
            ...rest.slice(0, 4),
          ],
    );

// ---------- the model: the product rules, written independently of the service ----------

const isOpen = (s: ModelSession) =>
  s.status === 'pending' || s.status === 'ACCEPTED' || s.status === 'IN_PROGRESS';

/** Every started minute after the grace period, capped by the minutes the wallet covers. */
const billedMinutes = (elapsedMs: number, wallet: number, rate: number) => {
  const started = elapsedMs < graceSeconds * 1000 ? 0 : Math.ceil(elapsedMs / MINUTE);
  return Math.min(started, Math.floor(wallet / rate));
};

const endRunning = (m: Model, s: ModelSession, reason: string, now: number) => {
  const ranOut = s.runsOutAt !== null && now >= s.runsOutAt;
  const endedAt = ranOut && s.runsOutAt !== null ? s.runsOutAt : now;
  const minutes = billedMinutes(endedAt - (s.startedAt ?? endedAt), m.wallets[s.c] ?? 0, s.rate);
  const charged = minutes * s.rate;
  const earned = Math.floor((charged * listenerSharePercent) / 100);
  m.wallets[s.c] = (m.wallets[s.c] ?? 0) - charged;
  m.earnings[s.l] = (m.earnings[s.l] ?? 0) + earned;
  m.platform += charged - earned;
  Object.assign(s, {
    status: 'COMPLETED',
    endReason: ranOut ? 'INSUFFICIENT_BALANCE' : reason,
    endedAt,
    minutes,
    charged,
    earned,
  });
};

/** A listener's earnings still on hold at `now`: what sessions that ended within the hold earned. */
const heldOf = (m: Model, l: number, now: number) =>
  [...m.heldFrom, ...m.sessions.filter((s) => s.status === 'COMPLETED' || s.status === 'REPORTED')]
    .filter((s) => s.l === l && s.endedAt !== null && s.endedAt > now - holdMs)
    .reduce((sum, s) => sum + s.earned - ('listenerRefunded' in s ? s.listenerRefunded : 0), 0);

/** What a listener can withdraw at `now`: their earnings less what is on hold. */
const availableOf = (m: Model, l: number, now: number) =>
  Math.max(0, (m.earnings[l] ?? 0) - heldOf(m, l, now));

const cancelUnstarted = (s: ModelSession, reason: string, endedAt: number) =>
  Object.assign(s, { status: 'CANCELLED', endReason: reason, endedAt });

/** A passed deadline ends the session; true when one did. */
const applyDeadline = (m: Model, s: ModelSession, now: number) => {
  if ((s.status === 'pending' || s.status === 'ACCEPTED') && s.expiresAt <= now) {
    cancelUnstarted(s, 'EXPIRED', s.expiresAt);
    return true;
  }
  if (s.status === 'IN_PROGRESS' && s.runsOutAt !== null && s.runsOutAt <= now) {
    endRunning(m, s, 'INSUFFICIENT_BALANCE', now);
    return true;
  }
  return false;
};

/**
 * What a command should answer and do. Works on a copy: an answer other than 200 leaves the model as
 * it was (the service rolls back a refused action, a deadline it applied on the way included).
 */
type Outcome = { status: number; next: Model; ended?: number; reportStatus?: number };

const expectOutcome = (model: Model, command: Command, now: number): Outcome => {
  const m = structuredClone(model);
  const refuse = (status: number) => ({ status, next: model });
  const done = (extra: { ended?: number } = {}) => ({ status: 200, next: m, ...extra });
  const latestOf = (c: number) => m.sessions.find((s) => s.id === m.latest[c]);
  switch (command.kind) {
    case 'credit': {
      if (command.via && purchaseStatusAfter[command.via] !== 'CONFIRMED') return done();
      m.wallets[command.c] = (m.wallets[command.c] ?? 0) + command.coins;
      const running = m.sessions.find((s) => s.c === command.c && s.status === 'IN_PROGRESS');
      // A session whose wallet ran out has ended at that moment (swept or not); coins bought later do
      // not revive it: its run-out stays where it was.
      const due = running?.runsOutAt !== null && (running?.runsOutAt ?? 0) <= now;
      if (running && !due && running.startedAt !== null) {
        running.runsOutAt =
          running.startedAt + Math.floor((m.wallets[command.c] ?? 0) / running.rate) * MINUTE;
      }
      return done();
    }
    case 'request': {
      const open = m.sessions.find((s) => s.c === command.c && isOpen(s));
      if (open && !applyDeadline(m, open, now)) return refuse(409);
      const busy = m.sessions.some(
        (s) => s.l === command.l && (s.status === 'ACCEPTED' || s.status === 'IN_PROGRESS'),
      );
      if (busy) return refuse(409);
      const rate = RATES[command.l] ?? 0;
      if ((m.wallets[command.c] ?? 0) < rate) return refuse(402);
      m.sessions.push({
        id: '',
        c: command.c,
        l: command.l,
        rate,
        status: 'pending',
        endReason: null,
        expiresAt: now + sessionRequestTtlSeconds * 1000,
        startedAt: null,
        runsOutAt: null,
        endedAt: null,
        minutes: 0,
        charged: 0,
        earned: 0,
        reportedBy: [],
        refunded: 0,
        listenerRefunded: 0,
      });
      return done();
    }
    case 'expire': {
      let ended = 0;
      for (const s of m.sessions) if (applyDeadline(m, s, now)) ended += 1;
      return done({ ended });
    }
    case 'advance':
      return done();
    case 'withdraw': {
      // Whole rupees, at least the minimum, whole coins, no more than the listener's earnings less
      // what is on hold; the coins move to the listener's own PAYOUTS_PENDING account at once.
      const paise = command.rupees * 100;
      const coins = paise / coinValuePaise;
      const available = availableOf(m, command.l, now);
      if (paise <= 0 || paise < minimumPaise || paise % coinValuePaise !== 0 || coins > available) {
        return refuse(400);
      }
      m.earnings[command.l] = (m.earnings[command.l] ?? 0) - coins;
      m.pending[command.l] = (m.pending[command.l] ?? 0) + coins;
      m.withdrawals.push({ id: '', key: '', l: command.l, paise, coins, status: 'PENDING' });
      return done();
    }
    case 'decide': {
      const target = m.withdrawals[command.pick % Math.max(1, m.withdrawals.length)];
      if (!target) return done();
      const open = target.status === 'PENDING' || target.status === 'ACCEPTED';
      if (command.action === 'accept') {
        if (target.status !== 'PENDING') return refuse(409);
        target.status = 'ACCEPTED';
      } else if (command.action === 'process') {
        if (target.status !== 'ACCEPTED') return refuse(409);
        target.status = 'PROCESSED';
        m.pending[target.l] = (m.pending[target.l] ?? 0) - target.coins;
        m.paidOut += target.coins;
      } else {
        if (!open) return refuse(409);
        target.status = 'REJECTED';
        m.pending[target.l] = (m.pending[target.l] ?? 0) - target.coins;
        m.earnings[target.l] = (m.earnings[target.l] ?? 0) + target.coins;
      }
      return done();
    }
    case 'replay':
      // The first request's answer, as it is now; nothing moves.
      return done();
    case 'pay': {
      // The intent is PROCESSING, the coins still reserved; the payout waits for the bank.
      const target = m.withdrawals[command.pick % Math.max(1, m.withdrawals.length)];
      if (!target) return done();
      if (target.status !== 'ACCEPTED') return refuse(409);
      target.status = 'PROCESSING';
      target.viaGateway = true;
      return done();
    }
    case 'bank': {
      // The bank's outcome, through its webhook: applied once; a later word on a settled payout does
      // nothing but a reversal of a paid one, which returns the coins from PAID_OUT.
      const target = m.withdrawals[command.pick % Math.max(1, m.withdrawals.length)];
      if (!target?.viaGateway) return done();
      const l = target.l;
      if (target.status === 'PROCESSING' && command.outcome === 'processed') {
        target.status = 'PROCESSED';
        m.pending[l] = (m.pending[l] ?? 0) - target.coins;
        m.paidOut += target.coins;
      } else if (target.status === 'PROCESSING') {
        target.status = 'FAILED';
        m.pending[l] = (m.pending[l] ?? 0) - target.coins;
        m.earnings[l] = (m.earnings[l] ?? 0) + target.coins;
      } else if (target.status === 'PROCESSED' && command.outcome === 'reversed') {
        target.status = 'FAILED';
        m.paidOut -= target.coins;
        m.earnings[l] = (m.earnings[l] ?? 0) + target.coins;
      }
      return done();
    }
    default: {
      const s = latestOf(command.c);
      if (!s) return done();
      applyDeadline(m, s, now);
      const mayReport = () =>
        !isOpen(s) &&
        (s.status === 'COMPLETED' || s.status === 'REPORTED') &&
        s.startedAt !== null &&
        now - (s.endedAt ?? now) <= REPORT_WINDOW_HOURS * 3_600_000;
      switch (command.kind) {
        case 'accept': {
          if (s.status !== 'pending') return refuse(409);
          const busy = m.sessions.some(
            (o) => o !== s && o.l === s.l && (o.status === 'ACCEPTED' || o.status === 'IN_PROGRESS'),
          );
          if (busy) return refuse(409);
          Object.assign(s, { status: 'ACCEPTED', expiresAt: now + ACCEPTED_SESSION_TTL_SECONDS * 1000 });
          return done();
        }
        case 'start': {
          if (s.status !== 'ACCEPTED') return refuse(409);
          const wallet = m.wallets[s.c] ?? 0;
          if (wallet < s.rate) return refuse(402);
          Object.assign(s, {
            status: 'IN_PROGRESS',
            startedAt: now,
            runsOutAt: now + Math.floor(wallet / s.rate) * MINUTE,
          });
          return done();
        }
        case 'close':
          if (s.status === 'pending') cancelUnstarted(s, 'DECLINED', now);
          else if (s.status === 'ACCEPTED') cancelUnstarted(s, 'CLOSED_BY_LISTENER', now);
          else if (s.status === 'IN_PROGRESS') endRunning(m, s, 'CLOSED_BY_LISTENER', now);
          return done();
        case 'end':
          if (s.status === 'pending' || s.status === 'ACCEPTED') cancelUnstarted(s, 'CANCELLED', now);
          else if (s.status === 'IN_PROGRESS') endRunning(m, s, 'ENDED_BY_CUSTOMER', now);
          return done();
        case 'cancel':
          if (s.status === 'pending' || s.status === 'ACCEPTED') cancelUnstarted(s, 'CANCELLED', now);
          else if (s.status === 'IN_PROGRESS') return refuse(409);
          return done();
        case 'report': {
          if (isOpen(s)) return refuse(409);
          if ((s.status !== 'COMPLETED' && s.status !== 'REPORTED') || s.startedAt === null)
            return refuse(409);
          if (now - (s.endedAt ?? now) > REPORT_WINDOW_HOURS * 3_600_000) return refuse(409);
          if (s.reportedBy.includes(command.by)) return refuse(409);
          s.reportedBy.push(command.by);
          s.status = 'REPORTED';
          return done();
        }
        case 'refund': {
          // The customer's report first (it stays, whatever the refund's answer); then the case.
          let reportStatus: number | undefined;
          let base = model;
          if (!s.reportedBy.includes('customer')) {
            reportStatus = mayReport() ? 200 : 409;
            if (reportStatus === 200) {
              s.reportedBy.push('customer');
              s.status = 'REPORTED';
              base = m;
            }
          }
          const answer = (status: number, next: Model) => ({ status, next, reportStatus });
          if (s.reportedBy.length === 0) return answer(200, model);
          if (command.coins < 1) return answer(400, base);
          if (s.charged === 0) return answer(409, base);
          if (command.coins > s.charged - s.refunded) return answer(400, base);
          const held = s.endedAt !== null && s.endedAt + holdMs > now;
          const listenerCoins = held
            ? Math.floor(((s.refunded + command.coins) * s.earned) / s.charged) - s.listenerRefunded
            : 0;
          const platformCoins = command.coins - listenerCoins;
          // The platform bears its part even beyond its revenue (that balance may go below zero); the
          // listener's part is always there: earnings on hold cannot be withdrawn.
          m.wallets[s.c] = (m.wallets[s.c] ?? 0) + command.coins;
          m.earnings[s.l] = (m.earnings[s.l] ?? 0) - listenerCoins;
          m.platform -= platformCoins;
          s.refunded += command.coins;
          s.listenerRefunded += listenerCoins;
          return answer(200, m);
        }
      }
    }
  }
};

/** A step becomes the concrete command its session is due for. */
const resolve = (model: Model, command: Command | Step): Command => {
  if (command.kind === 'withdrawAll') {
    const available = availableOf(model, command.l, clock.now().getTime());
    return { kind: 'withdraw', l: command.l, rupees: Math.floor((available * coinValuePaise) / 100) };
  }
  if (command.kind === 'refundAll') {
    const latest = model.sessions.find((s) => s.id === model.latest[command.c]);
    return { kind: 'refund', c: command.c, coins: latest ? latest.charged - latest.refunded : 0 };
  }
  if (command.kind !== 'step') return command;
  const latest = model.sessions.find((s) => s.id === model.latest[command.c]);
  if (latest?.status === 'pending') return { kind: 'accept', c: command.c };
  if (latest?.status === 'ACCEPTED') return { kind: 'start', c: command.c };
  if (latest?.status === 'IN_PROGRESS') return { kind: 'advance', ms: command.ms };
  if ((model.wallets[command.c] ?? 0) < (RATES[command.l] ?? 0)) {
    return { kind: 'credit', c: command.c, coins: command.coins };
  }
  return { kind: 'request', c: command.c, l: command.l };
};

// ---------- the real thing ----------

const pickOf = (model: Model, pick: number) =>
  model.withdrawals[pick % Math.max(1, model.withdrawals.length)];

const runPayouts = async (model: Model, command: Command) => {
  switch (command.kind) {
    case 'withdraw': {
      const key = crypto.randomUUID();
      const res = await requestWithdrawal(t, listeners[command.l]?.token ?? '', command.rupees * 100, key);
      return { status: res.status, id: (res.body.data as { id?: string } | undefined)?.id, key };
    }
    case 'decide': {
      const target = pickOf(model, command.pick);
      if (!target) return { status: 200 };
      const body =
        command.action === 'process'
          ? { payoutReference: `UTR-${target.id.slice(0, 8)}` }
          : command.action === 'reject'
            ? { reason: 'Property test' }
            : undefined;
      return t.call('POST', `${API_PREFIX}/admin/withdrawals/${target.id}/${command.action}`, {
        token: admin.token,
        ...(body ? { body } : {}),
      });
    }
    case 'replay': {
      const target = pickOf(model, command.pick);
      if (!target) return { status: 200 };
      const res = await requestWithdrawal(t, listeners[target.l]?.token ?? '', target.paise, target.key);
      return { status: res.status, replayed: res.body.data };
    }
    case 'pay': {
      const target = pickOf(model, command.pick);
      if (!target) return { status: 200 };
      return t.call('POST', `${API_PREFIX}/admin/withdrawals/${target.id}/pay`, { token: admin.token });
    }
    case 'bank': {
      // The simulator settles the payout at the bank and sends its signed webhook before answering.
      const target = pickOf(model, command.pick);
      if (!target?.viaGateway) return { status: 200 };
      const [row] = await rows<{ payout_id: string | null }>(
        sql`select payout_id from withdrawals where id = ${target.id}`,
      );
      if (!row?.payout_id) throw new Error(`withdrawal ${target.id} was paid but has no payout id`);
      await sim.settlePayout(row.payout_id, command.outcome);
      // Its webhook (and any purchase's still held) goes out now.
      await sim.deliver();
      return { status: 200 };
    }
    default:
      return undefined;
  }
};

/** One plan per top-up size, made when first bought (its price: the coins at COIN_VALUE_PAISE). */
const gatewayPlans = new Map<number, string>();
const planOf = async (coins: number) => {
  const known = gatewayPlans.get(coins);
  if (known) return known;
  const plan = await createPlan(t, admin.token, {
    name: `Top-up ${coins}`,
    pricePaise: coins * coinValuePaise,
    coins,
    bonusCoins: 0,
  });
  gatewayPlans.set(coins, plan.id);
  return plan.id;
};

/** A purchase through the gateway, paid (or not) and settled the given way; answers its final status. */
const buyThroughGateway = async (token: string, coins: number, via: GatewayWay) => {
  const res = await buyPlan(t, token, await planOf(coins));
  const started = res.body.data as PurchaseResult;
  const orderId = started.checkout?.fields.order_id;
  if (res.status !== 200 || !orderId) return { status: res.status };
  gateway[via] += 1;
  if (via !== 'abandon') {
    const { callback } = await sim.attempt(orderId, via === 'fail' ? 'fail' : 'pay');
    const postReturn = () =>
      t.call('POST', `${API_PREFIX}${paymentGatewayPaths.razorpayCallback}?purchase=${started.purchaseId}`, {
        payload: new URLSearchParams(callback).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const deliver = () => sim.deliver({ parallel: true, times: via === 'both' ? 2 : 1 });
    // A failed payment's return proves nothing (it is not signed); its payment.failed webhook settles it.
    if (via === 'return') await postReturn();
    else if (via === 'webhook') await deliver();
    else if (via === 'fail') await postReturn().then(deliver);
    else await Promise.all([postReturn(), deliver()]);
  }
  const view = await t.get(`/wallet/purchases/${started.purchaseId}`, token);
  return { status: view.status, purchase: (view.body.data as PurchaseStatusView).status };
};

const run = async (model: Model, command: Command) => {
  const payout = await runPayouts(model, command);
  if (payout) return payout;
  const latest = 'c' in command ? model.sessions.find((s) => s.id === model.latest[command.c]) : undefined;
  const sessionCommand = !['credit', 'request', 'advance', 'expire'].includes(command.kind);
  if (sessionCommand && !latest) return { status: 200 };
  const id = latest?.id ?? '';
  const customer = 'c' in command ? customers[command.c] : undefined;
  const listenerOf = () => listeners[latest?.l ?? 0];
  switch (command.kind) {
    case 'credit':
      if (command.via) return buyThroughGateway(customer?.token ?? '', command.coins, command.via);
      await creditLikePurchase(t, customer?.id ?? '', command.coins, clock.now());
      return { status: 200 };
    case 'request': {
      // The listeners' consoles stay open throughout: their heartbeat keeps them present however far
      // the sequence moved the clock (presence is not what this test is about).
      await stampConsolePresence(t, listeners[command.l]?.id ?? '');
      const res = await t.post(
        '/sessions/request',
        requestBody(listeners[command.l]?.id ?? ''),
        customer?.token,
      );
      return { status: res.status, id: (res.body.data as { id?: string } | undefined)?.id };
    }
    case 'advance':
      clock.advance(command.ms);
      return { status: 200 };
    case 'expire':
      return { status: 200, ended: await t.app.services.sessions.runDueDeadlines() };
    case 'accept':
      return listenerAction(t, 'accept-session-request', id, listenerOf()?.token ?? '');
    case 'start':
      return listenerAction(t, 'start-session', id, listenerOf()?.token ?? '');
    case 'close':
      return listenerAction(t, 'close-session', id, listenerOf()?.token ?? '');
    case 'end':
    case 'cancel':
      return t.post(`/sessions/mine/${id}/${command.kind}`, undefined, customer?.token);
    case 'report': {
      const token = command.by === 'customer' ? customer?.token : listenerOf()?.token;
      return t.call('POST', `${API_PREFIX}/sessions/${id}/report`, {
        body: { category: 'HARASSMENT', reason: 'Rude' },
        token,
      });
    }
    case 'refund': {
      let reportStatus: number | undefined;
      if (!latest?.reportedBy.includes('customer')) {
        const reported = await t.call('POST', `${API_PREFIX}/sessions/${id}/report`, {
          body: { category: 'OVERCHARGED', reason: 'Charged wrongly' },
          token: customer?.token,
        });
        reportStatus = reported.status;
      }
      return { ...(await runRefund(id, command.coins)), reportStatus };
    }
    default:
      throw new Error(`unhandled command ${command.kind}`);
  }
};

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => {
  const result = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
};

/** A refund on the session's first case (none: nothing is sent), then the same request again. */
const runRefund = async (sessionId: string, coins: number) => {
  const [found] = await rows<{ id: string }>(
    sql`select id from moderation_cases where session_id = ${sessionId} order by created_at, id limit 1`,
  );
  if (!found) return { status: 200 };
  const key = crypto.randomUUID();
  const send = () =>
    t.call('POST', `${API_PREFIX}/admin/moderation/cases/${found.id}/actions`, {
      token: admin.token,
      body: { action: 'REFUND', refundCoins: coins },
      headers: { 'idempotency-key': key },
    });
  const first = await send();
  // The replay answers as the first did and moves nothing (the model's check after the command).
  const replay = first.status === 200 ? (await send()).status : 200;
  return { status: first.status, replayStatus: replay };
};

const ownerIds = [...customers.map((c) => c.id), ...listeners.map((l) => l.id)];

const readBalances = async () => {
  const found = await rows<{ owner_id: string | null; kind: string; id: string; balance: number }>(
    sql`select id, owner_id, kind, balance from accounts where owner_id in (${sql.join(
      ownerIds.map((id) => sql`${id}`),
      sql`, `,
    )}) or id in (${PLATFORM_ACCOUNT_IDS.PLATFORM_REVENUE}, ${PLATFORM_ACCOUNT_IDS.PAID_OUT})`,
  );
  const of = (id: string, kind: string) =>
    Number(found.find((row) => row.owner_id === id && row.kind === kind)?.balance ?? 0);
  const platformAccount = (id: string) => Number(found.find((row) => row.id === id)?.balance ?? 0);
  return {
    wallets: customers.map((c) => of(c.id, 'CUSTOMER_WALLET')),
    earnings: listeners.map((l) => of(l.id, 'LISTENER_EARNINGS')),
    platform: platformAccount(PLATFORM_ACCOUNT_IDS.PLATFORM_REVENUE),
    pending: listeners.map((l) => of(l.id, 'PAYOUTS_PENDING')),
    paidOut: platformAccount(PLATFORM_ACCOUNT_IDS.PAID_OUT),
  };
};

/** Earnings of ended sessions that may still be on hold, as the model's starting point for a sequence. */
const recentEarnings = async (): Promise<Model['heldFrom']> => {
  const since = new Date(clock.now().getTime() - holdMs);
  const found = await rows<{ listener_id: string; ended_at: string; earned: number }>(
    sql`select listener_id, ended_at, coins_earned - listener_refunded_coins as earned from sessions
        where status in ('COMPLETED', 'REPORTED') and coins_earned > 0 and ended_at > ${since.toISOString()}`,
  );
  return found.map((row) => ({
    l: listeners.findIndex((l) => l.id === row.listener_id),
    endedAt: new Date(row.ended_at).getTime(),
    earned: Number(row.earned),
  }));
};

/** The requests still holding their coins, as the model's starting point for a sequence. */
const openWithdrawals = async (): Promise<ModelWithdrawal[]> => {
  const found = await rows<{
    id: string;
    listener_id: string;
    idempotency_key: string;
    amount_paise: number;
    coins: number;
    status: WithdrawalStatus;
  }>(
    sql`select id, listener_id, idempotency_key, amount_paise, coins, status from withdrawals
        where status in ('PENDING', 'ACCEPTED', 'PROCESSING') order by requested_at, id`,
  );
  return found.map((row) => ({
    viaGateway: row.status === 'PROCESSING',
    id: row.id,
    key: row.idempotency_key,
    l: listeners.findIndex((l) => l.id === row.listener_id),
    paise: Number(row.amount_paise),
    coins: Number(row.coins),
    status: row.status,
  }));
};

const ms = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** The model's balances and sessions against the database's. */
const compareWithDatabase = async (model: Model, context: string) => {
  expect(await readBalances(), context).toEqual({
    wallets: model.wallets,
    earnings: model.earnings,
    platform: model.platform,
    pending: model.pending,
    paidOut: model.paidOut,
  });
  if (model.withdrawals.length > 0) {
    const found = await rows<{ id: string; listener_id: string; coins: number; status: string }>(
      sql`select id, listener_id, coins, status from withdrawals where id in (${sql.join(
        model.withdrawals.map((x) => sql`${x.id}`),
        sql`, `,
      )})`,
    );
    const actual = model.withdrawals.map((x) => {
      const row = found.find((r) => r.id === x.id);
      return { listenerId: row?.listener_id, coins: Number(row?.coins), status: row?.status };
    });
    const expected = model.withdrawals.map((x) => ({
      listenerId: listeners[x.l]?.id,
      coins: x.coins,
      status: x.status,
    }));
    expect(actual, context).toEqual(expected);
  }
  if (model.sessions.length === 0) return;
  const found = await rows<Record<string, unknown>>(
    sql`select id, status, end_reason, expires_at, started_at, runs_out_at, ended_at, billed_minutes,
          coins_charged, coins_earned, refunded_coins, listener_refunded_coins from sessions where id in (${sql.join(
            model.sessions.map((s) => sql`${s.id}`),
            sql`, `,
          )})`,
  );
  const actual = model.sessions.map((s) => {
    const row = found.find((r) => r.id === s.id) ?? {};
    return {
      status: row.status,
      endReason: row.end_reason,
      expiresAt: ms(row.expires_at as string),
      startedAt: ms(row.started_at as string | null),
      runsOutAt: row.status === 'IN_PROGRESS' ? ms(row.runs_out_at as string | null) : null,
      endedAt: ms(row.ended_at as string | null),
      minutes: Number(row.billed_minutes),
      charged: Number(row.coins_charged),
      earned: Number(row.coins_earned),
      refunded: Number(row.refunded_coins),
      listenerRefunded: Number(row.listener_refunded_coins),
    };
  });
  const expected = model.sessions.map((s) => ({
    status: s.status,
    endReason: s.endReason,
    expiresAt: s.expiresAt,
    startedAt: s.startedAt,
    runsOutAt: s.status === 'IN_PROGRESS' ? s.runsOutAt : null,
    endedAt: s.endedAt,
    minutes: s.minutes,
    charged: s.charged,
    earned: s.earned,
    refunded: s.refunded,
    listenerRefunded: s.listenerRefunded,
  }));
  expect(actual, context).toEqual(expected);
};

/**
 * The accounts the database lets go below zero (its CHECK since migration 0009): money paid in, and the
 * platform's revenue, which bears a refund after the earnings hold however little it holds. The model
 * tracks the platform's balance exactly (compareWithDatabase), below zero included.
 */
const BELOW_ZERO_ALLOWED = sql`('PAID_IN', 'PLATFORM_REVENUE')`;

/**
 * The payout books from the database alone, after every command: the entries sum to 0, no account but
 * PAID_IN and PLATFORM_REVENUE is below 0, the PAYOUTS_PENDING accounts hold exactly the coins of the
 * open requests (each listener's own account those of their own requests) and PAID_OUT those of the
 * processed ones, and each listener's earnings + open requests + processed payouts is what their
 * sessions earned them (less refunds).
 */
const checkPayouts = async (context: string) => {
  const [books] = await rows<Record<string, string>>(
    sql`select
          (select coalesce(sum(amount), 0) from ledger_entries) as entries,
          (select count(*) from accounts where kind not in ${BELOW_ZERO_ALLOWED} and balance < 0) as negative,
          (select coalesce(sum(balance), 0) from accounts where kind = 'PAYOUTS_PENDING') as pending,
          (select coalesce(sum(coins), 0) from withdrawals where status in ('PENDING', 'ACCEPTED', 'PROCESSING')) as open,
          (select coalesce(sum(balance), 0) from accounts where kind = 'PAID_OUT') as paid_out,
          (select coalesce(sum(coins), 0) from withdrawals where status = 'PROCESSED') as processed`,
  );
  expect(
    {
      entries: Number(books?.entries),
      negative: Number(books?.negative),
      pending: Number(books?.pending),
      paidOut: Number(books?.paid_out),
    },
    context,
  ).toEqual({ entries: 0, negative: 0, pending: Number(books?.open), paidOut: Number(books?.processed) });
  const perListener = await rows<Record<string, string>>(
    sql`select u.id,
          coalesce((select a.balance from accounts a
                    where a.owner_id = u.id and a.kind = 'LISTENER_EARNINGS'), 0) as balance,
          coalesce((select a.balance from accounts a
                    where a.owner_id = u.id and a.kind = 'PAYOUTS_PENDING'), 0) as pending,
          coalesce((select sum(x.coins) from withdrawals x
                    where x.listener_id = u.id and x.status in ('PENDING', 'ACCEPTED', 'PROCESSING')), 0) as open,
          coalesce((select sum(x.coins) from withdrawals x
                    where x.listener_id = u.id and x.status = 'PROCESSED'), 0) as processed,
          coalesce((select sum(s.coins_earned - s.listener_refunded_coins) from sessions s
                    where s.listener_id = u.id), 0) as earned
        from users u where u.role = 'LISTENER'`,
  );
  for (const row of perListener) {
    expect(
      Number(row.balance) + Number(row.open) + Number(row.processed),
      `${context}\nlistener ${row.id}: earnings + open requests + paid out = earned`,
    ).toBe(Number(row.earned));
    expect(Number(row.pending), `${context}\nlistener ${row.id}: their pending account = open requests`).toBe(
      Number(row.open),
    );
  }
};

/** The books, from the database alone: every sequence so far, not only what the model saw. */
const checkTotals = async () => {
  const unbalanced = await rows(
    sql`select transaction_id from ledger_entries group by transaction_id
        having sum(amount) <> 0 or count(*) < 2`,
  );
  expect(unbalanced, 'every transaction sums to zero').toEqual([]);
  const negative = await rows(
    sql`select id, kind, balance from accounts where kind not in ${BELOW_ZERO_ALLOWED} and balance < 0`,
  );
  expect(negative, 'no balance below zero').toEqual([]);
  const drifted = await rows(
    sql`select a.id from accounts a
        where a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)`,
  );
  expect(drifted, 'every balance is the sum of its entries').toEqual([]);

  const [flows] = await rows<Record<string, string>>(
    sql`select
          coalesce(sum(case when a.kind = 'CUSTOMER_WALLET' then -e.amount end), 0) as paid,
          coalesce(sum(case when a.kind = 'LISTENER_EARNINGS' then e.amount end), 0) as earned,
          coalesce(sum(case when a.kind = 'PLATFORM_REVENUE' then e.amount end), 0) as revenue,
          count(*) filter (where a.kind = 'CUSTOMER_WALLET' and e.amount > 0) as wrong_way
        from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        join accounts a on a.id = e.account_id
        where t.kind = 'SESSION_CHARGE'`,
  );
  const paid = Number(flows?.paid);
  expect(Number(flows?.wrong_way)).toBe(0);
  expect(paid, "customers' payments = listeners' earnings + platform revenue").toBe(
    Number(flows?.earned) + Number(flows?.revenue),
  );
  const [charged] = await rows<Record<string, string>>(
    sql`select coalesce(sum(coins_charged), 0) as charged, coalesce(sum(coins_earned), 0) as earned from sessions`,
  );
  expect(Number(charged?.charged), "sessions' coinsCharged = the wallets' session debits").toBe(paid);
  expect(Number(charged?.earned), "sessions' coinsEarned = the listeners' session credits").toBe(
    Number(flows?.earned),
  );
  expect(await rolledUp(t), "the admin dashboard's rollups = the rows they summarise").toEqual(
    await liveFigures(t),
  );
};

/** Each session that took place (of `sessionIds`, or all): billed per the rule, from its row and its charge. */
const checkBilling = async (sessionIds?: string[]) => {
  const took = await rows<Record<string, unknown>>(
    sql`select s.id, s.started_at, s.ended_at, s.billed_minutes, s.coins_per_minute, s.coins_charged,
          s.coins_earned, s.end_reason, s.runs_out_at, e.balance_after, e.amount,
          (select count(*) from ledger_transactions t where t.reference = 'session:' || s.id::text) as charges
        from sessions s
        left join ledger_transactions t on t.reference = 'session:' || s.id::text
        left join ledger_entries e on e.transaction_id = t.id and e.amount < 0
        where s.status in ('COMPLETED', 'REPORTED') ${
          sessionIds
            ? sql`and s.id in (${sql.join(
                ['00000000-0000-4000-8000-000000000000', ...sessionIds].map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }`,
  );
  for (const s of took) {
    const elapsed = (ms(s.ended_at as string) ?? 0) - (ms(s.started_at as string) ?? 0);
    const rate = Number(s.coins_per_minute);
    const chargedCoins = Number(s.coins_charged);
    const minutes = Number(s.billed_minutes);
    const ruled = elapsed < graceSeconds * 1000 ? 0 : Math.ceil(elapsed / MINUTE);
    const context = `session ${String(s.id)}`;
    expect(chargedCoins, context).toBe(minutes * rate);
    expect(Number(s.coins_earned), context).toBe(Math.floor((chargedCoins * listenerSharePercent) / 100));
    if (chargedCoins === 0) {
      // The wallet covers at least a minute while a session runs, so a free session is a short one.
      expect(ruled, context).toBe(0);
      expect(Number(s.charges), context).toBe(0);
    } else {
      expect(Number(s.charges), context).toBe(1);
      expect(Number(s.amount), context).toBe(-chargedCoins);
      const covered = Math.floor((Number(s.balance_after) + chargedCoins) / rate);
      expect(minutes, context).toBe(Math.min(ruled, covered));
    }
    if (s.end_reason === 'INSUFFICIENT_BALANCE')
      expect(ms(s.ended_at as string)).toBe(ms(s.runs_out_at as string));
  }
  return took.length;
};

const refusals = new Map<string, number>();
const figures = { sequences: 0, commands: 0, refused: 0, started: 0, billed: 0, ranOut: 0, expired: 0 };
const payouts = { withdraw: 0, accept: 0, process: 0, reject: 0, replay: 0, pay: 0, bank: 0, onHold: 0 };
const refunds = { withinHold: 0, afterHold: 0, coins: 0 };
const gateway: Record<GatewayWay, number> = { return: 0, webhook: 0, both: 0, fail: 0, abandon: 0 };

/** Ends whatever a sequence left open (a failed run included), through the API, checked by the model. */
const closeEverything = async (model: Model) => {
  const open = await rows<{ id: string; customer_id: string }>(
    sql`select id, customer_id from sessions where status in ('pending', 'ACCEPTED', 'IN_PROGRESS')`,
  );
  for (const [c, customer] of customers.entries()) {
    for (const { id } of open.filter((row) => row.customer_id === customer.id)) {
      if (!model.sessions.some((s) => s.id === id)) {
        // Left by a run that failed (fast-check shrinking): end it and take the books as they are.
        await t.post(`/sessions/mine/${id}/end`, undefined, customer.token);
        continue;
      }
      model.latest[c] = id;
      const expected = expectOutcome(model, { kind: 'end', c }, clock.now().getTime());
      const res = await t.post(`/sessions/mine/${id}/end`, undefined, customer.token);
      expect(res.status, `cleanup end of ${id}`).toBe(expected.status);
      Object.assign(model, expected.next);
    }
  }
};

describe('the ledger under random command sequences', () => {
  it(`keeps the books and the billing rule over ${SEQUENCES} sequences`, { timeout: RUN_MS }, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        withBilledSessionFirst(fc.array(commandArb, { minLength: 3, maxLength: 10, size: 'max' })),
        async (commands) => {
          // A run that failed (fast-check then shrinks) may have left sessions open: end them first.
          await closeEverything({
            wallets: [],
            earnings: [],
            platform: 0,
            pending: [],
            paidOut: 0,
            sessions: [],
            latest: [],
            withdrawals: [],
            heldFrom: [],
          });
          const model: Model = {
            ...(await readBalances()),
            sessions: [],
            latest: [],
            withdrawals: await openWithdrawals(),
            heldFrom: await recentEarnings(),
          };
          const trail: string[] = [];
          for (const step of commands) {
            const command = resolve(model, step);
            const now = clock.now().getTime();
            const expected = expectOutcome(model, command, now);
            const hadWithdrawals = model.withdrawals.length > 0;
            // A request the earnings would cover but for what is still on hold.
            const onHold =
              command.kind === 'withdraw' &&
              command.rupees >= minWithdrawalRupees &&
              (command.rupees * 100) / coinValuePaise <= (model.earnings[command.l] ?? 0) &&
              expected.status === 400;
            const actual = await run(model, command);
            trail.push(`${JSON.stringify(command)} -> ${actual.status}`);
            const context = trail.join('\n');
            expect(actual.status, context).toBe(expected.status);
            if (command.kind === 'expire')
              expect('ended' in actual && actual.ended, context).toBe(expected.ended);
            if (command.kind === 'credit' && command.via)
              expect('purchase' in actual && actual.purchase, context).toBe(purchaseStatusAfter[command.via]);
            if (command.kind === 'refund') {
              expect('reportStatus' in actual ? actual.reportStatus : undefined, context).toBe(
                expected.reportStatus,
              );
              expect('replayStatus' in actual ? actual.replayStatus : 200, context).toBe(200);
              const s = expected.next.sessions.find((x) => x.id === model.latest[command.c]);
              if (actual.status === 200 && expected.next !== model && s) {
                refunds[(s.endedAt ?? 0) + holdMs > now ? 'withinHold' : 'afterHold'] += 1;
                refunds.coins += command.coins;
              }
            }
            const changed = expected.next !== model && command.kind !== 'advance';
            Object.assign(model, expected.next);
            if (command.kind === 'request' && actual.status === 200) {
              const created = model.sessions.at(-1);
              if (created && 'id' in actual && actual.id) created.id = actual.id;
              model.latest[command.c] = created?.id;
            }
            if (command.kind === 'withdraw' && actual.status === 200 && 'key' in actual) {
              const created = model.withdrawals.at(-1);
              if (created) Object.assign(created, { id: actual.id, key: actual.key });
            }
            if (command.kind === 'replay' && 'replayed' in actual) {
              // The same request, as it stands now: a replay after a decision reserves nothing again.
              const target = pickOf(model, command.pick);
              expect(actual.replayed, context).toMatchObject({ id: target?.id, status: target?.status });
            }
            figures.commands += 1;
            if (actual.status === 200 && (command.kind === 'withdraw' || hadWithdrawals)) {
              if (['withdraw', 'replay', 'pay'].includes(command.kind)) {
                payouts[command.kind as 'withdraw' | 'replay' | 'pay'] += 1;
              }
              if (command.kind === 'bank' && pickOf(model, command.pick)?.viaGateway) payouts.bank += 1;
              if (command.kind === 'decide') payouts[command.action] += 1;
            }
            if (onHold) payouts.onHold += 1;
            if (actual.status !== 200) {
              figures.refused += 1;
              const key = `${command.kind === 'decide' ? command.action : command.kind} ${actual.status}`;
              refusals.set(key, (refusals.get(key) ?? 0) + 1);
            }
            // A refused command or a clock step changes nothing in the database; the next check would
            // still see a change it made wrongly, so only the changing ones are compared at once.
            if (changed) await compareWithDatabase(model, context);
            await checkPayouts(context);
          }
          await closeEverything(model);
          await compareWithDatabase(model, `${trail.join('\n')}\n(cleanup)`);
          await checkBilling(model.sessions.map((s) => s.id));
          // The whole-table sums grow with the run: every 50 sequences and at the end.
          if (figures.sequences % 50 === 0) await checkTotals();
          figures.sequences += 1;
          figures.started += model.sessions.filter((s) => s.startedAt !== null).length;
          figures.billed += model.sessions.filter((s) => s.charged > 0).length;
          figures.ranOut += model.sessions.filter((s) => s.endReason === 'INSUFFICIENT_BALANCE').length;
          figures.expired += model.sessions.filter((s) => s.endReason === 'EXPIRED').length;
        },
      ),
      {
        numRuns: SEQUENCES,
        ...(process.env.PROPERTY_SEED ? { seed: Number(process.env.PROPERTY_SEED), endOnFailure: true } : {}),
      },
    );
    await checkTotals();
    const sessionsChecked = await checkBilling();
    report(
      `ledger property (${process.env.TEST_DB}): ${figures.sequences} sequences, ${figures.commands} commands ` +
        `(${figures.refused} refused as the model said: ${[...refusals].map(([k, n]) => `${k}: ${n}`).join(', ')}), ${figures.started} sessions started, ` +
        `${figures.billed} billed, ` +
        `withdrawals: ${payouts.withdraw} requested, ${payouts.accept} accepted, ${payouts.process} processed, ` +
        `${payouts.reject} rejected, ${payouts.replay} replayed, ${payouts.pay} paid through the gateway, ` +
        `${payouts.bank} bank outcomes, ${payouts.onHold} refused for earnings on hold, ` +
        `gateway purchases: ${Object.entries(gateway)
          .map(([way, n]) => `${n} ${way}`)
          .join(', ')}, ` +
        `refunds: ${refunds.withinHold} within the hold and ${refunds.afterHold} after it (${refunds.coins} coins, each sent twice), ` +
        `${figures.ranOut} ended by run-out, ${figures.expired} expired; ${sessionsChecked} sessions re-checked ` +
        `from the books; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(figures.sequences).toBeGreaterThanOrEqual(SEQUENCES);
  });
});
