import { currentLocale } from '../i18n/current.ts';
import { z } from 'zod';
import {
  CASE_ACTIONS,
  CASE_KINDS,
  CASE_NOTE_MAX,
  CASE_PARTIES,
  CASE_STATUSES,
  HELPLINES_MAX,
  MESSAGE_FLAGS,
  RATING_COMMENT_MAX,
  REPORT_CATEGORIES,
  REPORT_REASON_MAX,
  ROLES,
  SESSION_MODES,
  SESSION_STATUSES,
} from '../constants.ts';
import { safetyMessages } from '../messages/safety.ts';
import { sessionsMessages } from '../messages/sessions.ts';
import { listPageQuery, SENDER_TYPES } from './marketplace.ts';

// Trust and safety (issue 12): helplines and the crisis card, reports and the moderation queue,
// blocking, ratings and listener quality. Money (refunds, held earnings) stays integer coins.

const s = safetyMessages;

// ---------- Helplines and the crisis card ----------

export const helplineSchema = z.object({
  name: z.string({ error: s.helplineNameRequired }).trim().min(1, s.helplineNameRequired).max(100),
  /** As people dial it, e.g. '14416' or '1-800-891-4416'. */
  phone: z
    .string({ error: s.helplinePhoneRequired })
    .trim()
    .min(1, s.helplinePhoneRequired)
    .max(40)
    .regex(/^[0-9+\-() ]+$/, 'A phone number has digits, spaces and + - ( ) only'),
  /** Who answers and when, e.g. 'Tele-MANAS: free, 24x7, many Indian languages'. */
  description: z.string().trim().max(300).default(''),
  /** The name and the description in Hindi (issue 24): a person who reads Hindi sees these when set. */
  nameHi: z.string().trim().max(100).default(''),
  descriptionHi: z.string().trim().max(300).default(''),
});
export type Helpline = z.output<typeof helplineSchema>;

/** A helpline as the language shown tells it: its Hindi name and description when Hindi is shown and set. */
export const helplineInLanguage = (helpline: Helpline): { name: string; description: string } =>
  currentLocale() === 'hi'
    ? { name: helpline.nameHi || helpline.name, description: helpline.descriptionHi || helpline.description }
    : { name: helpline.name, description: helpline.description };

export const helplinesBodySchema = z.object({
  helplines: z
    .array(helplineSchema, { error: s.helplinesRequired })
    .min(1, s.helplinesRequired)
    .max(HELPLINES_MAX, s.helplinesTooMany),
});

/** Socket `crisis-alert`, to both people of a session, the moment a message suggests self-harm. */
export const crisisAlertSchema = z.object({
  sessionId: z.string(),
  helplines: z.array(helplineSchema),
  /** Whose message raised it. */
  raisedBy: z.enum(SENDER_TYPES),
});
export type CrisisAlert = z.infer<typeof crisisAlertSchema>;

// ---------- Reports ----------

export const reportCategorySchema = z.enum(REPORT_CATEGORIES, { error: s.categoryInvalid });

/** POST /sessions/:id/report: a category from the list plus the reporter's own words. */
export const sessionReportBodySchema = z.object({
  category: reportCategorySchema,
  reason: z
    .string({ error: sessionsMessages.reportReasonRequired })
    .trim()
    .min(1, sessionsMessages.reportReasonRequired)
    .max(REPORT_REASON_MAX, sessionsMessages.reportReasonTooLong),
});

/** A report as its author sees it in their history, with the outcome once an admin acted. */
export const myReportSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  reason: z.string(),
  createdAt: z.string(),
  status: z.enum(CASE_STATUSES),
  /** The admin's last action, null while nobody acted. */
  outcome: z.enum(CASE_ACTIONS).nullable(),
  closedAt: z.string().nullable(),
  /** The other person of the session. */
  about: z.object({ name: z.string() }),
});
export type MyReport = z.infer<typeof myReportSchema>;

// ---------- The moderation queue ----------

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const caseRowSchema = z.object({
  id: z.string(),
  kind: z.enum(CASE_KINDS),
  status: z.enum(CASE_STATUSES),
  /** Crisis flags and safety reports: first in the queue. */
  urgent: z.boolean(),
  category: z.enum(REPORT_CATEGORIES).nullable(),
  /** The reporter's words (null for a crisis flag). */
  details: z.string().nullable(),
  reporter: z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) }).nullable(),
  customer: person,
  listener: person,
  session: z.object({
    id: z.string(),
    mode: z.enum(SESSION_MODES),
    status: z.enum(SESSION_STATUSES),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    timeInMinutes: z.number().int(),
    coinsCharged: z.number().int(),
    refundedCoins: z.number().int(),
  }),
  /** Messages of the session the filters flagged (contact details, crisis, abuse). */
  flaggedMessages: z.number().int(),
  outcome: z.enum(CASE_ACTIONS).nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type CaseRow = z.infer<typeof caseRowSchema>;

