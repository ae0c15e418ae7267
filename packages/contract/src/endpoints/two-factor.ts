import { messageResponseSchema, tokenResponseSchema } from '../schemas/auth.ts';
import {
  twoFactorCodeBodySchema,
  twoFactorConfirmBodySchema,
  twoFactorConfirmResponseSchema,
  twoFactorDisableBodySchema,
  twoFactorEnrolmentSchema,
  twoFactorRecoveryCodesResponseSchema,
  twoFactorSignInBodySchema,
  twoFactorStatusSchema,
} from '../schemas/two-factor.ts';
import { defineEndpoint } from './endpoint.ts';

/** Two-step sign-in (TOTP): enrolment and management for the signed-in account, and the step at sign-in. */
export const twoFactorEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/auth/two-factor',
    access: 'signed-in',
    beforeTwoFactor: true,
    summary: 'Whether two-step sign-in is on, required, and how many recovery codes are left',
    response: twoFactorStatusSchema,
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/auth/two-factor/enrol',
    access: 'signed-in',
    beforeTwoFactor: true,
    summary: 'Start enrolment: a new key, its otpauth URI and QR code (replaces an unconfirmed one)',
    response: twoFactorEnrolmentSchema,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/auth/two-factor/confirm',
    access: 'signed-in',
    beforeTwoFactor: true,
    summary: 'Confirm enrolment with a code: turns it on, ends other sign-ins, returns recovery codes once',
    body: twoFactorConfirmBodySchema,
    response: twoFactorConfirmResponseSchema,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/auth/two-factor/disable',
    access: 'signed-in',
    summary: 'Turn two-step sign-in off with the password and a code (not for admins)',
    body: twoFactorDisableBodySchema,
    response: messageResponseSchema,
  }),
  renewRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/auth/two-factor/recovery-codes',
    access: 'signed-in',
    summary: 'Replace the recovery codes (needs a code); the new ones are shown once',
    body: twoFactorCodeBodySchema,
    response: twoFactorRecoveryCodesResponseSchema,
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/auth/two-factor/sign-in',
    access: 'public',
    summary: 'The step after the password: the challenge from /auth/login and a code or recovery code',
    body: twoFactorSignInBodySchema,
    response: tokenResponseSchema,
  }),
} as const;
