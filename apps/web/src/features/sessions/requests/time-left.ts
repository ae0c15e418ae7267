/** Whole seconds from `now` to the server's `expiresAt`, rounded up: 0 only once it has passed. */
export const secondsLeft = (now: number, expiresAt: string): number =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));

/** '0:58', '1:00'. */
export const formatTimeLeft = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
