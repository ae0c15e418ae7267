import { formatDateTime, formatNumber as formatLocalNumber, usersMessages } from '@app/contract';

/** A day in the language shown ('3 Feb 2025' / '3 फ़र॰ 2025'). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? '—'
    : formatDateTime(date, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Indian grouping, in the language shown. */
export const formatNumber = (value: number, options: Intl.NumberFormatOptions = {}): string =>
  formatLocalNumber(value, options);

/** The spec's durations: '{h}h {m}m', or '{m}m' under an hour. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? usersMessages.durationHours(hours, rest) : usersMessages.durationMinutes(rest);
}
