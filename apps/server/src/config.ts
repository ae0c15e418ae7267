import { z } from 'zod';
import {
  DEFAULT_COIN_VALUE_PAISE,
  DEFAULT_EARNINGS_HOLD_HOURS,
  DEFAULT_MIN_WITHDRAWAL_RUPEES,
  GST_SPLITS,
  isValidGstin,
  type GstSplit,
} from '@app/contract';

// Every setting the server reads, parsed once at start. Nothing else reads process.env.

const bool = (fallback: boolean | undefined) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      error: 'must be one of true, false, 1, 0, yes, no, on, off',
    })
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(value)));

const int = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^-?\d+$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number' });
        return z.NEVER;
      }
      const n = Number(value);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max}` });
        return z.NEVER;
      }
      return n;
    });

const url = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      try {
        const parsed = new URL(value);
        if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
        return value;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be a URL starting with ${protocols.join(' or ')}//` });
        return z.NEVER;
      }
    });

/** An optional base64url value that must decode to exactly `bytes` bytes. */
const base64urlBytes = (bytes: number, message: string) =>
  z
    .string()
    .optional()
    .refine(
      (value) =>
        !value || (/^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes),
      message,
    );

const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** Demo seller details for test mode (no real money): a syntactically valid but made-up GSTIN. */
const DEMO_SELLER = {
  legalName: 'ListenWell Demo Private Limited',
  address: '1 Demo Road, Bengaluru, Karnataka 560001, India',
  gstin: '29AAACL0000A1ZJ',
};
/** A placeholder SAC code ("other services n.e.c."); the tax adviser chooses the real one. */
const DEMO_SAC_CODE = '999799';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  REDIS_URL: url(['redis:', 'rediss:']),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().default('ListenWell <no-reply@listenwell.app>'),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((s) => s === undefined || s === '' || s.length >= 32, 'must be at least 32 characters long'),
  TOKEN_TTL_HOURS: int(24 * 7, 1, 24 * 90),
  /** The key two-step sign-in encrypts TOTP keys and hashes recovery codes with (default: from JWT_SECRET). */
  TWO_FACTOR_KEY: z
    .string()
    .optional()
    .refine((s) => s === undefined || s === '' || s.length >= 32, 'must be at least 32 characters long'),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters long').optional(),
  ADMIN_NAME: z.string().min(1).default('Administrator'),
  SEED_DEMO: bool(undefined),
  ICE_SERVERS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return [];
      try {
        return z.array(iceServerSchema).parse(JSON.parse(value));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON list of RTCIceServer objects' });
        return z.NEVER;
      }
    }),
  TURN_SECRET: z
    .string()
    .optional()
    .refine((s) => s === undefined || s === '' || s.length >= 16, 'must be at least 16 characters long'),
  TURN_URLS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const urls = (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean);
      if (urls.some((url) => !/^turns?:[^\s]+$/.test(url))) {
        ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of turn: or turns: URLs' });
        return z.NEVER;
      }
      return urls;
    }),
  DEFAULT_COINS_PER_MINUTE: int(4, 1, 10_000),
  LISTENER_SHARE_PERCENT: int(60, 0, 100),
  BILLING_GRACE_SECONDS: int(15, 0, 3600),
  COIN_VALUE_PAISE: int(DEFAULT_COIN_VALUE_PAISE, 1, 1_000_000),
  MIN_WITHDRAWAL_RUPEES: int(DEFAULT_MIN_WITHDRAWAL_RUPEES, 1, 10_000_000),
  EARNINGS_HOLD_HOURS: int(DEFAULT_EARNINGS_HOLD_HOURS, 0, 24 * 90),
  /** Issue 25 §2: withdrawals are refused for this long after the UPI id changes. */
  WITHDRAWAL_HOLD_HOURS: int(24, 0, 24 * 30),
  SESSION_REQUEST_TTL_SECONDS: int(60, 5, 3600),
  /** How long the mailed link of a "Download my data" export works; then the file is deleted. */
  DATA_EXPORT_LINK_HOURS: int(72, 1, 24 * 30),
  UPLOAD_MAX_BYTES: int(5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  /** Days after a session ended that its chat transcript is deleted (issue 25 §3), unless a case holds it. */
  CHAT_RETENTION_DAYS: int(180, 1, 3650),
  /** Days after a rejection that the rejected applicant's uploads (ID proof, picture) are deleted. */
  APPLICANT_UPLOAD_RETENTION_DAYS: int(90, 1, 3650),
  /** A request's headers must arrive within this long of its start (of connecting, for a first request). */
  HTTP_HEADERS_TIMEOUT_SECONDS: int(10, 1, 300),
  /** ...and the whole request, body included (an upload on a slow phone line), within this long. */
  HTTP_REQUEST_TIMEOUT_SECONDS: int(60, 1, 3600),
  /**
   * On SIGTERM or SIGINT, how long /readyz answers 503 while the process still serves, before it stops:
   * behind a load balancer, longer than its checks take to notice (one process alone has no one to drain to).
   */
  SHUTDOWN_DRAIN_SECONDS: int(0, 0, 300),
  /** Requests per minute one IP may make to each sign-in/sign-up endpoint. */
  AUTH_IP_LIMIT_PER_MINUTE: int(20, 1, 100_000),
  /** Purchases (pending or confirmed) one customer may make in any 60 seconds. */
  PURCHASES_PER_MINUTE: int(5, 1, 10_000),
  /**
   * Razorpay: with all three set, purchases go through Razorpay's checkout (modules/payments/razorpay.ts);
   * with none, the labelled test-mode provider confirms at once.
   */
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /**
   * RazorpayX's business account (issue 22 §4): with it (and the three keys), the admin's Pay sends an
   * ACCEPTED withdrawal to the listener's UPI id through the Payouts API; without it, payouts stay manual.
   */
  RAZORPAYX_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[A-Za-z0-9]{4,40}$/, 'must be the account number (letters and digits)')
    .optional(),
  /** The gateway's API and checkout (a simulator in tests). */
  RAZORPAY_BASE_URL: url(['https:', 'http:']),
  /** How long one call to the gateway may take before the server gives up on it. */
  RAZORPAY_TIMEOUT_MS: int(10_000, 100, 120_000),
  /** This site as the customer's browser reaches it: the gateway sends the browser back to it. */
  PUBLIC_URL: url(['https:', 'http:']),
  /** A purchase still PENDING this long after it started is asked about at the gateway by the sweeper. */
  PAYMENT_CHECK_AFTER_SECONDS: int(300, 0, 86_400),
  /** ...and one never paid this long after it started EXPIRES. */
  PAYMENT_EXPIRE_AFTER_SECONDS: int(1800, 60, 7 * 86_400),
  /**
   * The tax receipt of every paid purchase (modules/receipts). The demo defaults serve test mode; with
   * the Razorpay keys the seller's legal name, address and GSTIN must be set (start-up refuses otherwise).
   */
  SELLER_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
  SELLER_ADDRESS: z.string().trim().min(1).max(500).optional(),
  SELLER_GSTIN: z
    .string()
    .trim()
    .optional()
    .refine(
      (s) => s === undefined || isValidGstin(s),
      'must be a GSTIN: 15 characters (state code, PAN, entity, Z, check character), upper case, with a correct check character',
    ),
  SAC_CODE: z
    .string()
    .regex(/^99\d{4}$/, 'must be a 6-digit SAC code starting with 99')
    .default(DEMO_SAC_CODE),
  GST_PERCENT: int(18, 0, 100),
  GST_SPLIT: z.enum(GST_SPLITS, { error: `must be one of ${GST_SPLITS.join(', ')}` }).default('CGST_SGST'),
  RECEIPT_SERIES_PREFIX: z
    .string()
    .regex(/^[A-Z0-9][A-Z0-9-]{0,9}$/, 'must be 1-10 upper-case letters, digits or hyphens')
    .default('LW'),
  /** GET /metrics answers only a request with `Authorization: Bearer <METRICS_TOKEN>`; unset = 404. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((s) => s === undefined || s === '' || s.length >= 16, 'must be at least 16 characters long'),
  /** A second listener on 127.0.0.1 serving /metrics without a token; 0 or unset = none. */
  METRICS_PORT: int(0, 0, 65535),
  /** Web push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints); both or neither. */
  VAPID_PUBLIC_KEY: base64urlBytes(65, 'must be a base64url P-256 public key (65 bytes, uncompressed)'),
  VAPID_PRIVATE_KEY: base64urlBytes(32, 'must be a base64url P-256 private key (32 bytes)'),
  /** Who push services may contact about this server's pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: or https: URL')
    .default('mailto:no-reply@listenwell.app'),
  WEB_DIST_DIR: z.string().optional(),
  /** Issue 25 (DPDP Rules): the grievance officer named on the privacy notice. */
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).max(200).default('Grievance Officer, ListenWell'),
  GRIEVANCE_EMAIL: z.email({ error: 'must be an email address' }).default('grievance@listenwell.app'),
  GRIEVANCE_PHONE: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ()-]{6,20})?$/, 'must be a phone number (digits, spaces, +, -, parentheses)')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  trustProxy: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset means: generate once and keep in DATA_DIR. */
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  /**
   * Two-step sign-in's key material (TOTP keys at rest, recovery-code hashes, sign-in challenges).
   * Unset: derived from the JWT secret (then changing that secret makes every enrolment unreadable).
   */
  twoFactorKey: string | undefined;
  admin: { email: string; password: string; name: string } | undefined;
  seedDemo: boolean;
  iceServers: z.infer<typeof iceServerSchema>[];
  /** The grievance officer on the privacy notice (issue 25). */
  grievance: { name: string; email: string; phone: string | null };
  /** A TURN relay with coturn's `use-auth-secret`: credentials are minted per call from the secret. */
  turn: { secret: string; urls: string[] } | undefined;
  billing: {
    defaultCoinsPerMinute: number;
    listenerSharePercent: number;
    graceSeconds: number;
    coinValuePaise: number;
    minWithdrawalRupees: number;
    /** A session's earnings become withdrawable this long after it ended (refunds take them back until then). */
    earningsHoldHours: number;
    /** Issue 25 §2: withdrawals refused for this long after a UPI id change. */
    withdrawalHoldHours: number;
    sessionRequestTtlSeconds: number;
  };
  uploadMaxBytes: number;
  /** "Download my data": how long the mailed link works, and the origin it points at. */
  dataExports: { linkHours: number; publicUrl: string };
  /** Retention of transcripts and rejected applicants' uploads, in days (issue 25 §3). */
  retention: { chatDays: number; applicantUploadDays: number };
  /** Slow or silent clients are answered 408 and disconnected past these (ms). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  shutdownDrainMs: number;
  authIpLimitPerMinute: number;
  /**
   * Plan purchases one customer may start in any 60 s (pending or confirmed; a declined one moves no
   * coin and does not count). Someone buying by hand needs one or two; this stops a script topping up
   * without end (and pumping PAID_IN).
   */
  purchasesPerMinute: number;
  /** Razorpay's keys and where it is; undefined = the test-mode provider. */
  razorpay:
    | {
        keyId: string;
        keySecret: string;
        webhookSecret: string;
        baseUrl: string;
        timeoutMs: number;
        /** Where the customer's browser comes back to (this site's origin). */
        publicUrl: string;
        /** RazorpayX's account payouts are made from; undefined = payouts are marked paid by hand. */
        payoutAccountNumber: string | undefined;
      }
    | undefined;
  /** The reconciler: ask the gateway about a purchase pending this long; expire it after that long. */
  payments: { checkAfterSeconds: number; expireAfterSeconds: number };
  /** What every tax receipt says of the seller and the tax (frozen into each receipt when it is issued). */
  receipts: {
    sellerLegalName: string;
    sellerAddress: string;
    sellerGstin: string;
    sacCode: string;
    gstPercent: number;
    gstSplit: GstSplit;
    /** Receipt numbers are `<prefix>/<financial year>/<6 digits>`; test mode's `TEST-<prefix>/…`. */
    seriesPrefix: string;
  };
  /** Prometheus metrics: the bearer token of GET /metrics, and a loopback-only port without one. */
  metrics: { token: string | undefined; port: number | undefined };
  /** Web push: the configured VAPID keys, or none (then generated once and kept in DATA_DIR). */
  push: { vapidKeys: { publicKey: string; privateKey: string } | undefined; subject: string };
  webDistDir: string | undefined;
};

