// Server-state timings of the console (TanStack Query). No imports: e2e reads them too.

/** Retries of a failed query that may succeed on a retry (network, 5xx); a 4xx is never retried. */
export const QUERY_RETRIES = 3;
export const QUERY_GC_MS = 5 * 60 * 1000;

/** Users screen: the search is applied this long after typing stops. */
export const USER_SEARCH_DEBOUNCE_MS = 300;
export const USER_QUERY_STALE_MS = 5 * 60 * 1000;
export const USER_QUERY_GC_MS = 10 * 60 * 1000;
