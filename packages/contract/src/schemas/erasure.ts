import { z } from 'zod';
import { loginPasswordSchema } from './auth.ts';

/**
 * The password, and the code from the authenticator app (or a recovery code) when the account has
 * two-step sign-in: a stolen token or password alone cannot erase an account.
 */
export const deleteAccountBodySchema = z.object({
  password: loginPasswordSchema,
  twoFactorCode: z.string().trim().max(20).optional(),
});

/** The answer says what was kept and why (the same texts as the dialog). */
export const deleteAccountResponseSchema = z.object({ message: z.string(), kept: z.array(z.string()) });
