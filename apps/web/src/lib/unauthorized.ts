let handleUnauthorized: () => void = () => undefined;

/**
 * What to do after a signed-in call answers 401 (the token expired, was revoked by a password change,
 * or the account was blocked). The app registers a navigation to /login; lib code cannot use the router.
 */
export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}

export function notifyUnauthorized(): void {
  handleUnauthorized();
}
