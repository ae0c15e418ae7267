import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** Addresses remembered per route at most; the least recently seen go first. */
const MAX_KEYS = 5000;

/**
 * The rate limits' counters in this process's memory, for a server without Redis (with Redis they live
 * there, shared by every process). A fixed window per key, as @fastify/rate-limit's own memory store
 * counts, with one difference that matters under a burst: each request is answered with its own count.
 * The library's store hands every caller the same live counter object and the plugin reads it only after
 * an await, so when more than `max` requests arrive in the same turn of the event loop, all of them read
 * the final count and all are refused, the first `max` included (found by the webhook flood test).
 */
export class MemoryRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; startedAt: number }>();

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) window = { count: 0, startedAt: now };
    window.count += 1;
    // Deleted and set again: the Map's order is then least recently seen first.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** Each route with its own limit counts on its own (as the library's store does). */
  child(): FastifyRateLimitStore {
    return new MemoryRateLimitStore();
  }
}
