import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_KINDS,
  APPLICATION_STATUSES,
  AUDIT_ACTIONS,
  DEFAULT_COUNTRY,
  GENDERS,
  LEDGER_KINDS,
  PURCHASE_STATUSES,
  MOODS,
  PRIVATE_NOTE_MAX,
  ROLES,
  LOCALES,
  SESSION_END_REASONS,
  SESSION_MODES,
  SENDER_TYPES,
  SESSION_STATUSES,
  WITHDRAWAL_STATUSES,
  CASE_ACTIONS,
  CASE_KINDS,
  CASE_STATUSES,
  REPORT_CATEGORIES,
  DATA_EXPORT_STATUSES,
  type PushPayload,
} from '@app/contract';

// One schema for both drivers (PGlite and PostgreSQL). Money is integers: coins, and rupees as paise.

export const roleEnum = pgEnum('role', ROLES);
export const localeEnum = pgEnum('locale', LOCALES);
export const genderEnum = pgEnum('gender', GENDERS);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const sessionModeEnum = pgEnum('session_mode', SESSION_MODES);
export const auditActionEnum = pgEnum('audit_action', AUDIT_ACTIONS);
export const otpPurposeEnum = pgEnum('otp_purpose', ['SIGNUP', 'PASSWORD_RESET']);
export const accountKindEnum = pgEnum('account_kind', ACCOUNT_KINDS);
export const ledgerKindEnum = pgEnum('ledger_kind', LEDGER_KINDS);
export const sessionStatusEnum = pgEnum('session_status', SESSION_STATUSES);
export const sessionEndReasonEnum = pgEnum('session_end_reason', SESSION_END_REASONS);
export const moodEnum = pgEnum('mood', MOODS);
export const senderTypeEnum = pgEnum('sender_type', SENDER_TYPES);
export const purchaseStatusEnum = pgEnum('purchase_status', PURCHASE_STATUSES);
export const withdrawalStatusEnum = pgEnum('withdrawal_status', WITHDRAWAL_STATUSES);
export const caseKindEnum = pgEnum('case_kind', CASE_KINDS);
export const caseStatusEnum = pgEnum('case_status', CASE_STATUSES);
export const caseActionEnum = pgEnum('case_action', CASE_ACTIONS);
export const reportCategoryEnum = pgEnum('report_category', REPORT_CATEGORIES);
export const dataExportStatusEnum = pgEnum('data_export_status', DATA_EXPORT_STATUSES);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. Null once the user is deleted (details erased, records kept). */
    email: text('email'),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Bumped whenever every existing sign-in of the user must end. Tokens carry it as `tv`. */
    tokenVersion: integer('token_version').notNull().default(0),
    gender: genderEnum('gender'),
    age: integer('age'),
    profileImageUrl: text('profile_image_url'),
    avatar: text('avatar'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The language the person reads: their mails and notifications are in it (chosen in the app). */
    locale: localeEnum('locale').notNull().default('en'),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role, t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Uploaded files. The bytes live in the database so every server process can serve them. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    /** Sniffed from the content, never taken from the name or the declared type. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

export const listenerProfiles = pgTable(
  'listener_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    applicationStatus: applicationStatusEnum('application_status').notNull().default('PENDING'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    coinsPerMinute: integer('coins_per_minute').notNull(),
    dob: date('dob', { mode: 'string' }),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country').notNull().default(DEFAULT_COUNTRY),
    pincode: text('pincode'),
    profilePictureFileId: uuid('profile_picture_file_id').references(() => files.id),
    idProofFileId: uuid('id_proof_file_id').references(() => files.id),
    description: text('description'),
    languages: text('languages').array().notNull().default([]),
    preferredMode: sessionModeEnum('preferred_mode'),
    isExperienced: boolean('is_experienced').notNull().default(false),
    linkedInUrl: text('linkedin_url'),
    withdrawalUpiId: text('withdrawal_upi_id'),
    /**
     * Issue 25 §2: the last change of the payout details (the UPI id), from the app clock. Withdrawals
     * are refused until WITHDRAWAL_HOLD_HOURS after it. Null when it was never changed once set.
     */
    payoutChangedAt: timestamp('payout_changed_at', { withTimezone: true }),
    /** First save of a complete profile: the application is then ready for review. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The admin's reason for a rejection, shown to the applicant; null unless REJECTED. */
    rejectionReason: text('rejection_reason'),
    paidRoleActivatedAt: timestamp('paid_role_activated_at', { withTimezone: true }),
    /** The listener's Online/Offline switch; presence is also "busy" while a session is open. */
    isOnline: boolean('is_online').notNull().default(false),
    /**
     * Presence: the last moment a server process held a live socket of this listener (heartbeat, and the
     * moment the last socket went). Null until their first socket: the switch alone then decides.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('listener_profiles_status_idx').on(t.applicationStatus, t.createdAt),
    check('listener_profiles_rate_check', sql`${t.coinsPerMinute} > 0`),
  ],
);

/** Every admin action, written in the same transaction as the change it records. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: auditActionEnum('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_logs_created_idx').on(t.createdAt), index('audit_logs_entity_idx').on(t.entityId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: otpPurposeEnum('purpose').notNull(),
    /** HMAC-SHA256 of the code with a server key; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** For SIGNUP codes: the role the account is created with. */
    signupRole: roleEnum('signup_role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_lookup_idx').on(t.email, t.purpose, t.createdAt),
    check('otp_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * One row per sign-in attempt that has not (yet) succeeded, counted per account AND source address over
 * a sliding window. The row is written before the password is checked and removed on success, so
 * parallel guesses cannot outrun the count, and a stranger elsewhere cannot lock the owner out.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_source_idx').on(t.email, t.ip, t.createdAt),
  ],
);

