import type { PlanInput, SessionMode } from '@app/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { toCurrentUser, type CurrentUser } from '../lib/current-user.ts';
import type { Clock } from '../lib/clock.ts';
import { HOUR_MS, MINUTE_MS } from '../lib/durations.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { createDirectoryService } from '../modules/directory/directory.service.ts';
import { testPaymentProvider } from '../modules/payments/payment-provider.ts';
import { createPlansService } from '../modules/plans/plans.service.ts';
import { markListenersSeen } from '../modules/presence/presence.repository.ts';
import { createEarningsService } from '../modules/earnings/earnings.service.ts';
import { createReportsService } from '../modules/moderation/reports.service.ts';
import { createSessionsService } from '../modules/sessions/sessions.service.ts';
import { createChatService } from '../modules/chat/chat.service.ts';
import { findUserByEmail } from '../modules/users/users.repository.ts';
import { createWalletService } from '../modules/wallet/wallet.service.ts';
import { createReceiptIssuer } from '../modules/receipts/receipt-issuer.ts';
import { createWithdrawalsService } from '../modules/withdrawals/withdrawals.service.ts';
import { createRatingsService } from '../modules/ratings/ratings.service.ts';

/** The demo plans (prices in paise), with their Hindi names and descriptions. */
export const demoPlans: PlanInput[] = [
  {
    name: 'Starter',
    description: 'Try a first conversation.',
    nameHi: 'शुरुआत',
    descriptionHi: 'पहली बातचीत करके देखें।',
    pricePaise: 9_900,
    coins: 100,
    bonusCoins: 0,
  },
  {
    name: 'Popular',
    description: 'About an hour of listening, with a bonus.',
    nameHi: 'लोकप्रिय',
    descriptionHi: 'लगभग एक घंटे की बातचीत, बोनस के साथ।',
    pricePaise: 24_900,
    coins: 250,
    bonusCoins: 25,
  },
  {
    name: 'Value',
    description: 'For regular talks through the month.',
    nameHi: 'किफ़ायती',
    descriptionHi: 'पूरे महीने नियमित बातचीत के लिए।',
    pricePaise: 49_900,
    coins: 500,
    bonusCoins: 75,
  },
  {
    name: 'Pro',
    description: 'The most coins per rupee.',
    nameHi: 'प्रो',
    descriptionHi: 'हर रुपये पर सबसे ज़्यादा कॉइन।',
    pricePaise: 99_900,
    coins: 1000,
    bonusCoins: 200,
  },
];

type Step =
  | { kind: 'buy'; customer: string; plan: string }
  | {
      kind: 'session';
      customer: string;
      listener: string;
      mode: SessionMode;
      language: string;
      mood: 'happy' | 'sad' | 'angry' | 'neutral' | 'excited' | 'frustrated';
      /** Seconds in progress; omitted = the request is declined/expires/cancelled per `outcome`. */
      seconds?: number;
      outcome: 'completed' | 'customer-ended' | 'declined' | 'expired' | 'cancelled' | 'reported';
      /** Hours after the previous step. */
      gapHours: number;
    }
  | {
      kind: 'withdraw';
      listener: string;
      /** Part of the listener's earnings at that moment, rounded down to whole rupees. */
      percent: number;
      /** How far an admin took it. */
      outcome: 'pending' | 'accepted' | 'processed' | 'rejected';
      gapHours: number;
    };

const P = 'priya@listenwell.test';
const A = 'arjun@listenwell.test';
const Z = 'zoya@listenwell.test';
const ASHA = 'asha@listenwell.test';
const ROHAN = 'rohan@listenwell.test';
const MEERA = 'meera@listenwell.test';

