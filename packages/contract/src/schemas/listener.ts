import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  GENDERS,
  INDIAN_STATES,
  LANGUAGES,
  PINCODE_PATTERN,
  SESSION_MODES,
  UPI_ID_PATTERN,
  LINKEDIN_PROFILE_PATTERN,
  MIN_AGE,
  MAX_AGE,
  PHONE_MIN_LENGTH,
  MAX_COINS_PER_MINUTE,
  FILE_URL_PREFIX,
  QUALITY_SORT_FIELDS,
} from '../constants.ts';
import { adminListenerMessages } from '../messages/admin-listener.ts';
import { applicationsMessages } from '../messages/applications.ts';
import { filesMessages } from '../messages/files.ts';
import { profileMessages } from '../messages/profile.ts';
import { readOnlyMessages } from '../messages/read-only.ts';
import { queryInt } from './common.ts';
import { readOnlyEcho } from '../read-only-echo.ts';

const p = profileMessages;
const a = adminListenerMessages;

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** Whole years between a date of birth and today, by year difference (the spec's rule). */
export const yearsSince = (dob: string, today = new Date()) =>
  today.getFullYear() - new Date(dob).getFullYear();

const isValidDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(new Date(value).getTime());

const canonicalLanguage = new Map(LANGUAGES.map((language) => [language.toLowerCase(), language]));

/** Trims, maps to the canonical spelling, drops duplicates; unknown names are refused. */
const languagesSchema = (requiredMessage: string) =>
  z
    .array(z.string({ error: requiredMessage }), { error: requiredMessage })
    .transform((list, ctx) => {
      const result: string[] = [];
      for (const raw of list) {
        const name = raw.trim();
        if (!name) continue;
        const canonical = canonicalLanguage.get(name.toLowerCase());
        if (!canonical) {
          ctx.addIssue({ code: 'custom', message: `${p.unknownLanguage}: ${name}` });
          return z.NEVER;
        }
        if (!result.includes(canonical)) result.push(canonical);
      }
      return result;
    })
    .refine((list) => list.length > 0, requiredMessage);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const FILE_URL_PATTERN = new RegExp(`^${escapeRegExp(FILE_URL_PREFIX)}[0-9a-f-]{36}$`, 'i');

/** A file reference: the URL /file/upload answered with. */
export const fileUrlSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(FILE_URL_PATTERN, filesMessages.notYourFile);

const stateSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => (INDIAN_STATES as readonly string[]).includes(value), p.stateInvalid);

const pincodeSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(PINCODE_PATTERN, p.pincodeInvalid);

const linkedInSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(LINKEDIN_PROFILE_PATTERN, p.linkedInInvalid);

const upiSchema = z
  .string({ error: p.upiRequired })
  .trim()
  .min(1, p.upiRequired)
  .regex(UPI_ID_PATTERN, p.upiInvalid);

/** §5 "Listener profile (self)": the form's fields, what the applicant edits on /dashboard/profile. */
const listenerProfileFields = {
  name: requiredText(p.nameRequired, 100),
  age: z
    .number({ error: p.ageRequired })
    .int(p.ageRequired)
    .positive(p.ageRequired)
    .min(MIN_AGE, p.ageRange)
    .max(MAX_AGE, p.ageRange),
  dob: z
    .string({ error: p.dobRequired })
    .trim()
    .min(1, p.dobRequired)
    .refine(isValidDate, p.dobInvalid)
    .refine((dob) => !isValidDate(dob) || yearsSince(dob) >= MIN_AGE, p.dobTooYoung),
  gender: z.enum(GENDERS, { error: p.genderRequired }),
  phone: z
    .string({ error: p.phoneRequired })
    .trim()
    .min(1, p.phoneRequired)
    .min(PHONE_MIN_LENGTH, p.phoneShort)
    .max(20, p.phoneInvalid)
    .regex(/^\+?[0-9 -]+$/, p.phoneInvalid),
  address: requiredText(p.addressRequired, 300),
  city: requiredText(p.cityRequired, 100),
  state: stateSchema(p.stateRequired),
  country: requiredText(p.countryRequired, 100),
  pincode: pincodeSchema(p.pincodeRequired),
  profilePicture: fileUrlSchema(p.profilePictureRequired),
  description: requiredText(p.descriptionRequired, 2000),
  languages: languagesSchema(p.languagesRequired),
  preferredMode: z.enum(SESSION_MODES, { error: p.preferredModeRequired }),
  isExperienced: z.boolean({ error: p.isExperiencedInvalid }).default(false),
  idProofUrl: fileUrlSchema(p.idProofRequired),
  linkedInUrl: linkedInSchema(p.linkedInRequired),
  withdrawalUpiId: upiSchema,
};