export const casesQuerySchema = z.object({
  ...listPageQuery(20),
  status: z
    .enum(CASE_STATUSES, { error: `Status must be one of ${CASE_STATUSES.join(', ')}` })
    .default('OPEN'),
});

export const transcriptMessageSchema = z.object({
  id: z.string(),
  senderType: z.enum(SENDER_TYPES),
  /** As delivered (contact details masked). */
  message: z.string(),
  /** The sender's own words when something was masked: for admins only. */
  originalMessage: z.string().nullable(),
  flags: z.array(z.enum(MESSAGE_FLAGS)),
  timestamp: z.string(),
});

const caseHistoryEntry = z.object({
  id: z.string(),
  kind: z.enum(CASE_KINDS),
  category: z.enum(REPORT_CATEGORIES).nullable(),
  status: z.enum(CASE_STATUSES),
  outcome: z.enum(CASE_ACTIONS).nullable(),
  createdAt: z.string(),
  /** This person's part in that case. */
  role: z.enum(['REPORTER', 'REPORTED', 'FLAGGED']),
});
const personHistory = z.object({
  reportsFiled: z.number().int(),
  reportsAgainst: z.number().int(),
  /** Their other cases, newest first (at most 10). */
  cases: z.array(caseHistoryEntry),
});

export const caseActionEntrySchema = z.object({
  action: z.enum(CASE_ACTIONS),
  note: z.string().nullable(),
  refundCoins: z.number().int().nullable(),
  actor: z.object({ id: z.string(), name: z.string() }),
  /** Whom a WARN was given to (mailed to them); null for the other actions. */
  warned: z.object({ id: z.string(), name: z.string(), party: z.enum(CASE_PARTIES) }).nullable(),
  at: z.string(),
});

export const caseDetailSchema = caseRowSchema.extend({
  transcript: z.array(transcriptMessageSchema),
  /** When the retention sweep deleted the transcript (CHAT_RETENTION_DAYS after the case closed), or null. */
  transcriptDeletedAt: z.string().nullable(),
  actions: z.array(caseActionEntrySchema),
  history: z.object({ customer: personHistory, listener: personHistory }),
  /** Coins of this session that can still be refunded. */
  refundable: z.number().int(),
  /** Until then a refund takes back the listener's share too; after it the platform bears it. */
  earningsHeldUntil: z.string().nullable(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const caseActionBodySchema = z
  .object({
    action: z.enum(CASE_ACTIONS, { error: s.actionInvalid }),
    note: z.string().trim().max(CASE_NOTE_MAX, s.noteTooLong).optional(),
    refundCoins: z
      .number({ error: s.refundCoinsRequired })
      .int(s.refundCoinsWhole)
      .min(1, s.refundCoinsPositive)
      .optional(),
    /** WARN only: whom the warning (the note) is mailed to. */
    warn: z.enum(CASE_PARTIES, { error: s.warnWhomRequired }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'WARN') {
      if (body.warn === undefined) {
        ctx.addIssue({ code: 'custom', path: ['warn'], message: s.warnWhomRequired });
      }
      if (!body.note) ctx.addIssue({ code: 'custom', path: ['note'], message: s.warnNoteRequired });
    }
    if (body.action !== 'WARN' && body.warn !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['warn'], message: s.warnOnlyForAction });
    }
    if (body.action === 'REFUND' && body.refundCoins === undefined) {
      ctx.addIssue({ code: 'custom', path: ['refundCoins'], message: s.refundCoinsRequired });
    }
    if (body.action !== 'REFUND' && body.refundCoins !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['refundCoins'], message: s.refundOnlyForAction });
    }
  });
export type CaseActionBody = z.input<typeof caseActionBodySchema>;

// ---------- Blocking ----------

export const blockBodySchema = z.object({ userId: z.uuid({ error: 'Invalid id' }) });
export const blockSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  blockedAt: z.string(),
});
export type Block = z.infer<typeof blockSchema>;
export const userIdParamsSchema = z.object({ userId: z.uuid({ error: 'Invalid id' }) });

// ---------- Ratings and listener quality ----------

export const ratingBodySchema = z.object({
  stars: z
    .number({ error: s.ratingStarsInvalid })
    .int(s.ratingStarsInvalid)
    .min(1, s.ratingStarsInvalid)
    .max(5, s.ratingStarsInvalid),
  comment: z.string().trim().max(RATING_COMMENT_MAX, s.ratingCommentTooLong).optional(),
});
export const ratingSchema = z.object({
  sessionId: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;