/** A month and a half of history, oldest first, so every screen has something true to show. */
const history: Step[] = [
  { kind: 'buy', customer: P, plan: 'Value' },
  { kind: 'buy', customer: A, plan: 'Pro' },
  { kind: 'buy', customer: Z, plan: 'Popular' },
  {
    kind: 'session',
    customer: P,
    listener: ASHA,
    mode: 'AUDIO',
    language: 'Hindi',
    mood: 'sad',
    seconds: 1210,
    outcome: 'completed',
    gapHours: 30,
  },
  {
    kind: 'session',
    customer: A,
    listener: ROHAN,
    mode: 'CHAT',
    language: 'English',
    mood: 'frustrated',
    seconds: 845,
    outcome: 'customer-ended',
    gapHours: 20,
  },
  {
    kind: 'session',
    customer: Z,
    listener: MEERA,
    mode: 'AUDIO',
    language: 'Malayalam',
    mood: 'neutral',
    outcome: 'declined',
    gapHours: 26,
  },
  {
    kind: 'session',
    customer: Z,
    listener: ASHA,
    mode: 'CHAT',
    language: 'English',
    mood: 'angry',
    seconds: 610,
    outcome: 'completed',
    gapHours: 3,
  },
  {
    kind: 'session',
    customer: A,
    listener: ASHA,
    mode: 'AUDIO',
    language: 'Hindi',
    mood: 'excited',
    seconds: 1795,
    outcome: 'completed',
    gapHours: 52,
  },
  {
    kind: 'session',
    customer: P,
    listener: ROHAN,
    mode: 'CHAT',
    language: 'English',
    mood: 'sad',
    outcome: 'expired',
    gapHours: 40,
  },
  {
    kind: 'session',
    customer: P,
    listener: ROHAN,
    mode: 'CHAT',
    language: 'English',
    mood: 'sad',
    seconds: 1330,
    outcome: 'completed',
    gapHours: 1,
  },
  {
    kind: 'session',
    customer: A,
    listener: MEERA,
    mode: 'AUDIO',
    language: 'Hindi',
    mood: 'happy',
    seconds: 540,
    outcome: 'completed',
    gapHours: 60,
  },
  { kind: 'withdraw', listener: ASHA, percent: 80, outcome: 'processed', gapHours: 5 },
  { kind: 'buy', customer: P, plan: 'Popular' },
  {
    kind: 'session',
    customer: P,
    listener: ASHA,
    mode: 'AUDIO',
    language: 'Marathi',
    mood: 'neutral',
    seconds: 905,
    outcome: 'completed',
    gapHours: 70,
  },
  {
    kind: 'session',
    customer: Z,
    listener: ROHAN,
    mode: 'CHAT',
    language: 'Tamil',
    mood: 'frustrated',
    seconds: 420,
    outcome: 'reported',
    gapHours: 45,
  },
  {
    kind: 'session',
    customer: A,
    listener: ASHA,
    mode: 'CHAT',
    language: 'English',
    mood: 'sad',
    outcome: 'cancelled',
    gapHours: 30,
  },
  {
    kind: 'session',
    customer: A,
    listener: ASHA,
    mode: 'CHAT',
    language: 'English',
    mood: 'sad',
    seconds: 1500,
    outcome: 'completed',
    gapHours: 2,
  },
  {
    kind: 'session',
    customer: P,
    listener: MEERA,
    mode: 'AUDIO',
    language: 'English',
    mood: 'happy',
    seconds: 725,
    outcome: 'customer-ended',
    gapHours: 50,
  },
  {
    kind: 'session',
    customer: Z,
    listener: ASHA,
    mode: 'AUDIO',
    language: 'Hindi',
    mood: 'sad',
    seconds: 980,
    outcome: 'completed',
    gapHours: 64,
  },
  {
    kind: 'session',
    customer: A,
    listener: ROHAN,
    mode: 'CHAT',
    language: 'Kannada',
    mood: 'neutral',
    seconds: 1150,
    outcome: 'completed',
    gapHours: 48,
  },
  { kind: 'withdraw', listener: ROHAN, percent: 90, outcome: 'rejected', gapHours: 6 },
  {
    kind: 'session',
    customer: P,
    listener: ASHA,
    mode: 'CHAT',
    language: 'Hindi',
    mood: 'excited',
    seconds: 660,
    outcome: 'completed',
    gapHours: 58,
  },
  {
    kind: 'session',
    customer: A,
    listener: MEERA,
    mode: 'AUDIO',
    language: 'Malayalam',
    mood: 'angry',
    outcome: 'declined',
    gapHours: 36,
  },
  {
    kind: 'session',
    customer: A,
    listener: ASHA,
    mode: 'AUDIO',
    language: 'English',
    mood: 'frustrated',
    seconds: 1425,
    outcome: 'completed',
    gapHours: 1,
  },
  {
    kind: 'session',
    customer: Z,
    listener: ROHAN,
    mode: 'CHAT',
    language: 'English',
    mood: 'happy',
    seconds: 515,
    outcome: 'completed',
    gapHours: 44,
  },
  {
    kind: 'session',
    customer: P,
    listener: ASHA,
    mode: 'AUDIO',
    language: 'Hindi',
    mood: 'sad',
    seconds: 1865,
    outcome: 'completed',
    gapHours: 40,
  },
  { kind: 'withdraw', listener: ROHAN, percent: 60, outcome: 'accepted', gapHours: 3 },
  { kind: 'withdraw', listener: ASHA, percent: 40, outcome: 'pending', gapHours: 2 },
];