/**
 * Issue 25 §2: what a change of the payout details (the UPI id) must carry. Optional on the profile
 * form (a save that leaves the UPI id as it is needs neither); the server refuses a changed UPI id
 * without the right password (and, once the account has two-step sign-in, its code).
 */
const payoutGuardFields = {
  currentPassword: z.string({ error: p.payoutPasswordRequired }).max(200).optional(),
  twoFactorCode: z.string().trim().max(20).optional(),
};

/** Not a field of the read model, but a client may think the email is editable here; it is not. */
const READ_ONLY_NON_MODEL_FIELDS = ['email'];

/** §5 "Admin listener edit form": the fields the admin edits (see `adminListenerUpdateSchema`). */
const adminListenerFields = {
  id: z.uuid({ error: 'Invalid id' }),
  name: requiredText(a.nameRequired, 100),
  age: z
    .number({ error: a.agePositive })
    .int(a.agePositive)
    .positive(a.agePositive)
    .min(MIN_AGE, p.ageRange)
    .max(MAX_AGE, p.ageRange),
  dob: z.string({ error: a.dobRequired }).trim().min(1, a.dobRequired).refine(isValidDate, p.dobInvalid),
  gender: z.enum(GENDERS, { error: p.genderRequired }),
  phone: z.string({ error: a.phoneRequired }).trim().min(1, a.phoneRequired).max(20, p.phoneInvalid),
  address: requiredText(a.addressRequired, 300),
  city: requiredText(a.cityRequired, 100),
  state: stateSchema(a.stateRequired),
  country: requiredText(a.countryRequired, 100),
  pincode: pincodeSchema(a.pincodeRequired),
  profilePicture: fileUrlSchema(a.profilePictureRequired),
  description: requiredText(a.descriptionRequired, 2000),
  languages: languagesSchema(a.languagesRequired),
  preferredMode: z.enum(SESSION_MODES, { error: p.preferredModeRequired }),
  isExperienced: z.boolean({ error: p.isExperiencedInvalid }),
  idProofUrl: fileUrlSchema(a.idProofRequired),
  linkedInUrl: linkedInSchema(a.linkedInRequired),
  withdrawalUpiId: z
    .string({ error: a.upiRequired })
    .trim()
    .min(1, a.upiRequired)
    .regex(UPI_ID_PATTERN, p.upiInvalid),
  coinsPerMinute: z
    .number({ error: a.rateRequired })
    .int(a.rateWhole)
    .min(1, a.rateRange)
    .max(MAX_COINS_PER_MINUTE, a.rateRange),
  isBlocked: z.boolean({ error: 'isBlocked must be true or false' }).optional(),
};

/** What the server answers for a listener's profile / application (fields of spec §3). */
export const listenerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  user: z.object({ email: z.string().nullable() }),
  age: z.number().nullable(),
  dob: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  pincode: z.string().nullable(),
  profilePicture: z.string().nullable(),
  description: z.string().nullable(),
  languages: z.array(z.string()),
  preferredMode: z.enum(SESSION_MODES).nullable(),
  isExperienced: z.boolean(),
  idProofUrl: z.string().nullable(),
  linkedInUrl: z.string().nullable(),
  withdrawalUpiId: z.string().nullable(),
  paidRoleActivatedAt: z.string().nullable(),
  isBlocked: z.boolean(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  /** Why the application was rejected (the admin's words); null unless REJECTED. */
  rejectionReason: z.string().nullable(),
  coinsPerMinute: z.number().int(),
  /** When the applicant first saved a complete profile; null means the application is not complete. */
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListenerProfile = z.infer<typeof listenerProfileSchema>;

/**
 * GET /listener/get-profile as the listener's screen reads it: "an absent status is treated as locked"
 * (spec §2), so a profile without `applicationStatus` shows the locked view, not a load error.
 */
export const ownListenerProfileSchema = listenerProfileSchema.extend({
  applicationStatus: z.enum(APPLICATION_STATUSES).nullish(),
});
export type OwnListenerProfile = z.infer<typeof ownListenerProfileSchema>;

/**
 * `POST /listener/update-profile` takes "all profile fields" (§7): the form's fields, plus the read
 * model's other fields (`isBlocked`, `coinsPerMinute`, `applicationStatus`, `paidRoleActivatedAt`, dates
 * …) accepted only unchanged (`readOnlyEcho`: a changed one is refused by the service, never ignored).
 */
export const listenerProfileEcho = readOnlyEcho(listenerProfileSchema.shape, listenerProfileFields);
export const listenerProfileInputSchema = z.object({
  ...listenerProfileFields,
  ...listenerProfileEcho.shape,
  ...payoutGuardFields,
});

/** `POST /listener/payout-details`: an approved listener changes the UPI id their earnings go to. */
export const payoutDetailsBodySchema = z.object({
  withdrawalUpiId: upiSchema,
  currentPassword: z.string({ error: p.payoutPasswordRequired }).min(1, p.payoutPasswordRequired).max(200),
  twoFactorCode: payoutGuardFields.twoFactorCode,
});
export type PayoutDetailsBody = z.input<typeof payoutDetailsBodySchema>;
/** The form's fields (what the web form sends). */
export type ListenerProfileInput = z.input<z.ZodObject<typeof listenerProfileFields>>;

/**
 * §5 "Admin listener edit form": every field required, with the admin form's messages, plus the rate.
 * `POST /listener/update-listener-by-id` takes "all listener fields" (§7): `isBlocked` is honoured (the
 * same audited block as set-blocked); the read model's fields it cannot change (`user`,
 * `applicationStatus`, `paidRoleActivatedAt`, dates …) are accepted only unchanged (`readOnlyEcho`); a
 * field the read model does not have is refused, never silently dropped.
 */
export const adminListenerEcho = readOnlyEcho(listenerProfileSchema.shape, adminListenerFields);
export const adminListenerUpdateSchema = z.strictObject(
  { ...adminListenerFields, ...adminListenerEcho.shape },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.some((key) => READ_ONLY_NON_MODEL_FIELDS.includes(key))
          ? readOnlyMessages.fieldsChanged(issue.keys)
          : `Unknown field: ${issue.keys.join(', ')}`
        : undefined,
  },
);
/** The admin form's fields (what the web form sends). */
export type AdminListenerUpdate = z.input<z.ZodObject<typeof adminListenerFields>>;

