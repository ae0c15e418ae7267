// Listener quality and ratings, shown the same way to admins (Listeners), to the listener (Dashboard)
// and to customers (directory). A figure the server could not compute yet (null) is a dash.

const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const ratingFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '92.5%', '100%'; '—' when there is nothing to count yet. */
export const formatPercent = (value: number | null): string =>
  value === null ? '—' : `${percentFormat.format(value)}%`;

/** A median time to accept: '45 s' under a minute, '3 min' under an hour, '1 h 5 min' beyond. */
export function formatAcceptTime(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Average stars with one decimal: '4.6'; '—' before the first rating. */
export const formatRating = (average: number | null): string =>
  average === null ? '—' : ratingFormat.format(average);
