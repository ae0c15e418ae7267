import {
  formatDateTime as formatDateTimeIn,
  formatNumber as formatNumberIn,
  shellMessages,
  type ApplicationStatus,
  type Gender,
  type SessionMode,
} from '@app/contract';

// Dates and numbers in the language shown, with Indian grouping ('7 Dec 2026', '1,00,000'); the labels
// are the catalogue's (read when shown, so they follow the language).

const dateOptions: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };

/** The spec's date display: short month, day, year ('5 Jan 2025' in India's order). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : formatDateTimeIn(date, dateOptions);
}

/** With Indian grouping (1,00,000). */
export const formatNumber = (value: number): string => formatNumberIn(value);

export const genderLabels: Record<Gender, string> = shellMessages.formats.gender;
export const modeLabels: Record<SessionMode, string> = shellMessages.formats.mode;

/** Admin wording: UNDER_REVIEW is 'Processing' (ARCHITECTURE.md, Decisions). */
export const applicationStatusLabels: Record<ApplicationStatus, string> =
  shellMessages.formats.applicationStatus;

export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** The spec's durations: '{h}h {m}m', or '{m}m' under an hour. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? shellMessages.formats.hoursMinutes(hours, rest) : shellMessages.formats.minutes(rest);
}
