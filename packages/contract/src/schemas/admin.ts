import { z } from 'zod';
import { listenerQualitySchema } from './marketplace.ts';
import { APPLICATION_STATUSES, AUDIT_ACTIONS, GENDERS, ROLES, SESSION_MODES } from '../constants.ts';
import { queryInt } from './common.ts';
import { readOnlyEcho } from '../read-only-echo.ts';

/** `page` (1-based) and `limit` query parameters. */
const pageQuery = (defaultLimit: number) => ({
  page: queryInt(1, 1, 1_000_000, 'page'),
  limit: queryInt(defaultLimit, 1, 100, 'limit'),
});

const ADMIN_USER_ROLES = ['CUSTOMER', 'LISTENER'] as const;
export const USER_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'email', 'age'] as const;

export const adminUsersQuerySchema = z.object({
  ...pageQuery(10),
  sortBy: z
    .enum(USER_SORT_FIELDS, { error: `sortBy must be one of ${USER_SORT_FIELDS.join(', ')}` })
    .default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('desc'),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  gender: z.enum(GENDERS, { error: 'Unknown gender' }).optional(),
});

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  age: z.number().nullable(),
  gender: z.enum(GENDERS).nullable(),
  role: z.enum(ADMIN_USER_ROLES),
  isActive: z.boolean(),
  totalSessions: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  hasPrevPage: z.boolean(),
  hasNextPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: paginationSchema,
});

export const recentSessionSchema = z.object({
  id: z.string(),
  mode: z.enum(SESSION_MODES),
  timeInMinutes: z.number().int(),
  status: z.string(),
  userRating: z.number().nullable(),
  createdAt: z.string(),
});

export const adminUserDetailSchema = adminUserSchema.extend({
  additionalInfo: z.union([
    z.object({ walletCoins: z.number().int() }),
    z.object({
      currentRating: z.number().nullable(),
      totalHours: z.number(),
      coinsEarned: z.number().int(),
      currentCoins: z.number().int(),
      applicationStatus: z.enum(APPLICATION_STATUSES),
    }),
  ]),
  recentSessions: z.array(recentSessionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const userStatusFields = { isActive: z.boolean({ error: 'isActive must be true or false' }) };
/** The user (list row or detail) may come back with `isActive`: its other fields only unchanged. */
export const userStatusEcho = readOnlyEcho(adminUserDetailSchema.shape, userStatusFields);
export const userStatusBodySchema = z.object({ ...userStatusFields, ...userStatusEcho.shape });

export const auditLogQuerySchema = z.object({
  ...pageQuery(20),
  action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional(),
  entityId: z.uuid({ error: 'Invalid id' }).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.string(),
  /**
   * The current name of what the record is about: the person ('Deleted user' once erased; the listener
   * of a withdrawal, the customer of a refunded session, the person a case is about) or the plan.
   */
  entityName: z.string().nullable(),
  /** Who did it, with their role (a listener asks for a withdrawal; admins do the rest). */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), role: z.enum(ROLES) }),
  /** Only the fields that changed, before and after. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  pagination: paginationSchema,
});

export const applicationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  languages: z.array(z.string()),
  preferredMode: z.enum(SESSION_MODES).nullable(),
  profilePicture: z.string().nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

export const listenerRowSchema = applicationRowSchema.extend({
  isBlocked: z.boolean(),
  coinsPerMinute: z.number().int(),
  phone: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** Acceptance, speed, completion, reports and ratings (issue 12). */
  quality: listenerQualitySchema,
});
export type ListenerRow = z.infer<typeof listenerRowSchema>;

export const uploadResponseSchema = z.object({
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