const DEMO_STARS = [5, 4, 5, 3, 5, 4, 5, 5, 4] as const;
/** Hours from a demo withdrawal's request to the admin's last decision on it. */
const DECISION_HOURS = { pending: 0, accepted: 4, rejected: 4, processed: 24 } as const;
const silentRealtime: Realtime = { signOut: () => undefined, notify: () => undefined };

const asCurrentUser = (row: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>): CurrentUser =>
  toCurrentUser({
    ...row,
    listener: row.role === 'LISTENER' ? { isBlocked: false, applicationStatus: 'APPROVED' } : null,
  });

/** What a demo chat session says (the customer opens). */
const demoConversation: readonly (readonly ['customer' | 'listener', string])[] = [
  ['customer', 'Hi, I have had a rough week and just wanted to talk to someone.'],
  ['listener', "Hi, I'm glad you reached out. I'm here and listening. What has been weighing on you?"],
  ['customer', 'Work mostly. Deadlines, and I have not been sleeping well.'],
  ['listener', 'That sounds exhausting. How long has the sleep been difficult?'],
  ['customer', 'About two weeks. Talking about it already helps a bit.'],
];

/**
 * Plans, purchases and a history of sessions for the demo accounts, written through the real services
 * on a clock that walks from about six weeks ago to now: the ledger, wallets, earnings and dashboards
 * are what those events would have produced. Runs once, right after the demo accounts are created.
 */
