import { LOCALES } from '../i18n/locales.ts';
import { commonMessages } from '../messages/common.ts';
import { z } from 'zod';
import { OTP_LENGTH, OTP_PATTERN, PASSWORD_MIN_LENGTH, ROLES } from '../constants.ts';
import { validationMessages } from '../messages/validation.ts';
import { authMessages } from '../messages/auth.ts';

const v = validationMessages;

export const emailSchema = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, v.emailRequired)
  .max(254, v.emailInvalid)
  .pipe(z.email({ error: v.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const loginPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .max(200);

export const newPasswordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, v.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, v.passwordMin)
  .max(200, 'Password must be at most 200 characters long');

export const otpSchema = z
  .string({ error: v.otpRequired })
  .trim()
  .min(1, v.otpRequired)
  .max(OTP_LENGTH, v.otpLength)
  .regex(OTP_PATTERN, v.otpLength);

/** Who may sign themselves up: listeners (the default, the spec's flow) and customers. */
export const SELF_SIGNUP_ROLES = ['LISTENER', 'CUSTOMER'] as const;
export const signupBodySchema = z.object({
  email: emailSchema,
  role: z.enum(SELF_SIGNUP_ROLES, { error: authMessages.roleInvalid }).default('LISTENER'),
});
export const loginBodySchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export const verifyAccountBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  otp: otpSchema,
  /** Optional display name; the part of the email before @ when absent. */
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .min(1, 'Name cannot be blank')
    .max(100, 'Name can be at most 100 characters')
    .optional(),
  /**
   * Not in the spec (issue 25): the privacy notice version the person agreed to on the sign-up
   * screen; it must be the current one. A client that leaves it out gets an account that is asked to
   * agree before it uses the app.
   */
  consentVersion: z
    .string({ error: 'The privacy notice version must be text' })
    .trim()
    .min(1, 'The privacy notice version must be text')
    .max(32, 'The privacy notice version must be text')
    .optional(),
});
export const changePasswordBodySchema = z.object({ password: newPasswordSchema });
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: newPasswordSchema,
});

export type SignupBody = z.input<typeof signupBodySchema>;
export type LoginBody = z.input<typeof loginBodySchema>;
export type VerifyAccountBody = z.input<typeof verifyAccountBodySchema>;
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** What the sign-in token carries; the web client decodes it into the signed-in user. */
export const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  approvedAt: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const tokenClaimsSchema = authUserSchema.extend({
  /** Token version: bumped on password change, deactivation or block so older tokens stop working. */
  tv: z.number().int(),
  iat: z.number(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export const tokenResponseSchema = z.object({ token: z.string() });
/** The password was right; the account asks for its second factor with this short-lived challenge. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
// Here, not in two-factor.ts: the auth group is on every first load, the two-factor texts are not.
/** What POST /auth/login answers: a token, or (two-step sign-in on) a challenge. */
export const loginResponseSchema = z.union([tokenResponseSchema, twoFactorChallengeSchema]);

export const verifyAccountSuccessSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
});
export const verifyAccountFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
});
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
/** The language the account reads (its mails and notifications follow it). */
const localeSchema = z.enum(LOCALES, { error: commonMessages.localeInvalid });
export const meResponseSchema = z.object({
  user: authUserSchema,
  token: z.string(),
  locale: localeSchema,
  /** Issue 25: the newest privacy notice version the account agreed to (null: none yet; absent: an older server). */
  privacyConsentVersion: z.string().nullable().optional(),
  /** Issue 25 §1: whether the account has two-step sign-in on (an admin without it must set it up first). */
  twoFactorEnabled: z.boolean().optional(),
});
export const localeBodySchema = z.object({ locale: localeSchema });
export const localeResponseSchema = z.object({ message: z.string(), locale: localeSchema });
