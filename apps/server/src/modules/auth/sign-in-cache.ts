import type { CurrentUser } from '../../lib/current-user.ts';

/** How long a polled endpoint may trust a sign-in it checked: a sign-out elsewhere takes effect within it. */
export const POLLED_SIGN_IN_TTL_MS = 1000;
/** Entries kept at most (one per token polling within the last second); the oldest go first. */
const MAX_ENTRIES = 20_000;

type Entry = { user: CurrentUser; until: number };

/**
 * Remembers, for one second, which user a bearer token resolved to, for the endpoints a console polls
 * every few seconds (the listener's pending and ongoing lists): each of those requests would otherwise
 * spend a database round trip on the same user row, as much work as the list itself.
 *
 * - **Bounded staleness.** An entry lives `ttlMs` (and never past the token's own expiry), so a sign-out,
 *   block or deactivation made by another process takes effect on these endpoints within a second.
 * - **At once in this process.** `forgetUser` drops a user's entries the moment this process ends their
 *   sign-ins (app.ts calls it from the realtime sign-out every such change goes through).
 * - **Nothing shared.** It is a per-process copy of rows that stay in the database; no other process needs it.
 */
export const createSignInCache = (
  load: (token: string) => Promise<{ user: CurrentUser; expiresAt: number }>,
  { ttlMs = POLLED_SIGN_IN_TTL_MS, now = () => performance.timeOrigin + performance.now() } = {},
) => {
  const entries = new Map<string, Entry>();
  return {
    authenticate: async (token: string): Promise<CurrentUser> => {
      const at = now();
      const hit = entries.get(token);
      if (hit && hit.until > at) return hit.user;
      entries.delete(token);
      // A failed check throws and leaves nothing behind: only a live sign-in is remembered.
      const { user, expiresAt } = await load(token);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(token, { user, until: Math.min(at + ttlMs, expiresAt) });
      return user;
    },
    forgetUser: (userId: string) => {
      for (const [token, entry] of entries) if (entry.user.id === userId) entries.delete(token);
    },
  };
};
