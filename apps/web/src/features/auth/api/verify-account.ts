import { authEndpoints, verifyAccountBodySchema, type VerifyAccountBody } from '@app/contract';
import { callApi } from '@/lib/api-client';

/** What the verify step asks for; the email comes from step 1. */
export const verifyStepSchema = verifyAccountBodySchema.pick({ otp: true, password: true });

/**
 * Step 2 of sign-up: code + password create the account and answer a sign-in token. A wrong code
 * answers 400 { success: false, message }, which the API client throws as an ApiError with that message.
 */
export const verifyAccount = (body: VerifyAccountBody) => callApi(authEndpoints.verifyAccount, { body });
