import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_CLEAR_MS } from '@/config/ui';

/**
 * A form's status message that clears itself after MESSAGE_CLEAR_MS (the spec: messages clear after
 * 3000 ms). A newer message restarts the clock; `setNotice(null)` clears it at once.
 */
export function useTimedNotice<N>() {
  const [notice, setNoticeState] = useState<{ value: N } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNoticeState(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // A fresh object each time, so the same text shown twice in a row still restarts the clock.
  const setNotice = useCallback((value: N | null) => setNoticeState(value === null ? null : { value }), []);

  return [notice?.value ?? null, setNotice] as const;
}
