/** A minute, an hour and a day in milliseconds: how the product's minutes, hours and days become times. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/**
 * How often each process's reconcilers ask the payment gateway about purchases still pending
 * (wallet/gateway-purchases.ts) and payouts still processing (withdrawals/gateway-payouts.ts); a pass
 * claims what it asks about for as long, so the cluster asks once per interval, not once per process.
 */
export const RECONCILE_INTERVAL_MS = 30_000;
