import { authEndpoints, signupBodySchema, type SignupBody } from '@app/contract';
import { callApi } from '@/lib/api-client';

export { signupBodySchema as signupInputSchema };

/** Step 1 of sign-up: the server mails a 6-digit code to the address. */
export const signup = (body: SignupBody) => callApi(authEndpoints.signup, { body });
