/** A minute, an hour and a day in milliseconds: how the product's minutes, hours and days become times. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
