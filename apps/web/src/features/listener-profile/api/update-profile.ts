import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, listenerEndpoints, type ListenerProfileInput } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useAuthStore } from '@/stores/auth-store';

/**
 * POST /listener/update-profile with every field (age as a number); only while PENDING. A changed UPI
 * id carries the current password (and the authenticator code when used): issue 25 §2.
 */
export const updateListenerProfile = (
  body: ListenerProfileInput & { currentPassword?: string; twoFactorCode?: string },
) => callApi(listenerEndpoints.updateProfile, { body });

/**
 * The sign-in token carries the name and picture shown in the header: after a save, swap it for the
 * server's fresh one (GET /auth/me). A failure here is not a failed save, so it is only skipped.
 */
export async function refreshSignedInUser(): Promise<void> {
  const before = useAuthStore.getState().accessToken;
  if (!before) return;
  try {
    const { token } = await callApi(authEndpoints.me);
    // The user may have signed out or in elsewhere while the call was in flight.
    if (useAuthStore.getState().accessToken === before) useAuthStore.getState().setAuth(token);
  } catch {
    // Kept as is: the next app start confirms the sign-in again.
  }
}

export function useUpdateListenerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListenerProfile,
    onSuccess: async (answer) => {
      // The answer is the stored profile: it becomes the cache as is, with no second request for it.
      queryClient.setQueryData(queryKeys.listenerProfile, answer.data);
      await refreshSignedInUser();
    },
    // The application may have left PENDING meanwhile (an admin started the review): show that.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.listenerProfile }),
  });
}

/**
 * POST /listener/reapply: a rejected application opens again as PENDING (not yet submitted); the answer
 * is the stored profile, so the form shows at once.
 */
export function useReapply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(listenerEndpoints.reapply),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.listenerProfile, answer.data),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.listenerProfile }),
  });
}
