// The billing rule (product rules "Session billing"), as pure integer arithmetic.
import { MINUTE_MS } from '../../lib/durations.ts';

export type BillingSettings = { graceSeconds: number; listenerSharePercent: number };

/** Started minutes of a session that ran `elapsedMs`; a session within the grace period is free. */
export const startedMinutes = (elapsedMs: number, graceSeconds: number) =>
  elapsedMs < graceSeconds * 1000 ? 0 : Math.ceil(elapsedMs / MINUTE_MS);

/** Whole minutes a balance pays for at a rate. */
export const coveredMinutes = (balance: number, coinsPerMinute: number) =>
  Math.floor(Math.max(0, balance) / coinsPerMinute);

/**
 * When the wallet is spent: the end of the last covered minute. At that instant the started minutes
 * equal the covered ones, so the session is billed exactly what the wallet holds (in whole minutes).
 */
export const runsOutAt = (startedAt: Date, balance: number, coinsPerMinute: number) =>
  new Date(startedAt.getTime() + coveredMinutes(balance, coinsPerMinute) * MINUTE_MS);

/** The charge of an ended session, capped by what the wallet covers, and its split. */
export const billSession = (
  input: { elapsedMs: number; coinsPerMinute: number; walletBalance: number },
  settings: BillingSettings,
) => {
  const minutes = Math.min(
    startedMinutes(input.elapsedMs, settings.graceSeconds),
    coveredMinutes(input.walletBalance, input.coinsPerMinute),
  );
  const charged = minutes * input.coinsPerMinute;
  const earned = Math.floor((charged * settings.listenerSharePercent) / 100);
  return { minutes, charged, earned, platform: charged - earned };
};
