import { z } from 'zod';
import { loginPasswordSchema } from './auth.ts';

export const deleteAccountBodySchema = z.object({ password: loginPasswordSchema });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** The answer says what was kept and why (the same texts as the dialog). */
export const deleteAccountResponseSchema = z.object({ message: z.string(), kept: z.array(z.string()) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
