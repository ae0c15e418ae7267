// Business constants shared by server and web. Figures come from the spec (§9) and product rules.

export const API_PREFIX = '/api/v1';
export const SOCKET_PATH = '/socket.io';

export const ROLES = ['ADMIN', 'LISTENER', 'CUSTOMER'] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

export const APPLICATION_STATUSES = ['PENDING', 'UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const SESSION_MODES = ['AUDIO', 'CHAT'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];

export const OTP_LENGTH = 6;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
export const PASSWORD_MIN_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
/** Wrong tries allowed on one code; the next try needs a new code. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes that may be sent to one email within OTP_SEND_WINDOW_MINUTES. */
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_MINUTES = 10;
/** Failed sign-ins per account within LOGIN_WINDOW_MINUTES before the account is paused. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
/** Two-step sign-in (TOTP, RFC 6238): wrong codes per account within the window before it pauses. */
export const TWO_FACTOR_MAX_FAILURES = 5;
export const TWO_FACTOR_WINDOW_MINUTES = 15;
/** How long the step after the password may take before the password must be given again. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Single-use recovery codes handed out when two-step sign-in is turned on (or the codes renewed). */
export const TWO_FACTOR_RECOVERY_CODES = 10;
/** An authenticator app's code: 6 digits, a new one every 30 seconds (what every app shows). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

export const LANGUAGES = [
  'Hindi',
  'English',
  'Bengali',
  'Telugu',
  'Marathi',
  'Tamil',
  'Gujarati',
  'Urdu',
  'Kannada',
  'Odia',
  'Malayalam',
  'Punjabi',
  'Assamese',
  'Maithili',
  'Sanskrit',
  'Nepali',
  'Konkani',
  'Sindhi',
  'Dogri',
  'Manipuri',
  'Kashmiri',
  'Santali',
  'Bodo',
  'Rajasthani',
  'Bhojpuri',
  'Haryanvi',
  'Chhattisgarhi',
  'Magahi',
  'Nagpuri',
  'Awadhi',
] as const;

/** The 28 states and 8 union territories of India. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export const SUPPORT_EMAIL = 'support@listenwell.app';
/**
 * The privacy notice's version (issue 25): the date its text last changed. A change to the notice's
 * text (messages/privacy.ts) sets a new date here, and every signed-in customer and listener is asked
 * to agree again before they continue.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-07';
export const PRODUCT_NAME = 'ListenWell';

// Listener profile rules (§5, §9).
export const MIN_AGE = 18;
export const MAX_AGE = 120;
export const PHONE_MIN_LENGTH = 10;
export const DEFAULT_COUNTRY = 'India';
export const PINCODE_LENGTH = 6;
export const PINCODE_PATTERN = new RegExp(`^\\d{${PINCODE_LENGTH}}$`);
/** https, linkedin.com (any subdomain such as www or in), /in/<handle>, optional trailing slash. */
export const LINKEDIN_PROFILE_PATTERN =
  /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9\-_%.]{3,100}\/?$/;
/** A UPI virtual payment address: handle@bank. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9.\-_]{2,256}@[A-Za-z]{2,64}$/;
export const MAX_COINS_PER_MINUTE = 1000;

export const ADMIN_PAGE_SIZES = [5, 10, 20, 50] as const;
export const LISTENER_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const RECENT_SESSIONS_LIMIT = 5;

/** Uploads: decided by content (magic bytes), never by name. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_TYPES = [...UPLOAD_IMAGE_TYPES, 'application/pdf'] as const;
/** The path (below API_PREFIX) of `GET /files/:id`; a file's URL is FILE_URL_PREFIX + its id. */
export const FILE_PATH = '/files/:id';
export const FILE_URL_PREFIX = `${API_PREFIX}${FILE_PATH.replace(':id', '')}`;
/** The multipart field of an upload. */
export const UPLOAD_FIELD = 'file';
/** Per uploader, per UPLOAD_QUOTA_WINDOW_MINUTES: how many files and how many bytes (rows in `files`). */
export const UPLOAD_QUOTA_FILES = 20;
export const UPLOAD_QUOTA_BYTES = 25 * 1024 * 1024;
export const UPLOAD_QUOTA_WINDOW_MINUTES = 60;
/** An upload no profile references is removed after this many hours. */
export const UPLOAD_ORPHAN_GRACE_HOURS = 24;

