import { z } from 'zod';
import { TOTP_DIGITS } from '../constants.ts';
import { twoFactorMessages } from '../messages/two-factor.ts';
import { loginPasswordSchema } from './auth.ts';

const m = twoFactorMessages;

/** An authenticator app's 6-digit code (spaces people type between the digits are dropped). */
export const totpCodeSchema = z
  .string({ error: m.totpFormat })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), m.totpFormat));

/**
 * The second factor as a person types it: the app's 6-digit code or a recovery code (letters and
 * digits, with or without the dash, any case).
 */
export const secondFactorCodeSchema = z
  .string({ error: m.codeRequired })
  .transform((code) => code.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, m.codeRequired)
      .max(32, m.codeFormat)
      .regex(/^[0-9A-Z]+$/, m.codeFormat),
  );

export const twoFactorStatusSchema = z.object({
  /** Confirmed: signing in asks for a code after the password. */
  enabled: z.boolean(),
  /** The account must have it (admins). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorEnrolmentSchema = z.object({
  message: z.string(),
  /** The key in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth://totp/… (what the QR code holds). */
  otpauthUri: z.string(),
  /** The QR code as an SVG data URL, rendered on the server (the web shows it as an image). */
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const twoFactorConfirmBodySchema = z.object({ code: totpCodeSchema });
export const twoFactorConfirmResponseSchema = z.object({
  message: z.string(),
  /** A fresh sign-in: every other sign-in of the account ended. */
  token: z.string(),
  /** Shown once; only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export const twoFactorDisableBodySchema = z.object({
  password: loginPasswordSchema,
  code: secondFactorCodeSchema,
});
export const twoFactorCodeBodySchema = z.object({ code: secondFactorCodeSchema });
export const twoFactorRecoveryCodesResponseSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});

export const twoFactorSignInBodySchema = z.object({
  challenge: z.string({ error: m.challengeExpired }).min(1, m.challengeExpired).max(4000, m.challengeExpired),
  code: secondFactorCodeSchema,
});
export type TwoFactorSignInBody = z.input<typeof twoFactorSignInBodySchema>;
