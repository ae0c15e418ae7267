import { authEndpoints, resetPasswordBodySchema, type ResetPasswordBody } from '@app/contract';
import { callApi } from '@/lib/api-client';

/** What the reset step asks for; the email comes from step 1. */
export const resetStepSchema = resetPasswordBodySchema.pick({ otp: true, password: true });

export const resetPassword = (body: ResetPasswordBody) => callApi(authEndpoints.resetPassword, { body });
