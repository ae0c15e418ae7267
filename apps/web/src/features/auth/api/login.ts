import { authEndpoints, loginBodySchema, type LoginBody } from '@app/contract';
import { callApi } from '@/lib/api-client';

export { loginBodySchema as loginInputSchema };

export const login = (body: LoginBody) => callApi(authEndpoints.login, { body });
