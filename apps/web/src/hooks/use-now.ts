import { useEffect, useState } from 'react';

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
