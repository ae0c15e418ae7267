/** A clock for seconds: '0:42', '12:05', '1:02:09'. Negative counts as zero. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** Whole seconds from `now` (epoch ms) until `at` (ISO), rounded up: 0 only once it has passed. */
export const secondsUntil = (now: number, at: string): number =>
  Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));
