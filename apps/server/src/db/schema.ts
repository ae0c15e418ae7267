import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, GENDERS, ROLES } from '@app/contract';

// One schema for both drivers (PGlite and PostgreSQL). Money columns arrive with the billing issue.

export const roleEnum = pgEnum('role', ROLES);
export const genderEnum = pgEnum('gender', GENDERS);
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
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

export const listenerProfiles = pgTable('listener_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  applicationStatus: applicationStatusEnum('application_status').notNull().default('PENDING'),
  isBlocked: boolean('is_blocked').notNull().default(false),
  coinsPerMinute: integer('coins_per_minute').notNull(),
  ...timestamps,
});

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

/** One row per failed sign-in; counted per account over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type ListenerProfileRow = typeof listenerProfiles.$inferSelect;