export const AUDIT_ACTIONS = [
  'APPLICATION_UNDER_REVIEW',
  'APPLICATION_APPROVED',
  'APPLICATION_REJECTED',
  /** The applicant reopened their rejected application (POST /listener/reapply): the actor is the listener. */
  'APPLICATION_REOPENED',
  'LISTENER_UPDATED',
  'LISTENER_BLOCKED',
  'LISTENER_UNBLOCKED',
  'USER_ACTIVATED',
  'USER_DEACTIVATED',
  'USER_DELETED',
  'PLAN_CREATED',
  'PLAN_UPDATED',
  'PLAN_DELETED',
  'WITHDRAWAL_REQUESTED',
  'WITHDRAWAL_ACCEPTED',
  'WITHDRAWAL_PROCESSED',
  'WITHDRAWAL_REJECTED',
  /** The admin's Pay: the payout was sent to the gateway (RazorpayX), the request is PROCESSING. */
  'WITHDRAWAL_PAYOUT_SENT',
  /** The gateway said the payout failed or was reversed: the coins are back in the listener's earnings. */
  'WITHDRAWAL_FAILED',
  'CASE_DISMISSED',
  'CASE_WARNED',
  'SESSION_REFUNDED',
  'HELPLINES_UPDATED',
  /** Issue 25 §2: the UPI id changed (masked ids); withdrawals are paused until `holdUntil`. */
  'PAYOUT_DETAILS_CHANGED',
  /** An admin opened a moderation case and so read its session's transcript (issue 25: audited reads). */
  'TRANSCRIPT_READ',
  /** An admin was served a private file someone else uploaded (an ID document, an applicant's picture). */
  'DOCUMENT_READ',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// ---- Marketplace: plans, coins, sessions (issue 8; product rules "Money" and "Sessions") ----

/** Session states: the spec's five (its lower-case 'pending' included) plus CANCELLED for a request that never started. */
export const SESSION_STATUSES = [
  'pending',
  'ACCEPTED',
  'IN_PROGRESS',
  'COMPLETED',
  'REPORTED',
  'CANCELLED',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** States in which a session is still open (the customer may hold one at a time, the listener is busy). */
export const OPEN_SESSION_STATUSES = ['pending', 'ACCEPTED', 'IN_PROGRESS'] as const;

/** Why a session ended; every ended session carries one. */
export const SESSION_END_REASONS = [
  'DECLINED',
  'CANCELLED',
  'EXPIRED',
  'CLOSED_BY_LISTENER',
  'ENDED_BY_CUSTOMER',
  'INSUFFICIENT_BALANCE',
  /** A session whose one side had no live socket for its reconnect grace (RECONNECT_GRACE_SECONDS). */
  'CONNECTION_LOST',
  /**
   * Ended by the platform: an admin blocked the listener or deactivated the customer (directly or
   * through moderation). The other person is told only that the session ended, never why.
   */
  'ENDED_BY_PLATFORM',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The spec's six moods (their colours live in the web app). */
export const MOODS = ['happy', 'sad', 'angry', 'neutral', 'excited', 'frustrated'] as const;
export type Mood = (typeof MOODS)[number];

export const PRESENCES = ['online', 'busy', 'offline'] as const;
export type Presence = (typeof PRESENCES)[number];

/** Ledger accounts (product rules): per-person wallets/earnings and three platform accounts. */
export const ACCOUNT_KINDS = [
  'CUSTOMER_WALLET',
  'LISTENER_EARNINGS',
  'PLATFORM_REVENUE',
  'PAID_IN',
  'PAID_OUT',
  /** Coins reserved by withdrawal requests that are not yet paid out or rejected (issue 11). */
  'PAYOUTS_PENDING',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * What a ledger transaction was for. A withdrawal reserves its coins when requested (earnings ->
 * PAYOUTS_PENDING), pays them out when processed (PAYOUTS_PENDING -> PAID_OUT) or releases them when
 * rejected (PAYOUTS_PENDING -> earnings).
 */
export const LEDGER_KINDS = [
  'PURCHASE',
  'SESSION_CHARGE',
  'WITHDRAWAL_RESERVE',
  'WITHDRAWAL_PAYOUT',
  'WITHDRAWAL_RELEASE',
  /** A processed payout the bank sent back (RazorpayX `payout.reversed`): PAID_OUT -> earnings. */
  'WITHDRAWAL_REVERSAL',
  /** Coins given back to a customer for a session (issue 12). */
  'REFUND',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A report may be filed within this many hours after a session ended. */
export const REPORT_WINDOW_HOURS = 24;
/**
 * The server's default BILLING_GRACE_SECONDS (product rules). The server sends the grace it bills with
 * on every customer session and public listener (`billingGraceSeconds`); the web counts with that.
 */
export const DEFAULT_BILLING_GRACE_SECONDS = 15;
/**
 * The customer is warned this many seconds before the wallet runs out (issue 22 §3: two minutes, time
 * enough to add coins without leaving the session).
 */
export const LOW_BALANCE_WARNING_SECONDS = 120;
/** Listener session lists refresh every 5 s; listener stats every 300 s (spec §9). */
export const SESSION_LIST_REFRESH_MS = 5000;
export const LISTENER_STATS_REFRESH_MS = 300_000;
export const EARNINGS_DEFAULT_PAGE_SIZE = 20;
/** Earnings year filter: the current year and the five before (spec §2). */
export const EARNINGS_YEARS_BACK = 5;

/** Plan limits (the spec shows none; these keep amounts sane). */
export const PLAN_MAX_PRICE_PAISE = 10_000_000; // ₹1,00,000.00
export const PLAN_MAX_COINS = 1_000_000;
export const PLAN_NAME_MAX = 100;
export const PLAN_DESCRIPTION_MAX = 500;
export const REPORT_REASON_MAX = 1000;
/** A listener's private note about one customer (issue 23 §5): a few lines to remember them by. */
export const PRIVATE_NOTE_MAX = 500;
/** The Idempotency-Key header: any printable token of this length range (a UUID fits). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,128}$/;
/** An accepted session that the listener does not start within this many seconds lapses (free). */
export const ACCEPTED_SESSION_TTL_SECONDS = 600;

// ---- Realtime chat (issue 9) ----

/** A chat message is non-blank and at most this many characters. */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages one person may send per second, over all their sockets and processes; more are refused. */
export const CHAT_MESSAGES_PER_SECOND = 5;
/** Live sockets one person may hold at once, over all processes (tabs, devices, reconnects in flight). */
export const SOCKETS_PER_USER = 10;
/** The client's id for one message (a UUID fits): retries carry the same id and are stored once. */
export const CLIENT_MESSAGE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** A listener who switched Online shows offline this long after their last live socket is gone. */
export const PRESENCE_GRACE_SECONDS = 120;
/**
 * Each server process marks the listeners it holds sockets for, and the people it holds a socket of in
 * a session room, as seen this often (the presence module); well within every grace period above.
 */
export const PRESENCE_HEARTBEAT_SECONDS = 30;
/** What replaces a phone number, e-mail address, UPI id or link in a delivered chat message. */
export const CONTACT_MASK = '[contact hidden]';

// ---- Audio calls (issue 10) ----

/** Largest SDP (offer or answer) the server relays, in characters; an audio-only SDP is ~2-6 KB. */
export const CALL_SDP_MAX = 16_000;
/** Largest ICE candidate line the server relays, in characters. */
export const CALL_CANDIDATE_MAX = 1_000;
/**
 * A running call whose one side has had no socket in the session for this long ends (billed up to the
 * moment they left); a side that comes back within it carries on (the browser restarts ICE).
 */
export const CALL_RECONNECT_GRACE_SECONDS = 60;
/**
 * A running or accepted chat whose one side has had no live socket in the session for this long ends
 * the same way (billed up to the moment they left). Issue 23 §3: chat as for calls, one minute; a
 * backgrounded phone tab that comes back within it carries on (messages are stored and the history
 * is refetched on reconnect).
 */
export const CHAT_RECONNECT_GRACE_SECONDS = 60;
/** The reconnect grace of each session mode (the presence module's one rule for both). */
export const RECONNECT_GRACE_SECONDS: Record<SessionMode, number> = {
  AUDIO: CALL_RECONNECT_GRACE_SECONDS,
  CHAT: CHAT_RECONNECT_GRACE_SECONDS,
};
/**
 * Where the other person of a session stands, as the server sees it (issue 23 §3), sent as
 * `peer-connection`: connected (a socket of theirs is in the session's room, on any process), lost
 * (gone since `leftAt`; the session ends at `endsAt` unless they come back) or waiting (never seen in
 * the room of a session that has not started: nothing runs or ends on their account yet).
 */
export const PEER_CONNECTION_STATES = ['connected', 'lost', 'waiting'] as const;

/** Lifetime of the TURN credentials minted by GET /calls/ice-servers. */
export const TURN_CREDENTIAL_TTL_SECONDS = 3600;

// ---- Payouts and the admin dashboard (issue 11) ----

/**
 * A plan purchase: PENDING until the gateway's outcome is known, then CONFIRMED (paid: coins + bonus
 * credited, once), DECLINED (the payment failed; no coins) or EXPIRED (never paid in time; no coins).
 * A payment captured later for a DECLINED or EXPIRED purchase's order still credits it: the money was taken.
 */
export const PURCHASE_STATUSES = ['PENDING', 'CONFIRMED', 'DECLINED', 'EXPIRED'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * The spec's four withdrawal states, PENDING -> ACCEPTED -> PROCESSED, or PENDING/ACCEPTED -> REJECTED,
 * and two of gateway payouts (issue 22 §4): the admin's Pay sends an ACCEPTED request to RazorpayX and
 * makes it PROCESSING until the gateway answers; PROCESSED when paid (its UTR is the payout reference),
 * FAILED when the gateway failed or reversed it (the coins are back in the listener's earnings, the
 * gateway's reason in `reason`). A reversal after PROCESSED also ends FAILED.
 */
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'PROCESSING',
  'PROCESSED',
  'REJECTED',
  'FAILED',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** States in which a withdrawal still holds its reservation (not yet paid, not rejected or failed). */
export const OPEN_WITHDRAWAL_STATUSES = ['PENDING', 'ACCEPTED', 'PROCESSING'] as const;
/** The server's default MIN_WITHDRAWAL_RUPEES and COIN_VALUE_PAISE (product rules). */
export const DEFAULT_MIN_WITHDRAWAL_RUPEES = 100;
export const DEFAULT_COIN_VALUE_PAISE = 100;
/** Largest single withdrawal (keeps amounts sane; ₹10,00,000.00). */
export const WITHDRAWAL_MAX_PAISE = 100_000_000;
export const PAYOUT_REFERENCE_MAX = 100;
export const WITHDRAWAL_REASON_MAX = 500;
/** The admin dashboard's periods, in days; each ends now and is counted per day in DASHBOARD_TIME_ZONE. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30;
/** Days on the admin dashboard are India's days (the marketplace's users are in India). */
export const DASHBOARD_TIME_ZONE = 'Asia/Kolkata';

// ---- Trust and safety (issue 12) ----

/** What a report is about (the reporter picks one, then adds their own words). */
export const REPORT_CATEGORIES = [
  'HARASSMENT',
  'INAPPROPRIATE_CONTENT',
  'CONTACT_SHARING',
  'SAFETY_CONCERN',
  'OVERCHARGED',
  'POOR_SERVICE',
  'OTHER',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];
/** A case is a report (by a participant) or a crisis flag (raised by the server from a message). */
export const CASE_KINDS = ['REPORT', 'CRISIS'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];
export const CASE_STATUSES = ['OPEN', 'CLOSED'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** What an admin can do on a case. DISMISS, BLOCK_LISTENER and DEACTIVATE_CUSTOMER close it. */
export const CASE_ACTIONS = ['DISMISS', 'WARN', 'REFUND', 'BLOCK_LISTENER', 'DEACTIVATE_CUSTOMER'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];
export const CLOSING_CASE_ACTIONS: readonly CaseAction[] = [
  'DISMISS',
  'BLOCK_LISTENER',
  'DEACTIVATE_CUSTOMER',
];
export const CASE_NOTE_MAX = 1000;
/** The two people of a case's session: a warning goes to one of them. */
export const CASE_PARTIES = ['CUSTOMER', 'LISTENER'] as const;
export type CaseParty = (typeof CASE_PARTIES)[number];
/** What the filters found in a chat message: contact details (masked), a crisis phrase, abusive words. */
export const MESSAGE_FLAGS = ['link', 'email', 'upi', 'phone', 'crisis', 'abuse'] as const;
export type MessageFlag = (typeof MESSAGE_FLAGS)[number];

/** A completed session may be rated once, 1-5 stars, within this many days after it ended. */
export const RATING_WINDOW_DAYS = 7;
export const RATING_COMMENT_MAX = 500;
/** The server's default EARNINGS_HOLD_HOURS: a session's earnings become withdrawable after it. */
export const DEFAULT_EARNINGS_HOLD_HOURS = 72;
export const HELPLINES_MAX = 10;
/** The admin's Listeners list can be sorted by these quality figures (newest first otherwise). */
export const QUALITY_SORT_FIELDS = [
  'acceptanceRate',
  'medianAcceptSeconds',
  'completionRate',
  'reportRate',
  'averageRating',
] as const;
export type QualitySortField = (typeof QUALITY_SORT_FIELDS)[number];

/**
 * How long an application review usually takes, as waiting applicants are told. The admins' own
 * commitment (a product decision, issue 23 §6): a figure from data would mislead while reviews are few.
 */
export const APPLICATION_REVIEW_WORKING_DAYS = 2;
// ---------- Favourites and the waiting queue (issue 23 §5) ----------

/** How many customers may wait for one busy listener at a time. */
export const QUEUE_MAX_LENGTH = 3;
/** A place in a queue lapses this long after the customer joined (they may join again). */
export const QUEUE_PLACE_TTL_MINUTES = 10;
