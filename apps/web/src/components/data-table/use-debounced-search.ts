import { useEffect, useState } from 'react';
import { USER_SEARCH_DEBOUNCE_MS } from '@/config/query';

/**
 * A table's search box: its text, written through `apply` (to the URL, and so to the query) once
 * typing stops for USER_SEARCH_DEBOUNCE_MS.
 */
export function useDebouncedSearch(current: string | undefined, apply: (value: string | undefined) => void) {
  const [text, setText] = useState(current ?? '');
  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === current) return;
    const timer = window.setTimeout(() => apply(next), USER_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, current, apply]);
  return [text, setText] as const;
}
