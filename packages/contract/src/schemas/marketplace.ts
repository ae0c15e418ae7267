import { z } from 'zod';
import { currentLocale } from '../i18n/current.ts';
import {
  EARNINGS_DEFAULT_PAGE_SIZE,
  IDEMPOTENCY_KEY_PATTERN,
  LANGUAGES,
  LEDGER_KINDS,
  MOODS,
  PLAN_DESCRIPTION_MAX,
  PLAN_MAX_COINS,
  PLAN_MAX_PRICE_PAISE,
  PLAN_NAME_MAX,
  PRESENCES,
  PURCHASE_STATUSES,
  SESSION_END_REASONS,
  SESSION_MODES,
  SESSION_STATUSES,
} from '../constants.ts';
import { plansMessages } from '../messages/plans.ts';
import { profileMessages } from '../messages/profile.ts';
import { sessionsMessages } from '../messages/sessions.ts';
import { walletMessages } from '../messages/wallet.ts';
import { queryInt, uuidSchema } from './common.ts';
import { readOnlyEcho } from '../read-only-echo.ts';

// Plans, wallet, directory, sessions, earnings, listener stats and the ledger summary (issue 8).
// Money is integers throughout: coins, and rupee amounts in paise.

const p = plansMessages;

/** A whole number from JSON, with one message for "missing", "not whole" and each bound. */
const wholeNumber = (label: { required: string; whole: string }) =>
  z.number({ error: label.required }).int(label.whole);

// ---------- Plans ----------

const planFields = {
  name: z.string({ error: p.nameRequired }).trim().min(1, p.nameRequired).max(PLAN_NAME_MAX, p.nameTooLong),
  description: z
    .string({ error: p.descriptionInvalid })
    .trim()
    .max(PLAN_DESCRIPTION_MAX, p.descriptionTooLong),
  pricePaise: wholeNumber({ required: p.priceRequired, whole: p.priceWholePaise })
    .min(1, p.pricePositive)
    .max(PLAN_MAX_PRICE_PAISE, p.priceTooHigh),
  coins: wholeNumber({ required: p.coinsRequired, whole: p.coinsWhole })
    .min(1, p.coinsMin)
    .max(PLAN_MAX_COINS, p.coinsTooHigh),
  bonusCoins: wholeNumber({ required: p.bonusRequired, whole: p.bonusWhole })
    .min(0, p.bonusMin)
    .max(PLAN_MAX_COINS, p.coinsTooHigh),
  /**
   * The name and the description in Hindi (issue 24): a customer who reads Hindi sees these when set.
   * Optional: a client that never sends them (the spec's) leaves the stored ones as they are.
   */
  nameHi: z.string({ error: p.hindiInvalid }).trim().max(PLAN_NAME_MAX, p.nameTooLong).optional(),
  descriptionHi: z
    .string({ error: p.hindiInvalid })
    .trim()
    .max(PLAN_DESCRIPTION_MAX, p.descriptionTooLong)
    .optional(),
};

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  pricePaise: z.number().int(),
  coins: z.number().int(),
  bonusCoins: z.number().int(),
  /** The Hindi name and description ('' when not set). */
  nameHi: z.string(),
  descriptionHi: z.string(),
  createdAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

/** A plan as the language shown tells it: its Hindi name and description when Hindi is shown and set. */
export const planInLanguage = (plan: Plan): { name: string; description: string } =>
  currentLocale() === 'hi'
    ? { name: plan.nameHi || plan.name, description: plan.descriptionHi || plan.description }
    : { name: plan.name, description: plan.description };

/**
 * A plan as the admin sets it. An edit may send the plan back whole: `id` and `createdAt` are accepted
 * only unchanged (`readOnlyEcho`, checked by `plans.service.updatePlan`); a new plan has nothing stored
 * to compare with, so a create ignores them.
 */
export const planEcho = readOnlyEcho(planSchema.shape, planFields);
export const planInputSchema = z.object({ ...planFields, ...planEcho.shape });
/** The fields an admin sets (what the form and the seed send). */
export type PlanInput = z.input<z.ZodObject<typeof planFields>>;

// ---------- Wallet ----------

/**
 * The customer's balance, how plans are paid: TEST (the labelled test mode, confirmed at once) or
 * RAZORPAY (Razorpay's checkout; the purchase waits for the payment), and what one coin is worth in
 * paise (the server's COIN_VALUE_PAISE), so the customer's screens show prices in rupees beside coins.
 */
