import type { ApplicationStatus, Gender, SessionMode } from '@app/contract';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const numberFormat = new Intl.NumberFormat('en-US');

/** The spec's date display: short month, day, year ('Jan 5, 2025'). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}

/** en-US with thousands separators. */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** '1,250 coins', '1 coin'. */
export const formatCoins = (coins: number): string =>
  `${formatNumber(coins)} ${Math.abs(coins) === 1 ? 'coin' : 'coins'}`;

export const genderLabels: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' };
export const modeLabels: Record<SessionMode, string> = { AUDIO: 'Audio', CHAT: 'Chat' };

/** Admin wording: UNDER_REVIEW is 'Processing' (ARCHITECTURE.md, Decisions). */
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  PENDING: 'Pending',
  UNDER_REVIEW: 'Processing',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** The spec's durations: '{h}h {m}m', or '{m}m' under an hour. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h ${rest}m` : `${rest}m`;
}
