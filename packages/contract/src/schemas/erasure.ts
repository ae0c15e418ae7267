import { z } from 'zod';
import { loginPasswordSchema } from './auth.ts';

export const deleteAccountBodySchema = z.object({ password: loginPasswordSchema });

/** The answer says what was kept and why (the same texts as the dialog). */
export const deleteAccountResponseSchema = z.object({ message: z.string(), kept: z.array(z.string()) });