export const walletSchema = z.object({
  balance: z.number().int(),
  paymentMode: z.enum(['TEST', 'RAZORPAY']),
  coinValuePaise: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** One line of the customer's wallet history. `coins` is signed: + purchase, - session charge. */
export const walletEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  coins: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
  planId: z.string().nullable(),
  /** The plan's name at the time (kept when the plan is later archived); to a Hindi reader, its Hindi name where it has one. */
  planName: z.string().nullable(),
  sessionId: z.string().nullable(),
  /** A purchase's id and its tax receipt's number (GET /receipts/:purchaseId); null for other entries. */
  purchaseId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** `pagenumber` (1-based) and `pagesize`, as the spec's listener lists. */
export const listPageQuery = (defaultSize = 10) => ({
  pagenumber: queryInt(1, 1, 1_000_000, 'pagenumber'),
  pagesize: queryInt(defaultSize, 1, 100, 'pagesize'),
});
export const listPageQuerySchema = z.object(listPageQuery());

export const purchaseBodySchema = z.object({ planId: uuidSchema });
export const idempotencyKeySchema = z
  .string({ error: walletMessages.idempotencyKeyRequired })
  .regex(IDEMPOTENCY_KEY_PATTERN, walletMessages.idempotencyKeyInvalid);
/**
 * What the browser posts to the payment gateway's hosted page (Razorpay's checkout with redirect): a
 * form to `actionUrl` with these fields (key id, order id, amount in paise, currency, callback URL…).
 * Never a secret.
 */
export const checkoutFormSchema = z.object({
  actionUrl: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/**
 * A purchase's first answer. CONFIRMED: the coins are in (`balance` includes them; test mode). PENDING:
 * the customer pays on the gateway's page (`checkout`), and the coins come when the gateway confirms;
 * `balance` is the wallet as it is now.
 */
export const purchaseResultSchema = z.object({
  purchaseId: z.string(),
  status: z.enum(['CONFIRMED', 'PENDING']),
  coins: z.number().int(),
  bonusCoins: z.number().int(),
  balance: z.number().int(),
  checkout: checkoutFormSchema.nullable(),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

export const purchaseParamsSchema = z.object({ purchaseId: uuidSchema });

/**
 * A payment gateway's webhook or checkout return as received, for admins: what it was and what it did
 * (`credited`, `duplicate`, `refused: bad signature`, `refused: unknown order`, `refused: amount or
 * currency does not match the order`...). `eventId` is null when the signature failed (not trusted).
 */
export const paymentEventSchema = z.object({
  id: z.string(),
  provider: z.string(),
  eventId: z.string().nullable(),
  event: z.string().nullable(),
  orderId: z.string().nullable(),
  purchaseId: z.string().nullable(),
  /** The withdrawal a payout event was about (RazorpayX `payout.*`). */
  withdrawalId: z.string().nullable(),
  outcome: z.string(),
  receivedAt: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** One purchase as the customer's purchase screen shows it, with what to do next (`message`). */
export const purchaseStatusSchema = z.object({
  purchaseId: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  planName: z.string(),
  pricePaise: z.number().int(),
  coins: z.number().int(),
  bonusCoins: z.number().int(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  message: z.string(),
  /** The tax receipt's number once paid (GET /receipts/:purchaseId); null before, or for one paid before receipts. */
  receiptNumber: z.string().nullable(),
});
export type PurchaseStatusView = z.infer<typeof purchaseStatusSchema>;

/** The admin's purchase list: filtered by status, and searched by customer or the gateway's ids. */
export const adminPurchasesQuerySchema = z.object({
  ...listPageQuery(20),
  status: z.enum(PURCHASE_STATUSES, { error: walletMessages.purchaseStatusInvalid }).optional(),
  /** Customer name or email, or a gateway order/payment id (case-insensitive, part of it). */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});

/** One purchase as the admin's list shows it, with the gateway's ids (never a secret). */
export const adminPurchaseSchema = z.object({
  id: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  planName: z.string(),
  pricePaise: z.number().int(),
  coins: z.number().int(),
  bonusCoins: z.number().int(),
  status: z.enum(PURCHASE_STATUSES),
  /** `test` (the test-mode provider) or `razorpay`. */
  provider: z.string(),
  /** The gateway's order id (`order_…`), null in test mode. */
  orderId: z.string().nullable(),
  /** The gateway's payment id once paid (`pay_…`; `test_…` in test mode). */
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

// ---------- Availability and directory ----------

export const availabilitySchema = z.object({
  online: z.boolean({ error: sessionsMessages.onlineInvalid }),
});

export const directoryQuerySchema = z.object({
  ...listPageQuery(12),
  language: z.enum(LANGUAGES, { error: profileMessages.unknownLanguage }).optional(),
  mode: z.enum(SESSION_MODES, { error: sessionsMessages.modeInvalid }).optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});

/** What a customer may see of a listener: never contact details or documents. */
export const publicListenerSchema = z.object({
  id: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  languages: z.array(z.string()),
  preferredMode: z.enum(SESSION_MODES).nullable(),
  description: z.string().nullable(),
  isExperienced: z.boolean(),
  coinsPerMinute: z.number().int(),
  /** The server's billing grace: a session with them that ends within it is free (the request form says so). */
  billingGraceSeconds: z.number().int(),
  presence: z.enum(PRESENCES),
  /** Sessions this listener completed. */
  completedSessions: z.number().int(),
  /** Customers' average stars, one decimal (null before the first rating), and how many rated. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  /** The caller's star on them (issue 23 §5): null when not a favourite. Favourites lead the directory. */
  favourite: z.object({ notifyOnline: z.boolean() }).nullable().default(null),
});
export type PublicListener = z.infer<typeof publicListenerSchema>;

// ---------- Sessions ----------

export const SENDER_TYPES = ['CUSTOMER', 'LISTENER'] as const;

/** One stored chat message, as both sides (and the session's history) see it. */
export const chatMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  senderType: z.enum(SENDER_TYPES),
  /** The text as delivered: contact details masked. */
  message: z.string(),
  timestamp: z.string(),
  clientMessageId: z.string(),
  /** True when contact details were masked (the original is kept for moderation only). */
  masked: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const sessionRequestBodySchema = z.object({
  listenerId: uuidSchema,
  mode: z.enum(SESSION_MODES, { error: sessionsMessages.modeInvalid }),
  language: z.enum(LANGUAGES, { error: profileMessages.unknownLanguage }),
  userMood: z.enum(MOODS, { error: sessionsMessages.moodInvalid }),
});
export type SessionRequestBody = z.input<typeof sessionRequestBodySchema>;

const sessionCommon = {
  id: z.string(),
  status: z.enum(SESSION_STATUSES),
  endReason: z.enum(SESSION_END_REASONS).nullable(),
  mode: z.enum(SESSION_MODES),
  language: z.string(),
  userMood: z.enum(MOODS),
  /** Fixed on the session when it was requested. */
  coinsPerMinute: z.number().int(),
  requestedAt: z.string(),
  /** When a pending request expires. */
  expiresAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Billed minutes (0 until the session ends). */
  timeInMinutes: z.number().int(),
  sessionMessages: z.array(chatMessageSchema),
  /** True once the retention sweep deleted the messages (the screens say so instead of an empty chat). */
  transcriptDeleted: z.boolean().optional(),
};

export const customerSessionSchema = z.object({
  ...sessionCommon,
  listener: z.object({ id: z.string(), name: z.string(), profilePicture: z.string().nullable() }),
  coinsCharged: z.number().int(),
  /**
   * The server's billing grace (BILLING_GRACE_SECONDS): a session that ends within it is free. The
   * customer's live "billed so far" counts with it, so it follows the server's setting.
   */
  billingGraceSeconds: z.number().int(),
  /** While IN_PROGRESS: the moment the wallet runs out and the server ends the session. */
  runsOutAt: z.string().nullable(),
  /** True within LOW_BALANCE_WARNING_SECONDS of runsOutAt (the contract's `isLowBalance`). */
  lowBalance: z.boolean(),
  /** The customer's wallet now (so the session screen needs no second call). */
  walletBalance: z.number().int(),
  reportedAt: z.string().nullable(),
  /** Coins an admin gave back for this session (issue 12). */
  refundedCoins: z.number().int(),
  /** The customer's rating of it, once given. */
  rating: z.object({ stars: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type CustomerSession = z.infer<typeof customerSessionSchema>;

export const listenerSessionSchema = z.object({
  ...sessionCommon,
  /** The id lets the listener block this customer (issue 12); nothing else about them is shown. */
  customer: z.object({ id: z.string(), name: z.string() }),
  coinsEarned: z.number().int(),
  /** When the session ended (the spec's completedAt of an earning record). */
  completedAt: z.string().nullable(),
  reportedAt: z.string().nullable(),
  /**
   * When a message of this session first suggested self-harm (issue 12): the listener's guidance stays
   * within reach on any screen or tab that opens the session later, not only where the alert arrived.
   */
  crisisAt: z.string().nullable(),
  /**
   * The listener's own private note about this customer (issue 23 §5), null when none: a returning
   * customer's request and session show it. Only the listener's views carry it, never the customer's.
   */
  customerNote: z.string().nullable(),
});
export type ListenerSession = z.infer<typeof listenerSessionSchema>;

/** The spec's `data.sessions, totalRows`. */
export const sessionsPageOf = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.object({ sessions: z.array(row), totalRows: z.number().int() }) });

export const reportResultSchema = z.object({ id: z.string(), status: z.enum(SESSION_STATUSES) });

// ---------- Earnings and listener stats ----------

export const EARNINGS_SORT_FIELDS = [
  'completedAt',
  'timeInMinutes',
  'coinsEarned',
  'coinsPerMinute',
] as const;
export const earningsQuerySchema = z.object({
  ...listPageQuery(EARNINGS_DEFAULT_PAGE_SIZE),
  month: queryInt(0, 1, 12, 'month').optional(),
  year: queryInt(0, 2000, 9999, 'year').optional(),
  sortBy: z
    .enum(EARNINGS_SORT_FIELDS, { error: `sortBy must be one of ${EARNINGS_SORT_FIELDS.join(', ')}` })
    .default('completedAt'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('desc'),
});

export const earningRecordSchema = z.object({
  id: z.string(),
  customer: z.object({ name: z.string() }),
  timeInMinutes: z.number().int(),
  /** What the listener keeps of the session: what it earned less `refundedCoins`. */
  coinsEarned: z.number().int(),
  /** Coins of its earnings a refund within the hold took back (issue 12); 0 mostly. */
  refundedCoins: z.number().int(),
  coinsPerMinute: z.number().int(),
  /** Missing or null is possible from a spec server: the table drops such a row, not the whole answer. */
  completedAt: z.string().nullish(),
});
export type EarningRecord = z.infer<typeof earningRecordSchema>;

export const earningsResponseSchema = z.object({
  data: z.object({
    sessions: z.array(earningRecordSchema),
    totalRows: z.number().int(),
    /** Over every row the filters match, not only this page. */
    summary: z.object({
      totalMinutes: z.number().int(),
      totalCoins: z.number().int(),
      /** Coins earned per billed minute (a display figure; money stays integer). */
      averageRatePerMinute: z.number(),
      /** Of the listener's earnings balance now: on hold (sessions ended within EARNINGS_HOLD_HOURS) and withdrawable. */
      heldCoins: z.number().int(),
      availableCoins: z.number().int(),
    }),
  }),
});

export const activitySchema = z.object({
  id: z.string(),
  kind: z.enum([
    'REQUESTED',
    'ACCEPTED',
    'STARTED',
    'COMPLETED',
    'DECLINED',
    'EXPIRED',
    'CANCELLED',
    'REPORTED',
  ]),
  text: z.string(),
  at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** A listener's quality, computed by the server over every request they received. */
export const listenerQualitySchema = z.object({
  requests: z.number().int(),
  /** Percent of decided requests they accepted (declined and expired count against), one decimal. */
  acceptanceRate: z.number().nullable(),
  /** Median seconds from a request to its acceptance. */
  medianAcceptSeconds: z.number().int().nullable(),
  /** Percent of accepted sessions that took place and completed, one decimal. */
  completionRate: z.number().nullable(),
  /** Percent of completed sessions that were reported, one decimal. */
  reportRate: z.number().nullable(),
  /** Average stars, one decimal, and how many ratings. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type ListenerQuality = z.infer<typeof listenerQualitySchema>;

export const listenerStatsSchema = z.object({
  totalSessions: z.number().int(),
  /** '+n% from last month', '-n% from last month' or neutral text (spec: sign decides the colour). */
  sessionsChange: z.string(),
  sessionRequests: z.number().int(),
  totalEarnings: z.number().int(),
  earningsChange: z.string(),
  /** Percent of accepted sessions that were completed, one decimal. */
  completionRate: z.number(),
  /** Average billed minutes per completed session, one decimal. */
  avgSessionDuration: z.number(),
  currentMonthEarnings: z.number().int(),
  currentCoins: z.number().int(),
  recentActivity: z.array(activitySchema),
  /** The same quality figures admins see (issue 12). */
  quality: listenerQualitySchema,
});
export type ListenerStats = z.infer<typeof listenerStatsSchema>;

// ---------- Ledger ----------

export const ledgerSummarySchema = z.object({
  accounts: z.object({
    customerWallets: z.number().int(),
    listenerEarnings: z.number().int(),
    platformRevenue: z.number().int(),
    paidIn: z.number().int(),
    paidOut: z.number().int(),
    /** Coins reserved by withdrawal requests not yet paid out or rejected. */
    payoutsPending: z.number().int(),
  }),
  /** Always 0: every transaction's entries sum to zero. */
  sumOfAllEntries: z.number().int(),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;
