import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type ChangePasswordBody } from '@app/contract';
import { callApi } from '@/lib/api-client';

/** Answers a fresh token: the old one (and every other sign-in of the user) stops working. */
export const changePassword = (body: ChangePasswordBody) => callApi(authEndpoints.changePassword, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
