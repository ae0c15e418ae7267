import {
  earningsMessages,
  EARNINGS_YEARS_BACK,
  formatDateTime,
  formatNumber,
  type EarningRecord,
} from '@app/contract';

/** Month filter: January-December (in the language shown) with values 1-12. */
export const monthOptions = () =>
  Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: formatDateTime(new Date(2000, index, 1), { month: 'long' }),
  }));

/** Year filter: the current year and the five before, newest first. */
export function yearOptions(now: Date = new Date()) {
  const year = now.getFullYear();
  return Array.from({ length: EARNINGS_YEARS_BACK + 1 }, (_, back) => ({
    value: String(year - back),
    label: String(year - back),
  }));
}

/** The spec drops earning records whose completion date is missing or not a date. */
export const hasValidCompletion = (
  record: EarningRecord,
): record is EarningRecord & { completedAt: string } =>
  typeof record.completedAt === 'string' &&
  record.completedAt !== '' &&
  !Number.isNaN(new Date(record.completedAt).getTime());

/** Average rate per minute with one decimal ('4.0/min'). */
export const formatAverageRate = (rate: number): string =>
  earningsMessages.perMinute(formatNumber(rate, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** A session's date ('2 Mar 2025'), or a dash. */
export function formatDay(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime())
    ? formatDateTime(date, { day: 'numeric', month: 'short', year: 'numeric' })
    : '—';
}
