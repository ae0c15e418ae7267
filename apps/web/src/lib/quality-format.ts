import { formatNumber, shellMessages } from '@app/contract';

// Listener quality and ratings, shown the same way to admins (Listeners), to the listener (Dashboard)
// and to customers (directory). A figure the server could not compute yet (null) is a dash.

/** '92.5%', '100%'; '—' when there is nothing to count yet. */
export const formatPercent = (value: number | null): string =>
  value === null ? '—' : `${formatNumber(value, { maximumFractionDigits: 1 })}%`;

/** A median time to accept: '45 s' under a minute, '3 min' under an hour, '1 h 5 min' beyond. */
export function formatAcceptTime(seconds: number | null): string {
  if (seconds === null) return '—';
  const f = shellMessages.formats;
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return f.acceptSeconds(whole);
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return f.acceptMinutes(minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? f.acceptHours(hours) : f.acceptHoursMinutes(hours, rest);
}

/** Average stars with one decimal: '4.6'; '—' before the first rating. */
export const formatRating = (average: number | null): string =>
  average === null ? '—' : formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