/**
 * Two-step sign-in (TOTP, RFC 6238), one row per account that started enrolment. The key is kept
 * encrypted (AES-256-GCM, lib/two-factor-key.ts); `confirmed_at` null = enrolment not finished (signing
 * in asks for no code yet). `last_step` is the newest 30-second step whose code was accepted: only a
 * later step is accepted next (an atomic conditional update), so a code cannot be used twice.
 */
export const twoFactors = pgTable('two_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  ...timestamps,
});

/** Single-use recovery codes, as keyed hashes; `used_at` is set once, by the one request that wins. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_code_key').on(t.userId, t.codeHash)],
);

/**
 * Wrong second-factor tries per account over a sliding window, written BEFORE the code is compared
 * (under an advisory lock on the account) and removed on success, like login_failures.
 */
export const twoFactorFailures = pgTable(
  'two_factor_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_failures_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Mail waiting to be sent. Requests write here and answer at once; a dispatcher in any server process
 * claims rows (a lease, so a crashed sender's mail is sent again) and deletes them once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Until when a dispatcher holds the row; null or past = free to claim. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_claim_idx').on(t.claimedUntil, t.createdAt)],
);

/** Coin plans. A plan someone bought is archived on delete, never removed, so history keeps it. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The name and description in Hindi (issue 24); '' when not set. */
    nameHi: text('name_hi').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    coins: integer('coins').notNull(),
    bonusCoins: integer('bonus_coins').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('plans_price_check', sql`${t.pricePaise} > 0`),
    check('plans_coins_check', sql`${t.coins} >= 1 and ${t.bonusCoins} >= 0`),
  ],
);

/**
 * Ledger accounts: one wallet per customer, one earnings account and one PAYOUTS_PENDING account (the
 * coins their open withdrawal requests reserved, since migration 0013) per listener, and the platform
 * accounts (fixed ids, created by the migrations; the platform's PAYOUTS_PENDING row holds the requests
 * reserved before 0013). Only PAID_IN (where bought coins come from) and
 * PLATFORM_REVENUE (a refund after the earnings hold is the platform's loss, even beyond what it has
 * earned so far) may go below zero; every other balance is checked by the database.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: accountKindEnum('kind').notNull(),
    ownerId: uuid('owner_id').references(() => users.id),
    /** 64-bit: PAID_IN and PLATFORM_REVENUE only ever grow (a 32-bit balance overflowed after ~1,000 top-ups of the largest plan). */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_owner_kind_key').on(t.ownerId, t.kind),
    check('accounts_balance_check', sql`${t.kind} in ('PAID_IN', 'PLATFORM_REVENUE') or ${t.balance} >= 0`),
    // PAYOUTS_PENDING may be a listener's or the platform's. The kind is compared as text: on a fresh
    // database every migration runs in one transaction, the one that added the enum value (0007), and
    // PostgreSQL refuses a not yet committed enum value as a constant.
    check(
      'accounts_owner_check',
      sql`${t.kind}::text = 'PAYOUTS_PENDING' or (${t.kind} in ('CUSTOMER_WALLET', 'LISTENER_EARNINGS')) = (${t.ownerId} is not null)`,
    ),
  ],
);

