import { authEndpoints, forgotPasswordBodySchema, type ForgotPasswordBody } from '@app/contract';
import { callApi } from '@/lib/api-client';

export { forgotPasswordBodySchema as forgotPasswordInputSchema };

/** Mails a reset code; the answer is the same whether or not the account exists. */
export const forgotPassword = (body: ForgotPasswordBody) => callApi(authEndpoints.forgotPassword, { body });
