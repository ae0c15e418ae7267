import { formatRupees, WITHDRAWAL_MAX_PAISE, withdrawalsMessages, type MyWithdrawals } from '@app/contract';

/** What the server told us about the listener's money, in paise. */
export type AmountLimits = Pick<MyWithdrawals, 'minimum' | 'available' | 'coinValuePaise'>;

const w = withdrawalsMessages;

const numberOf = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
};

/** The spec: the request can be sent once the amount is non-empty and greater than 0. */
export function isAmountEntered(text: string): boolean {
  const rupees = numberOf(text);
  return rupees !== undefined && rupees > 0;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The step every request is a multiple of: whole rupees that are also whole coins. */
const requestStep = (coinValuePaise: number) => (100 * coinValuePaise) / gcd(100, coinValuePaise);

/** The largest amount the listener can ask for now (whole rupees, whole coins), in paise. */
export function largestRequest({ available, coinValuePaise }: AmountLimits): number {
  const step = requestStep(coinValuePaise);
  return Math.min(available - (available % step), WITHDRAWAL_MAX_PAISE);
}

/**
 * Rupees as typed -> whole paise, checked as the server will check them (the server has the last
 * word: the balance may have moved since this page loaded). Rupees with decimals are refused, not
 * rounded: the server pays whole rupees. The tolerance absorbs binary float noise (1.10 * 100 is
 * 110.00000000000001), not a real fraction of a paisa.
 */
export function checkWithdrawalAmount(
  text: string,
  limits: AmountLimits,
): { ok: true; paise: number } | { ok: false; error: string } {
  const rupees = numberOf(text);
  if (rupees === undefined) return { ok: false, error: w.amountRequired };
  if (rupees <= 0) return { ok: false, error: w.amountPositive };
  const exact = rupees * 100;
  const paise = Math.round(exact);
  if (Math.abs(exact - paise) > 1e-6 || paise % 100 !== 0) return { ok: false, error: w.amountWholeRupees };
  if (paise > WITHDRAWAL_MAX_PAISE) return { ok: false, error: w.amountTooLarge };
  if (paise < limits.minimum) return { ok: false, error: w.belowMinimum(formatRupees(limits.minimum)) };
  if (paise % limits.coinValuePaise !== 0) {
    return { ok: false, error: w.notCoinMultiple(formatRupees(limits.coinValuePaise)) };
  }
  if (paise > limits.available)
    return { ok: false, error: w.exceedsAvailable(formatRupees(limits.available)) };
  return { ok: true, paise };
}
