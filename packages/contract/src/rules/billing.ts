// The billing rule (product rules "Session billing"), pure integer arithmetic on milliseconds. The
// server bills with it (apps/server billing.ts) and the customer's live "billed so far" shows it, so
// both count the same minute at the same millisecond.

import { LOW_BALANCE_WARNING_SECONDS } from '../constants.ts';

const MINUTE_MS = 60_000;

/**
 * Started minutes of a session that ran `elapsedMs`: every started minute, and nothing while the
 * session is within its first `graceSeconds` (at exactly `graceSeconds` the first minute counts).
 */
export function startedMinutes(elapsedMs: number, graceSeconds: number): number {
  return elapsedMs < graceSeconds * 1000 ? 0 : Math.ceil(elapsedMs / MINUTE_MS);
}

/**
 * Whether a wallet holding `balance` coins can pay one minute at `coinsPerMinute`: the least a session
 * needs to be requested and started (the server refuses without it; the request form checks it first).
 */
export const canPayOneMinute = (balance: number, coinsPerMinute: number): boolean =>
  balance >= coinsPerMinute;

/**
 * Whether a running session whose wallet runs out at `runsOutAtMs` is within the low-balance warning
 * (LOW_BALANCE_WARNING_SECONDS before it) at `nowMs`. The server's `lowBalance` and `low-balance`
 * event and the customer's live screen all use it.
 */
export const isLowBalance = (runsOutAtMs: number, nowMs: number): boolean =>
  runsOutAtMs - nowMs <= LOW_BALANCE_WARNING_SECONDS * 1000;
