import { useEffect, useState } from 'react';

/** Whole seconds from `now` to the server's `expiresAt`, rounded up: 0 only once it has passed. */
export const secondsLeft = (now: number, expiresAt: string): number =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));

/** '0:58', '1:00'. */
export const formatTimeLeft = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Calls `setNow` with the time at once and every second while `active` (countdowns). */
export function useTick(active: boolean, setNow: (now: number) => void): void {
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active, setNow]);
}

/** The current time, ticking every second while `active`. */
export function useNow(active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useTick(active, setNow);
  return now;
}
