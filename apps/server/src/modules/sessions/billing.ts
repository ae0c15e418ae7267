// The billing rule (product rules "Session billing"), as pure integer arithmetic. Which minutes count
// (grace, per started minute) is the contract's `startedMinutes`, which the customer's live estimate uses too.
import { startedMinutes } from '@app/contract';
import { MINUTE_MS } from '../../lib/durations.ts';

export type BillingSettings = { graceSeconds: number; listenerSharePercent: number };

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
