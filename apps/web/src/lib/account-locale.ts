import { authEndpoints, type Locale } from '@app/contract';
import { callApi } from '@/lib/api-client';
import { setLocale } from '@/lib/locale';
import { useAuthStore } from '@/stores/auth-store';

/**
 * Keeps the language on the account of someone signed in, so their mails and notifications follow it.
 * A failure only means the account keeps its language until the next choice: nothing to tell.
 */
export async function saveAccountLocale(locale: Locale): Promise<void> {
  if (!useAuthStore.getState().accessToken) return;
  await callApi(authEndpoints.setLocale, { body: { locale } }).catch(() => undefined);
}

/**
 * After a sign-in is confirmed: the language chosen on this browser goes to the account (the latest
 * choice wins); with no choice made here, the app takes the account's language.
 */
export async function reconcileAccountLocale(
  accountLocale: Locale,
  chosenHere: Locale | null,
): Promise<void> {
  if (chosenHere === null) await setLocale(accountLocale, { remember: false });
  else if (chosenHere !== accountLocale) await saveAccountLocale(chosenHere);
}
