import { authEndpoints } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { reconcileAccountLocale } from '@/lib/account-locale';
import { chosenLocale } from '@/lib/locale';
import { useAuthStore } from '@/stores/auth-store';

// A stalled server must not keep the console behind its loading screen forever.
const REFRESH_TIMEOUT_MS = 10_000;

/**
 * Swaps the stored sign-in for the server's current one (GET /auth/me answers a fresh token), so an
 * admin's approval or a name change reaches the client without signing out and in again.
 * A 401 is handled by the API client (clears auth, goes to /login). Any other failure (server down,
 * offline) keeps the stored sign-in: the next call will tell whether it still works.
 */
export async function refreshSession(): Promise<void> {
  const { accessToken, setAuth, setLoading } = useAuthStore.getState();
  if (!accessToken) return setLoading(false);
  try {
    const { token, locale, privacyConsentVersion, twoFactorEnabled } = await callApi(authEndpoints.me, {
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    });
    // The user may have signed out or in elsewhere while the call was in flight.
    if (useAuthStore.getState().accessToken !== accessToken) return;
    setAuth(token);
    useAuthStore.getState().setPrivacyConsentVersion(privacyConsentVersion);
    // An older server does not say; a refusal (TWO_FACTOR_REQUIRED) may already have told.
    if (twoFactorEnabled !== undefined) useAuthStore.getState().setTwoFactorEnabled(twoFactorEnabled);
    await reconcileAccountLocale(locale, chosenLocale());
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) setLoading(false);
  }
}