/** Paging + filter for the admin applications and listeners tables (spec: pagenumber 1-based). */
export const adminPageQuery = {
  pagenumber: queryInt(1, 1, 1_000_000, 'pagenumber'),
  pagesize: queryInt(10, 1, 100, 'pagesize'),
};

export const applicationsQuerySchema = z.object({
  ...adminPageQuery,
  status: z.enum(APPLICATION_STATUSES, { error: 'Unknown status' }).optional(),
});
export const listenersQuerySchema = z.object({
  ...adminPageQuery,
  /** Omitted for ALL. */
  status: z.enum(['BLOCKED'], { error: 'Unknown status' }).optional(),
  /** A quality figure to sort by (listeners without one last); newest approved first when omitted. */
  sortBy: z
    .enum(QUALITY_SORT_FIELDS, { error: `sortBy must be one of ${QUALITY_SORT_FIELDS.join(', ')}` })
    .optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('desc'),
});

export const APPLICATION_DECISIONS = ['UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/**
 * Where an application may go from each status: PENDING -> UNDER_REVIEW ('Processing'), and PENDING or
 * UNDER_REVIEW -> APPROVED or REJECTED. A decided application is final. The server enforces it; the
 * admin dialog offers only these buttons.
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationDecision[]> = {
  PENDING: ['UNDER_REVIEW', 'APPROVED', 'REJECTED'],
  UNDER_REVIEW: ['APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
};

export const canDecideApplication = (from: ApplicationStatus, to: ApplicationDecision): boolean =>
  APPLICATION_TRANSITIONS[from].includes(to);

/** The applicant may edit the profile only while the application is PENDING; no status counts as locked. */
export const isProfileEditable = (status: ApplicationStatus | null | undefined): boolean =>
  status === 'PENDING';
/** The longest reason an admin may give for a rejection (kept in the audit log, shown to the applicant). */
export const REJECTION_REASON_MAX = 500;

const applicationDecisionFields = {
  id: z.uuid({ error: 'Invalid id' }),
  status: z.enum(APPLICATION_DECISIONS, { error: applicationsMessages.statusInvalid }),
  /** Required for REJECTED (the applicant is told why); ignored for the other decisions. */
  reason: z
    .string({ error: applicationsMessages.reasonRequired })
    .trim()
    .max(REJECTION_REASON_MAX, applicationsMessages.reasonTooLong(REJECTION_REASON_MAX))
    .optional(),
};
/** The application (read model) may come back with the decision: its other fields only unchanged. */
export const applicationDecisionEcho = readOnlyEcho(listenerProfileSchema.shape, applicationDecisionFields);
export const updateApplicationBodySchema = z
  .object({ ...applicationDecisionFields, ...applicationDecisionEcho.shape })
  .superRefine((body, ctx) => {
    if (body.status === 'REJECTED' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: applicationsMessages.reasonRequired });
  });

export const setListenerBlockedBodySchema = z.object({
  id: z.uuid({ error: 'Invalid id' }),
  isBlocked: z.boolean({ error: 'isBlocked must be true or false' }),
});