/** One movement of coins. Its entries sum to zero (checked by a deferred trigger at commit). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerKindEnum('kind').notNull(),
    /** Unique: the same movement (a purchase, a session's charge) can never be written twice. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_reference_key').on(t.reference),
    // The admin dashboard's period: one kind's movements since a day.
    index('ledger_transactions_kind_idx').on(t.kind, t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Signed coins. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** A plan purchase, keyed by the customer's Idempotency-Key; the price and coins are copied from the plan. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    idempotencyKey: text('idempotency_key').notNull(),
    planName: text('plan_name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    coins: integer('coins').notNull(),
    bonusCoins: integer('bonus_coins').notNull(),
    status: purchaseStatusEnum('status').notNull().default('PENDING'),
    provider: text('provider').notNull(),
    /** The gateway's payment id once paid (`test_<uuid>` in test mode, `pay_…` from Razorpay). */
    providerReference: text('provider_reference'),
    /** The gateway's order (Razorpay `order_…`), set once the order exists; null in test mode. */
    providerOrderId: text('provider_order_id'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The reconciler's claim: no process asks the gateway about this purchase again before this time
     * (set by the process that claimed it for its pass, so N processes ask once, not N times).
     */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchases_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('purchases_plan_idx').on(t.planId),
    uniqueIndex('purchases_provider_order_id').on(t.providerOrderId),
    // The reconciler's look-up: gateway purchases still waiting for their outcome.
    index('purchases_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * The last number issued in each receipt series (`LW/2026-27`, `TEST-LW/2026-27`: prefix and India's
 * financial year). Bumped by the transaction that credits a paid purchase, which holds the row locked
 * until it commits: numbers are issued one at a time, and a rolled-back credit gives its number back.
 */
export const receiptSeries = pgTable(
  'receipt_series',
  {
    series: text('series').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('receipt_series_last_number_check', sql`${t.lastNumber} > 0`)],
);

/**
 * A paid purchase's tax receipt, frozen when it was paid: the seller's details, the customer's name and
 * email, the plan and the GST split as they were then (later changes touch none of it). One per purchase.
 */
export const receipts = pgTable(
  'receipts',
  {
    purchaseId: uuid('purchase_id')
      .primaryKey()
      .references(() => purchases.id),
    series: text('series').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    isTest: boolean('is_test').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sellerLegalName: text('seller_legal_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    sellerGstin: text('seller_gstin').notNull(),
    sacCode: text('sac_code').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    planName: text('plan_name').notNull(),
    coins: integer('coins').notNull(),
    gstPercent: integer('gst_percent').notNull(),
    gstSplit: text('gst_split').notNull(),
    totalPaise: integer('total_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    paymentId: text('payment_id').notNull(),
  },
  (t) => [
    uniqueIndex('receipts_series_sequence').on(t.series, t.sequence),
    uniqueIndex('receipts_number').on(t.number),
    // The admin's monthly export reads one month of one kind in number order.
    index('receipts_issued_idx').on(t.isTest, t.issuedAt),
    check(
      'receipts_amounts_check',
      sql`${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0 and ${t.igstPaise} >= 0 and ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
    check('receipts_split_check', sql`${t.gstSplit} in ('CGST_SGST', 'IGST')`),
  ],
);

/**
 * Every webhook a payment gateway sent, kept for an admin: what it was, what it did (settled, a
 * duplicate, refused and why). `event_id` (Razorpay's `x-razorpay-event-id`) is unique, so a webhook
 * delivered twice is acted on once; a webhook whose signature fails is kept with no event id (its id
 * cannot be trusted, and must not shadow the genuine event).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id'),
    event: text('event'),
    orderId: text('order_id'),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    /** The withdrawal a payout event (RazorpayX `payout.*`) was about. */
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_events_event_id').on(t.provider, t.eventId)],
);

/**
 * Sessions between a customer and a listener. Deadlines (`expiresAt` of a request, `runsOutAt` of a
 * running session) live here so any server process honours them. Two partial unique indexes make
 * "one open session per customer" and "one active session per listener" database facts.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    listenerId: uuid('listener_id')
      .notNull()
      .references(() => users.id),
    status: sessionStatusEnum('status').notNull().default('pending'),
    endReason: sessionEndReasonEnum('end_reason'),
    mode: sessionModeEnum('mode').notNull(),
    language: text('language').notNull(),
    userMood: moodEnum('user_mood').notNull(),
    coinsPerMinute: integer('coins_per_minute').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** Pending: when the request expires. Accepted: when an unstarted session lapses. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** In progress: the moment the wallet is spent; the server ends the session then. */
    runsOutAt: timestamp('runs_out_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    billedMinutes: integer('billed_minutes').notNull().default(0),
    coinsCharged: integer('coins_charged').notNull().default(0),
    coinsEarned: integer('coins_earned').notNull().default(0),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: uuid('reported_by').references(() => users.id),
    reportReason: text('report_reason'),
    /** The runsOutAt the customer was last warned about (low-balance push is sent once per run-out moment). */
    lowBalanceWarnedFor: timestamp('low_balance_warned_for', { withTimezone: true }),
    /** Coins given back to the customer (issue 12), and how many of them came from the listener's share. */
    refundedCoins: integer('refunded_coins').notNull().default(0),
    listenerRefundedCoins: integer('listener_refunded_coins').notNull().default(0),
    /** The first moment a message of this session suggested self-harm. */
    crisisAt: timestamp('crisis_at', { withTimezone: true }),
    /**
     * When the chat transcript (the message texts) was deleted by the retention sweep (issue 25 §3):
     * CHAT_RETENTION_DAYS after the session ended, unless an open moderation case held it.
     */
    transcriptErasedAt: timestamp('transcript_erased_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_one_open_per_customer')
      .on(t.customerId)
      .where(sql`${t.status} in ('pending', 'ACCEPTED', 'IN_PROGRESS')`),
    uniqueIndex('sessions_one_active_per_listener')
      .on(t.listenerId)
      .where(sql`${t.status} in ('ACCEPTED', 'IN_PROGRESS')`),
    uniqueIndex('sessions_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('sessions_listener_status_idx').on(t.listenerId, t.status, t.requestedAt),
    index('sessions_customer_idx').on(t.customerId, t.requestedAt),
    // The admin dashboard's period: sessions requested since a day.
    index('sessions_requested_idx').on(t.requestedAt),
    index('sessions_pending_deadline_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('pending', 'ACCEPTED')`),
    index('sessions_running_deadline_idx')
      .on(t.runsOutAt)
      .where(sql`${t.status} = 'IN_PROGRESS'`),
    index('sessions_listener_ended_idx').on(t.listenerId, t.endedAt),
    // The retention sweep: ended sessions whose transcript is still there, oldest first.
    index('sessions_transcript_due_idx')
      .on(t.endedAt)
      .where(sql`${t.transcriptErasedAt} is null`),
    check(
      'sessions_money_check',
      sql`${t.coinsPerMinute} > 0 and ${t.billedMinutes} >= 0 and ${t.coinsCharged} = ${t.billedMinutes} * ${t.coinsPerMinute} and ${t.coinsEarned} between 0 and ${t.coinsCharged}`,
    ),
    check(
      'sessions_refund_check',
      sql`${t.refundedCoins} between 0 and ${t.coinsCharged} and ${t.listenerRefundedCoins} between 0 and least(${t.refundedCoins}, ${t.coinsEarned})`,
    ),
  ],
);

/**
 * Chat messages: stored before they are delivered. One row per (session, sender, clientMessageId), so a
 * client's retry is stored once. `body` is what people see (contact details masked); `originalBody`
 * keeps the sender's words for moderation when something was masked.
 */
export const sessionMessages = pgTable(
  'session_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Delivery order within a session. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    senderType: senderTypeEnum('sender_type').notNull(),
    clientMessageId: text('client_message_id').notNull(),
    body: text('body').notNull(),
    originalBody: text('original_body'),
    /** What the filters found (contact kinds), for moderation. */
    flags: text('flags').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('session_messages_client_id').on(t.sessionId, t.senderId, t.clientMessageId),
    index('session_messages_session_seq_idx').on(t.sessionId, t.seq),
    check('session_messages_body_check', sql`length(${t.body}) > 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ListenerProfileRow = typeof listenerProfiles.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Presence in a session room (the presence module): when each person was last seen with a live socket
 * in the session's room, on any process. A process stamps the people it holds such a socket for when
 * they join, every PRESENCE_HEARTBEAT_SECONDS while they stay, and when their socket goes; a process
 * that dies simply stops stamping. A session whose person was last seen longer ago than its reconnect
 * grace ends as CONNECTION_LOST, billed up to that moment.
 */
export const sessionPresence = pgTable(
  'session_presence',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);
export type SessionMessageRow = typeof sessionMessages.$inferSelect;

/**
 * A listener's request to be paid (issue 11), keyed by their Idempotency-Key. Its coins are reserved
 * (earnings -> the listener's PAYOUTS_PENDING) in the transaction that inserts it; each later move of
 * money links its ledger transaction, and a settlement takes the coins from the account the reserve put
 * them in. The UPI id is copied from the profile when asked.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listenerId: uuid('listener_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    coins: integer('coins').notNull(),
    upiId: text('upi_id').notNull(),
    status: withdrawalStatusEnum('status').notNull().default('PENDING'),
    payoutReference: text('payout_reference'),
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    reserveTransactionId: uuid('reserve_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    settleTransactionId: uuid('settle_transaction_id').references(() => ledgerTransactions.id),
    /**
     * A gateway payout (issue 22 §4): when the admin's Pay made it PROCESSING (the intent, committed
     * before the gateway is called; the payout's idempotency key and reference_id are the withdrawal's
     * id), the gateway's payout id once known, and the ledger transaction of a reversal after PROCESSED.
     */
    payoutSentAt: timestamp('payout_sent_at', { withTimezone: true }),
    payoutId: text('payout_id'),
    reverseTransactionId: uuid('reverse_transaction_id').references(() => ledgerTransactions.id),
    /** The payout reconciler's claim, as purchases.next_check_at. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_idempotency_key').on(t.listenerId, t.idempotencyKey),
    index('withdrawals_listener_idx').on(t.listenerId, t.requestedAt),
    index('withdrawals_status_idx').on(t.status, t.requestedAt),
    uniqueIndex('withdrawals_payout_id').on(t.payoutId),
    check('withdrawals_amount_check', sql`${t.amountPaise} > 0 and ${t.coins} > 0`),
    // PROCESSED has its reference (a failed payout may keep the UTR of a reversed one); REJECTED and
    // FAILED say why, the others do not; PROCESSING was sent.
    check(
      'withdrawals_decision_check',
      // (as text: the migration adding PROCESSING and FAILED may not compare with them as the enum yet)
      sql`(${t.status}::text <> 'PROCESSED' or ${t.payoutReference} is not null) and (${t.status}::text not in ('PENDING', 'ACCEPTED', 'PROCESSING') or ${t.payoutReference} is null) and (${t.status}::text in ('REJECTED', 'FAILED')) = (${t.reason} is not null) and (${t.status}::text <> 'PROCESSING' or ${t.payoutSentAt} is not null)`,
    ),
  ],
);

// ---------- Trust and safety (issue 12) ----------

/** The crisis helplines on the help card, in order; admins replace the list as a whole. */
export const helplines = pgTable('helplines', {
  position: integer('position').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  description: text('description').notNull().default(''),
  /** The same in Hindi, shown to a person who reads Hindi; empty: the English is shown. */
  nameHi: text('name_hi').notNull().default(''),
  descriptionHi: text('description_hi').notNull().default(''),
});

/**
 * The moderation queue: a participant's report of a session, or a crisis flag the server raised from a
 * message. One report per person and session; one open crisis case per session.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: caseKindEnum('kind').notNull(),
    status: caseStatusEnum('status').notNull().default('OPEN'),
    urgent: boolean('urgent').notNull().default(false),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    /** Null for a crisis flag. */
    reporterId: uuid('reporter_id').references(() => users.id),
    category: reportCategoryEnum('category'),
    details: text('details'),
    /** The last action an admin took. */
    outcome: caseActionEnum('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('moderation_cases_one_report')
      .on(t.sessionId, t.reporterId)
      .where(sql`${t.kind} = 'REPORT'`),
    uniqueIndex('moderation_cases_one_open_crisis')
      .on(t.sessionId)
      .where(sql`${t.kind} = 'CRISIS' and ${t.status} = 'OPEN'`),
    index('moderation_cases_queue_idx').on(t.status, t.urgent, t.createdAt),
    index('moderation_cases_reporter_idx').on(t.reporterId),
    check('moderation_cases_report_check', sql`(${t.kind} = 'REPORT') = (${t.reporterId} is not null)`),
  ],
);

/** Every admin action on a case, in order (the audit log holds them too). */
export const caseActions = pgTable(
  'case_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id),
    action: caseActionEnum('action').notNull(),
    note: text('note'),
    refundCoins: integer('refund_coins'),
    /** WARN: the person the warning was mailed to. */
    warnedUserId: uuid('warned_user_id').references(() => users.id),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('case_actions_case_idx').on(t.caseId, t.createdAt)],
);

/** Coins given back to a customer for a session, once per Idempotency-Key. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    caseId: uuid('case_id').references(() => moderationCases.id),
    idempotencyKey: text('idempotency_key').notNull(),
    coins: integer('coins').notNull(),
    /** Taken back from the listener's earnings (within the hold); the rest from platform revenue. */
    listenerCoins: integer('listener_coins').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.sessionId, t.idempotencyKey),
    check('refunds_amount_check', sql`${t.coins} > 0 and ${t.listenerCoins} between 0 and ${t.coins}`),
  ],
);

/** Who blocked whom: a customer a listener, or a listener a customer. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** A customer's rating of a completed session: once, 1-5 stars. */
export const sessionRatings = pgTable(
  'session_ratings',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    listenerId: uuid('listener_id')
      .notNull()
      .references(() => users.id),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('session_ratings_listener_idx').on(t.listenerId),
    check('session_ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * A listener's private note about one customer (issue 23 §5): one per listener and customer, only that
 * listener reads it, and it is deleted with either person's data (users.service deleteUser).
 */
export const listenerNotes = pgTable(
  'listener_notes',
  {
    listenerId: uuid('listener_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listenerId, t.customerId] }),
    index('listener_notes_customer_idx').on(t.customerId),
    check(
      'listener_notes_body_length',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(PRIVATE_NOTE_MAX))}`,
    ),
  ],
);

// ---------- Admin dashboard rollups (issue 21 §4) ----------
// A derived read model of what the admin dashboard shows, by India's calendar day (DASHBOARD_TIME_ZONE;
// the migration's `dashboard_day` function holds the zone). Never written by application code: triggers
// on sessions, ledger_entries, purchases and withdrawals append a change row in the writer's own
// transaction (insert only: no row any two writers share, so no lock and no wait on a money path), and
// `dashboard.repository.foldDashboardChanges` moves the changes into the daily rows every few seconds.
// A reading is the daily rows plus the changes not yet folded, in one statement.

/** Sessions requested on `day`, by their state and mode now, with their billed minutes. */
export const dashboardSessionDays = pgTable(
  'dashboard_session_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: sessionStatusEnum('status').notNull(),
    mode: sessionModeEnum('mode').notNull(),
    sessions: bigint('sessions', { mode: 'number' }).notNull(),
    billedMinutes: bigint('billed_minutes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.mode] })],
);

/** Signed changes to `dashboard_session_days` not folded yet (a session's old key −1, its new key +1). */
export const dashboardSessionChanges = pgTable('dashboard_session_changes', {
  day: date('day', { mode: 'string' }).notNull(),
  status: sessionStatusEnum('status').notNull(),
  mode: sessionModeEnum('mode').notNull(),
  sessions: integer('sessions').notNull(),
  billedMinutes: bigint('billed_minutes', { mode: 'number' }).notNull(),
});

const moneyDayFigures = {
  /** SESSION_CHARGE and REFUND entries on PLATFORM_REVENUE (a refund counts on its own day, negative). */
  revenueCoins: bigint('revenue_coins', { mode: 'number' }).notNull().default(0),
  /** The same on LISTENER_EARNINGS accounts. */
  earningsCoins: bigint('earnings_coins', { mode: 'number' }).notNull().default(0),
  /** Confirmed purchases by their confirmation day: coins with bonus, and the price. */
  coinsSold: bigint('coins_sold', { mode: 'number' }).notNull().default(0),
  paidInPaise: bigint('paid_in_paise', { mode: 'number' }).notNull().default(0),
  /** Withdrawals PROCESSED, by their decision day. */
  paidOutPaise: bigint('paid_out_paise', { mode: 'number' }).notNull().default(0),
};

/** The money figures of `day`. */
export const dashboardMoneyDays = pgTable('dashboard_money_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ...moneyDayFigures,
});

/** Signed changes to `dashboard_money_days` not folded yet. */
export const dashboardMoneyChanges = pgTable('dashboard_money_changes', {
  day: date('day', { mode: 'string' }).notNull(),
  ...moneyDayFigures,
});

// ---------- Favourites and the waiting queue (issue 23 §5) ----------

/** A customer's starred listener; `notifyOnline`: tell them when that listener comes online. */
export const favourites = pgTable(
  'favourites',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    listenerId: uuid('listener_id')
      .notNull()
      .references(() => users.id),
    notifyOnline: boolean('notify_online').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.listenerId] }),
    index('favourites_listener_idx')
      .on(t.listenerId)
      .where(sql`${t.notifyOnline}`),
    check('favourites_not_self', sql`${t.customerId} <> ${t.listenerId}`),
  ],
);

