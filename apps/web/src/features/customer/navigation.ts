/**
 * Location state of the customer's own navigation to the directory: "I want to browse". Without it,
 * opening /app while a session is open leads to that session (issue 8 §3).
 */
export const BROWSE_STATE = { browse: true } as const;

export const wantsToBrowse = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { browse?: unknown }).browse === true;
