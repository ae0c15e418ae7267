import { routes } from '@app/contract';

// Where a customer sent to buy coins goes back to after paying (issue 22 §3): the wallet's `?next=`, a
// path of the customer area on this site. Anything else (another site, `//host`, `/\host`, a path
// outside /app) is ignored, so the parameter can never send anyone elsewhere.

export const RETURN_QUERY_PARAM = 'next';

/** `value` as a path of the customer area on this origin, or null. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  const home = routes.app.home;
  if (url.pathname !== home && !url.pathname.startsWith(`${home}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The wallet, saying where to go back to after paying. */
export const walletReturningTo = (path: string) =>
  `${routes.app.wallet}?${new URLSearchParams({ [RETURN_QUERY_PARAM]: path }).toString()}`;

// The gateway's return (`/app/wallet?purchase=<id>`) knows only the purchase: its way back is kept in
// this tab's session storage under the purchase's id until then.
const storageKey = (purchaseId: string) => `listenwell:purchase-return:${purchaseId}`;

export function rememberReturn(purchaseId: string, path: string) {
  try {
    sessionStorage.setItem(storageKey(purchaseId), path);
  } catch {
    // Storage refused (private mode): the outcome screen still links to the wallet.
  }
}

export function rememberedReturn(purchaseId: string): string | null {
  try {
    return safeReturnPath(sessionStorage.getItem(storageKey(purchaseId)));
  } catch {
    return null;
  }
}

/** The name of the window a live session opens the gateway's checkout in (its return page says so). */
export const CHECKOUT_WINDOW_NAME = 'listenwell-checkout';
