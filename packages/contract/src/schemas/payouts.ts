import { z } from 'zod';
import {
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  PAYOUT_REFERENCE_MAX,
  SESSION_MODES,
  SESSION_STATUSES,
  WITHDRAWAL_MAX_PAISE,
  WITHDRAWAL_REASON_MAX,
  WITHDRAWAL_STATUSES,
} from '../constants.ts';
import { adminDashboardMessages } from '../messages/admin-dashboard.ts';
import { withdrawalsMessages } from '../messages/withdrawals.ts';
import { dataOf } from './common.ts';
import { listPageQuery } from './marketplace.ts';

// Listener withdrawals, the admin's withdrawal requests and the admin dashboard (issue 11).
// Money is integer paise (rupees) or coins; `amount` is the display text the spec names.

const w = withdrawalsMessages;

const statusFilter = z.enum(WITHDRAWAL_STATUSES, { error: w.statusInvalid }).optional();

export const withdrawalSchema = z.object({
  id: z.string(),
  /** The spec's text: the amount with the rupee sign, e.g. '₹1,500.00'. */
  amount: z.string(),
  amountPaise: z.number().int(),
  /** Coins reserved from the listener's earnings for this request. */
  coins: z.number().int(),
  requestedAt: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** The UPI id the money goes to, as it was on the profile when the listener asked. */
  upiId: z.string(),
  payoutReference: z.string().nullable(),
  /** When it last moved (accepted, sent, processed, rejected or failed). */
  decidedAt: z.string().nullable(),
  /** Why it was rejected (the admin's words) or failed (the gateway's reason). */
  reason: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const adminWithdrawalSchema = withdrawalSchema.extend({
  listener: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const myWithdrawalsQuerySchema = z.object({ ...listPageQuery(10), status: statusFilter });

export const myWithdrawalsResponseSchema = dataOf(
  z.object({
    withdrawals: z.array(withdrawalSchema),
    totalRows: z.number().int(),
    /** What the listener can withdraw now, in paise: their earnings less what is still held. */
    available: z.number().int(),
    /** Earnings of sessions that ended within EARNINGS_HOLD_HOURS (refundable), in paise. */
    held: z.number().int(),
    /** Paise held by requests still PENDING or ACCEPTED. */
    reserved: z.number().int(),
    /** The smallest request, in paise (MIN_WITHDRAWAL_RUPEES). */
    minimum: z.number().int(),
    /** One coin in paise (COIN_VALUE_PAISE). */
    coinValuePaise: z.number().int(),
    /** Whether the profile has a UPI id to pay to (a request needs one). */
    hasUpiId: z.boolean(),
    /**
     * Issue 25 §2: when the UPI id was changed within WITHDRAWAL_HOLD_HOURS, the end of that pause (ISO)
     * and the message saying so; null when the listener may withdraw.
     */
    payoutHold: z.object({ until: z.string(), message: z.string() }).nullish(),
  }),
);
export type MyWithdrawals = z.infer<typeof myWithdrawalsResponseSchema>['data'];

export const withdrawalRequestBodySchema = z.object({
  amountPaise: z
    .number({ error: w.amountRequired })
    .int(w.amountWholeRupees)
    .positive(w.amountPositive)
    .max(WITHDRAWAL_MAX_PAISE, w.amountTooLarge)
    .refine((paise) => paise % 100 === 0, w.amountWholeRupees),
});

export const adminWithdrawalsFilterSchema = z.object({
  status: statusFilter,
  /** Listener name, email or UPI id (case-insensitive, part of it). */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});
/** The admin's list also says whether Pay (a gateway payout, RAZORPAYX_ACCOUNT_NUMBER) is available. */
export const adminWithdrawalsResponseSchema = z.object({
  data: z.array(adminWithdrawalSchema),
  totalRows: z.number().int(),
  gatewayPayouts: z.boolean(),
});

export const adminWithdrawalsQuerySchema = z.object({
  ...listPageQuery(10),
  ...adminWithdrawalsFilterSchema.shape,
});

export const processWithdrawalBodySchema = z.object({
  payoutReference: z
    .string({ error: w.payoutReferenceRequired })
    .trim()
    .min(1, w.payoutReferenceRequired)
    .max(PAYOUT_REFERENCE_MAX, w.payoutReferenceTooLong),
});
export const rejectWithdrawalBodySchema = z.object({
  reason: z
    .string({ error: w.reasonRequired })
    .trim()
    .min(1, w.reasonRequired)
    .max(WITHDRAWAL_REASON_MAX, w.reasonTooLong),
});

/** The columns of the payout-batch CSV, in order. */
export const WITHDRAWAL_CSV_COLUMNS = [
  'id',
  'requestedAt',
  'status',
  'listenerName',
  'listenerEmail',
  'upiId',
  'amountRupees',
  'coins',
  'payoutReference',
  'decidedAt',
  'reason',
] as const;

// ---------- Admin dashboard ----------

export const adminDashboardQuerySchema = z.object({
  days: z.coerce
    .number({ error: adminDashboardMessages.periodInvalid })
    .pipe(
      z.union(
        DASHBOARD_PERIODS.map((days) => z.literal(days)),
        { error: adminDashboardMessages.periodInvalid },
      ),
    )
    .default(DEFAULT_DASHBOARD_PERIOD),
});

export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD in DASHBOARD_TIME_ZONE. */
  date: z.string(),
  /** The platform's share of session charges that day less refunds made that day, in paise (may be < 0). */
  revenuePaise: z.number().int(),
  /** Sessions requested that day, and how many of them completed. */
  sessions: z.number().int(),
  completedSessions: z.number().int(),
});

export const adminDashboardSchema = z.object({
  days: z.number().int(),
  /** The period: from the start of the first day to now (ISO). */
  from: z.string(),
  to: z.string(),
  coinValuePaise: z.number().int(),
  /** The platform's share of every session charge in the period, less refunds made in it. */
  revenuePaise: z.number().int(),
  revenueCoins: z.number().int(),
  /** Coins bought (with bonus) and the money paid for them in the period. */
  coinsSold: z.number().int(),
  paidInPaise: z.number().int(),
  /** Listeners' share of session charges in the period, less what refunds took back from it. */
  listenerEarningsCoins: z.number().int(),
  listenerEarningsPaise: z.number().int(),
  /** Withdrawals marked processed in the period. */
  paidOutPaise: z.number().int(),
  /** Sessions requested in the period, by state and by mode. */
  sessionsByStatus: z.record(z.enum(SESSION_STATUSES), z.number().int()),
  sessionsByMode: z.record(z.enum(SESSION_MODES), z.number().int()),
  /** Average billed minutes of the sessions completed in the period, one decimal. */
  averageSessionMinutes: z.number(),
  /** Right now, whatever the period. */
  listenersOnline: z.number().int(),
  pendingApplications: z.number().int(),
  pendingWithdrawals: z.object({ count: z.number().int(), amountPaise: z.number().int() }),
  /** One entry per day of the period, oldest first, days without activity included. */
  daily: z.array(dashboardDaySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export type DashboardDay = z.infer<typeof dashboardDaySchema>;
