let handleUnauthorized: () => void = () => undefined;
let signOutReason: string | null = null;

/**
 * What to do after a signed-in call answers 401 (the token expired, was revoked by a password change,
 * or the account was blocked). The app registers a navigation to /login; lib code cannot use the router.
 */
export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}

/**
 * A signed-in call answered 401. `reason` is the server's message (e.g. 'Your listener account has been
 * blocked. Please contact support.'); it is kept for the login page to show, then the app goes there.
 */
export function notifyUnauthorized(reason?: string): void {
  signOutReason = reason ?? null;
  handleUnauthorized();
}

/** Why the last sign-in ended, if the server said so (read by the login page). */
export function getSignOutReason(): string | null {
  return signOutReason;
}

/** Forget the reason once it has been shown, so a later visit to /login does not repeat it. */
export function clearSignOutReason(): void {
  signOutReason = null;
}
