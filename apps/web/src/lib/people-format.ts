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

/**
 * A record of labels read from the catalogue at each use, so a record kept in module scope (or by a
 * caller) still answers in the language shown: `read` is called on every access.
 */
export function liveLabels<K extends string>(read: () => Record<K, string>): Record<K, string> {
  return new Proxy({} as Record<K, string>, {
    get: (_target, key) => (typeof key === 'string' ? read()[key as K] : undefined),
    has: (_target, key) => key in read(),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_target, key) =>
      typeof key === 'string' && key in read()
        ? { value: read()[key as K], enumerable: true, configurable: true, writable: false }
        : undefined,
  });
}

export const genderLabels: Record<Gender, string> = liveLabels(() => shellMessages.formats.gender);
export const modeLabels: Record<SessionMode, string> = liveLabels(() => shellMessages.formats.mode);

/** Admin wording: UNDER_REVIEW is 'Processing' (ARCHITECTURE.md, Decisions). */
export const applicationStatusLabels: Record<ApplicationStatus, string> = liveLabels(
  () => shellMessages.formats.applicationStatus,
);

export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** The spec's durations: '{h}h {m}m', or '{m}m' under an hour. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? shellMessages.formats.hoursMinutes(hours, rest) : shellMessages.formats.minutes(rest);
}
