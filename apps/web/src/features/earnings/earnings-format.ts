import { EARNINGS_YEARS_BACK, type EarningRecord } from '@app/contract';

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Month filter: January-December with values 1-12. */
export const monthOptions = MONTHS.map((label, index) => ({ value: String(index + 1), label }));

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
export const formatAverageRate = (rate: number): string => `${rate.toFixed(1)}/min`;