export class ConfigError extends Error {}

/** Addresses only this machine can reach. */
export const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

/** Parses the environment; throws a ConfigError naming every bad setting. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = result.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid settings:\n  ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
  }
  if (Boolean(e.TURN_SECRET) !== e.TURN_URLS.length > 0) {
    throw new ConfigError('Invalid settings:\n  TURN_SECRET, TURN_URLS: set both or neither');
  }
  if (e.HTTP_HEADERS_TIMEOUT_SECONDS > e.HTTP_REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      'Invalid settings:\n  HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS',
    );
  }
  if (e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Invalid settings:\n  METRICS_PORT: must not be the same as PORT');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid settings:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one key pair) or neither (generated in DATA_DIR)',
    );
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET].filter(Boolean);
  if (razorpayKeys.length !== 0 && razorpayKeys.length !== 3) {
    throw new ConfigError(
      'Invalid settings:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: set all three or none',
    );
  }
  if (razorpayKeys.length === 3 && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid settings:\n  PUBLIC_URL: required with the Razorpay keys (the gateway sends the browser back to it)',
    );
  }
  if (e.RAZORPAYX_ACCOUNT_NUMBER && razorpayKeys.length !== 3) {
    throw new ConfigError(
      'Invalid settings:\n  RAZORPAYX_ACCOUNT_NUMBER: needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  const missingSeller = [
    e.SELLER_LEGAL_NAME ? '' : 'SELLER_LEGAL_NAME',
    e.SELLER_ADDRESS ? '' : 'SELLER_ADDRESS',
    e.SELLER_GSTIN ? '' : 'SELLER_GSTIN',
  ].filter(Boolean);
  if (razorpayKeys.length === 3 && missingSeller.length > 0) {
    throw new ConfigError(
      `Invalid settings:\n  ${missingSeller.join(', ')}: required with the Razorpay keys (real payments get tax receipts naming the seller; the demo values are for test mode only)`,
    );
  }
  const loopback = isLoopbackHost(e.HOST);
  if (e.SEED_DEMO === true && !loopback) {
    throw new ConfigError(
      `Invalid settings:\n  SEED_DEMO: the demo accounts have published passwords, so they are only served on a loopback HOST (127.0.0.1, ::1, localhost), not on ${e.HOST}`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET || undefined,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    twoFactorKey: e.TWO_FACTOR_KEY || undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : undefined,
    // Demo data is on by default only for the embedded database on a loopback address.
    seedDemo: e.SEED_DEMO ?? (e.DATABASE_URL === undefined && loopback),
    iceServers: e.ICE_SERVERS,
    grievance: { name: e.GRIEVANCE_OFFICER_NAME, email: e.GRIEVANCE_EMAIL, phone: e.GRIEVANCE_PHONE || null },
    turn: e.TURN_SECRET && e.TURN_URLS.length > 0 ? { secret: e.TURN_SECRET, urls: e.TURN_URLS } : undefined,
    billing: {
      defaultCoinsPerMinute: e.DEFAULT_COINS_PER_MINUTE,
      listenerSharePercent: e.LISTENER_SHARE_PERCENT,
      graceSeconds: e.BILLING_GRACE_SECONDS,
      coinValuePaise: e.COIN_VALUE_PAISE,
      minWithdrawalRupees: e.MIN_WITHDRAWAL_RUPEES,
      earningsHoldHours: e.EARNINGS_HOLD_HOURS,
      withdrawalHoldHours: e.WITHDRAWAL_HOLD_HOURS,
      sessionRequestTtlSeconds: e.SESSION_REQUEST_TTL_SECONDS,
    },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    dataExports: {
      linkHours: e.DATA_EXPORT_LINK_HOURS,
      /** The mailed link's origin (relative to the site when PUBLIC_URL is unset). */
      publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? '',
    },
    retention: {
      chatDays: e.CHAT_RETENTION_DAYS,
      applicantUploadDays: e.APPLICANT_UPLOAD_RETENTION_DAYS,
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    authIpLimitPerMinute: e.AUTH_IP_LIMIT_PER_MINUTE,
    purchasesPerMinute: e.PURCHASES_PER_MINUTE,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET && e.PUBLIC_URL
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            baseUrl: (e.RAZORPAY_BASE_URL ?? 'https://api.razorpay.com').replace(/\/+$/, ''),
            timeoutMs: e.RAZORPAY_TIMEOUT_MS,
            publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
            payoutAccountNumber: e.RAZORPAYX_ACCOUNT_NUMBER,
          }
        : undefined,
    payments: {
      checkAfterSeconds: e.PAYMENT_CHECK_AFTER_SECONDS,
      expireAfterSeconds: e.PAYMENT_EXPIRE_AFTER_SECONDS,
    },
    receipts: {
      sellerLegalName: e.SELLER_LEGAL_NAME ?? DEMO_SELLER.legalName,
      sellerAddress: e.SELLER_ADDRESS ?? DEMO_SELLER.address,
      sellerGstin: e.SELLER_GSTIN ?? DEMO_SELLER.gstin,
      sacCode: e.SAC_CODE,
      gstPercent: e.GST_PERCENT,
      gstSplit: e.GST_SPLIT,
      seriesPrefix: e.RECEIPT_SERIES_PREFIX,
    },
    metrics: { token: e.METRICS_TOKEN || undefined, port: e.METRICS_PORT || undefined },
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT,
    },
    webDistDir: e.WEB_DIST_DIR,
  };
};
