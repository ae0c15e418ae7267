import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  AUDIT_ACTIONS,
  DEFAULT_COUNTRY,
  GENDERS,
  ROLES,
  SESSION_MODES,
} from '@app/contract';

// One schema for both drivers (PGlite and PostgreSQL). Money columns arrive with the billing issue.

export const roleEnum = pgEnum('role', ROLES);
export const genderEnum = pgEnum('gender', GENDERS);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const sessionModeEnum = pgEnum('session_mode', SESSION_MODES);
export const auditActionEnum = pgEnum('audit_action', AUDIT_ACTIONS);
export const otpPurposeEnum = pgEnum('otp_purpose', ['SIGNUP', 'PASSWORD_RESET']);

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
    /** First save of a complete profile: the application is then ready for review. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The admin's reason for a rejection, shown to the applicant; null unless REJECTED. */
    rejectionReason: text('rejection_reason'),
    paidRoleActivatedAt: timestamp('paid_role_activated_at', { withTimezone: true }),
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

export type UserRow = typeof users.$inferSelect;
export type ListenerProfileRow = typeof listenerProfiles.$inferSelect;
export type FileRow = typeof files.$inferSelect;