/**
 * "Listener L came online" notices sent, one row per customer, listener and India's calendar day: the
 * primary key is what makes two processes noticing the same online event send one notice, not two.
 */
export const favouriteOnlineNotices = pgTable(
  'favourite_online_notices',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    listenerId: uuid('listener_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listenerId, t.customerId, t.day] })],
);

/**
 * A customer's place in a busy listener's queue, with the request they will make when taken. One
 * place per customer (the unique customer_id); the order is `seq`; a place past expires_at
 * counts as gone and is deleted by the next write to that listener's queue.
 */
export const queueEntries = pgTable(
  'queue_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of the line: first come, first served (joins within one clock tick keep their order). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    listenerId: uuid('listener_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    mode: sessionModeEnum('mode').notNull(),
    language: text('language').notNull(),
    userMood: moodEnum('user_mood').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('queue_entries_one_per_customer').on(t.customerId),
    index('queue_entries_listener_idx').on(t.listenerId, t.seq),
    check('queue_entries_not_self', sql`${t.customerId} <> ${t.listenerId}`),
  ],
);

/**
 * Web push subscriptions (issue 23 §2): one row per device (its push service endpoint) that opted in,
 * owned by the person signed in there. Removed on sign-out (the client asks) and when the push service
 * answers 404/410. `always_new_requests`: a listener's choice to hear of new requests on this device
 * even while a console of theirs is open.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    alwaysNewRequests: boolean('always_new_requests').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Push notifications waiting to be delivered (issue 23 §2), like the mail outbox: written before the
 * action that caused it answers, so a crash or a push service that fails for a while loses nothing. A
 * row lives until every device took it or it no longer matters (`expires_at`, the kind's TTL).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the notification carries (kind, at most a name, the screen): the contract's PushPayload. */
    payload: jsonb('payload').notNull().$type<PushPayload>(),
    /** The devices a retry still owes it to; null = every device of the person (the first send). */
    deviceIds: jsonb('device_ids').$type<string[]>(),
    attempts: integer('attempts').notNull().default(0),
    /** Until when a sender holds the row (a lease), or when a retry is due; null = due now. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('push_outbox_claim_idx').on(t.claimedUntil, t.createdAt)],
);

// ---------- People's data (issue 25 §3) ----------

/**
 * "Download my data": one row per export a person asked for. The background job (modules/my-data)
 * claims a pending row for a lease (`claimed_until`), builds the ZIP into `archive` and mails the link;
 * a process killed mid-way leaves the lease to run out and another pass takes it again (`attempts`
 * caps the retries, then it fails). The link's token is kept as its SHA-256 only. Past `expires_at` the
 * archive is dropped and the row stays as `expired`. One pending export per person (a partial unique
 * index), so parallel asks make one.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: dataExportStatusEnum('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A builder's lease: no other process takes the row before this time. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    tokenHash: text('token_hash'),
    archive: bytea('archive'),
    size: integer('size'),
  },
  (t) => [
    uniqueIndex('data_exports_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
    index('data_exports_ready_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ready'`),
    check(
      'data_exports_ready_check',
      sql`(${t.status} = 'ready') = (${t.archive} is not null and ${t.tokenHash} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);

/**
 * Consent to the privacy notice (issue 25, DPDP Act): one row per account and version of the notice,
 * with when it was given. Rows are never updated, so the history of what a person agreed to is kept.
 */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The notice's version (PRIVACY_NOTICE_VERSION at the time), a date such as '2026-12-07'. */
    version: text('version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