export const seedDemoMarketplace = async (db: Db, config: Config, admin: { email: string }) => {
  const totalHours = history.reduce(
    (sum, step) =>
      sum +
      (step.kind === 'buy' ? 1 : step.gapHours) +
      (step.kind === 'withdraw' ? DECISION_HOURS[step.outcome] : 0),
    0,
  );
  let now = Date.now() - (totalHours + 24) * HOUR_MS;
  const clock: Clock = { now: () => new Date(now) };
  const advance = (ms: number) => {
    now += ms;
  };

  const people = new Map<string, CurrentUser>();
  const person = async (email: string) => {
    const known = people.get(email);
    if (known) return known;
    const row = await findUserByEmail(db, email);
    if (!row) throw new Error(`demo account ${email} missing`);
    const user = asCurrentUser(row);
    people.set(email, user);
    return user;
  };

  const sessions = createSessionsService({
    db,
    clock,
    realtime: silentRealtime,
    settings: {
      graceSeconds: config.billing.graceSeconds,
      listenerSharePercent: config.billing.listenerSharePercent,
      requestTtlSeconds: config.billing.sessionRequestTtlSeconds,
    },
  });
  const earnings = createEarningsService({
    db,
    clock,
    settings: { earningsHoldHours: config.billing.earningsHoldHours },
  });
  const reports = createReportsService({ sessions });
  const plans = createPlansService({ db, clock });
  const wallet = createWalletService({
    db,
    clock,
    paymentProvider: testPaymentProvider,
    receipts: createReceiptIssuer(config.receipts),
    realtime: silentRealtime,
    settings: {
      purchasesPerMinute: config.purchasesPerMinute,
      coinValuePaise: config.billing.coinValuePaise,
    },
  });
  const directory = createDirectoryService({ db, clock, graceSeconds: config.billing.graceSeconds });
  const chat = createChatService({ db, clock });
  const ratings = createRatingsService({ db, clock });
  const withdrawals = createWithdrawalsService({
    db,
    clock,
    earnings,
    settings: {
      coinValuePaise: config.billing.coinValuePaise,
      minWithdrawalRupees: config.billing.minWithdrawalRupees,
      withdrawalHoldHours: config.billing.withdrawalHoldHours,
      gatewayPayouts: false,
    },
  });

  const adminUser = await person(admin.email);
  const planIds = new Map<string, string>();
  for (const plan of demoPlans) {
    const created = await plans.createPlan(adminUser, plan);
    planIds.set(plan.name, created.data.id);
  }

  let purchases = 0;
  let payouts = 0;
  let rated = 0;
  for (const step of history) {
    if (step.kind === 'withdraw') {
      advance(step.gapHours * HOUR_MS);
      const listener = await person(step.listener);
      const availablePaise = (await withdrawals.listMine(listener.id, { pagenumber: 1, pagesize: 1 })).data
        .available;
      const minimumPaise = config.billing.minWithdrawalRupees * 100;
      if (availablePaise < minimumPaise) continue;
      const amountPaise = Math.max(minimumPaise, Math.floor((availablePaise * step.percent) / 10_000) * 100);
      payouts += 1;
      const { data: request } = await withdrawals.request(
        listener.id,
        amountPaise,
        `demo-withdrawal-${payouts}`,
      );
      if (step.outcome === 'pending') continue;
      advance(DECISION_HOURS.accepted * HOUR_MS);
      if (step.outcome === 'rejected') {
        await withdrawals.reject(adminUser, request.id, 'The UPI id did not match the name on the profile.');
        continue;
      }
      await withdrawals.accept(adminUser, request.id);
      if (step.outcome === 'processed') {
        advance((DECISION_HOURS.processed - DECISION_HOURS.accepted) * HOUR_MS);
        await withdrawals.process(adminUser, request.id, `UTR${String(403_118_220 + payouts)}`);
      }
      continue;
    }
    if (step.kind === 'buy') {
      const customer = await person(step.customer);
      advance(HOUR_MS);
      purchases += 1;
      await wallet.purchase(customer.id, planIds.get(step.plan) ?? '', `demo-purchase-${purchases}`);
      continue;
    }
    advance(step.gapHours * HOUR_MS);
    const customer = await person(step.customer);
    const listener = await person(step.listener);
    await directory.setAvailability(listener.id, true);
    // Their console was open then: it stamps presence as a live socket does (customers see a listener
    // online only while one is).
    await markListenersSeen(db, [listener.id], clock.now());
    const { data: session } = await sessions.request(
      customer,
      { listenerId: listener.id, mode: step.mode, language: step.language as never, userMood: step.mood },
      undefined,
    );
    advance(20_000);
    if (step.outcome === 'declined') {
      await sessions.close(listener, session.id);
      continue;
    }
    if (step.outcome === 'expired') {
      advance(config.billing.sessionRequestTtlSeconds * 1000);
      await sessions.runDueDeadlines();
      continue;
    }
    await sessions.accept(listener, session.id);
    advance(15_000);
    if (step.outcome === 'cancelled') {
      await sessions.cancel(customer, session.id);
      continue;
    }
    await sessions.start(listener, session.id);
    const seconds = step.seconds ?? 60;
    if (step.mode === 'CHAT') {
      // A few lines of conversation, spread over the session, sent through the chat service.
      const gap = Math.floor((seconds * 1000) / (demoConversation.length + 1));
      for (const [index, [who, text]] of demoConversation.entries()) {
        advance(gap);
        await chat.send(who === 'customer' ? customer.id : listener.id, {
          sessionId: session.id,
          message: text,
          clientMessageId: `demo-${session.id.slice(0, 8)}-${index}`,
        });
      }
      advance(gap);
    } else {
      advance(seconds * 1000);
    }
    if (step.outcome === 'customer-ended') await sessions.end(customer, session.id);
    else await sessions.close(listener, session.id);
    if (step.outcome === 'reported') {
      advance(HOUR_MS);
      await reports.report(customer, session.id, {
        category: 'POOR_SERVICE',
        reason: 'The listener ended the chat abruptly.',
      });
    } else {
      // Most customers rate; the stars and words vary so the directory's averages differ.
      const stars = DEMO_STARS[rated % DEMO_STARS.length] ?? 5;
      rated += 1;
      if (rated % 4 !== 0) {
        advance(10 * MINUTE_MS);
        await ratings.rate(customer, session.id, {
          stars,
          comment: stars >= 4 ? 'Felt heard. Thank you.' : 'Helpful, but it felt rushed.',
        });
      }
    }
  }

  // Two listeners have switched Online, one has not. Customers see them online once their console is
  // open (signed in as them): the history's presence stamps are a day old, long past the grace.
  await directory.setAvailability((await person(ASHA)).id, true);
  await directory.setAvailability((await person(ROHAN)).id, true);
  await directory.setAvailability((await person(MEERA)).id, false);
  const sessionCount = history.filter((step) => step.kind === 'session').length;
  return { plans: demoPlans.length, purchases, sessions: sessionCount, withdrawals: payouts };
};
