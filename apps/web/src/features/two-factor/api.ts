import { useQuery } from '@tanstack/react-query';
import { twoFactorEndpoints, type TwoFactorSignInBody } from '@app/contract';
import { callApi } from '@/lib/api-client';

/** The signed-in account's two-step sign-in state (its own key: only this feature reads it). */
export const twoFactorStatusKey = ['two-factor', 'status'] as const;

export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: twoFactorStatusKey,
    queryFn: ({ signal }) => callApi(twoFactorEndpoints.status, { signal }),
  });

export const startEnrolment = () => callApi(twoFactorEndpoints.start);
export const confirmEnrolment = (code: string) => callApi(twoFactorEndpoints.confirm, { body: { code } });
export const disableTwoFactor = (password: string, code: string) =>
  callApi(twoFactorEndpoints.disable, { body: { password, code } });
export const renewRecoveryCodes = (code: string) =>
  callApi(twoFactorEndpoints.renewRecoveryCodes, { body: { code } });
export const signInWithCode = (body: TwoFactorSignInBody) => callApi(twoFactorEndpoints.signIn, { body });
