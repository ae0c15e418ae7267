import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRIES } from '@/config/query';
import { ApiError } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';

/** A 4xx will answer the same way again; retrying it only delays the error the user must see. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, gcTime: QUERY_GC_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The console's one server-state cache. Only signed-in screens read server state, so it lives in the
 * dashboard chunk (public pages do not pay for it) and is emptied on sign-out, so the next user of
 * this browser never sees the previous user's data.
 */
export const queryClient = createQueryClient();

useAuthStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) queryClient.clear();
});
