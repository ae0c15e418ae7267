// The billing rule (product rules "Session billing"), pure integer arithmetic on milliseconds. The
// server bills with it (apps/server billing.ts) and the customer's live "billed so far" shows it, so
// both count the same minute at the same millisecond.

const MINUTE_MS = 60_000;

/**
 * Started minutes of a session that ran `elapsedMs`: every started minute, and nothing while the
 * session is within its first `graceSeconds` (at exactly `graceSeconds` the first minute counts).
 */
export function startedMinutes(elapsedMs: number, graceSeconds: number): number {
  return elapsedMs < graceSeconds * 1000 ? 0 : Math.ceil(elapsedMs / MINUTE_MS);
}
