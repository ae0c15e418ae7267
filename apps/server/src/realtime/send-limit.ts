import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { within } from '../lib/within.ts';

/**
 * Takes one chat send of `userId` at `nowMs` (the app's clock): true when the person sent fewer than
 * `perSecond` in the second before, over all their sockets. One process keeps the window in memory;
 * several share it in Redis (a sorted set per person, trimmed and counted in one script).
 */
export type SendLimit = (userId: string, nowMs: number) => Promise<boolean>;

/** The Redis window: drop sends a second old or more, refuse at the limit, else record this one. */
const SLIDING_SECOND = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - 1000)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], 60000)
return 1`;

/** How long a send waits on Redis before it is let through: chat keeps working while Redis restarts. */
const REDIS_WAIT_MS = 500;

type Log = { warn: (object: unknown, message: string) => void };

const inMemory = (perSecond: number): SendLimit => {
  const sends = new Map<string, number[]>();
  return (userId, nowMs) => {
    const recent = (sends.get(userId) ?? []).filter((at) => at > nowMs - 1000);
    const allowed = recent.length < perSecond;
    if (allowed) recent.push(nowMs);
    if (recent.length > 0) sends.set(userId, recent);
    else sends.delete(userId);
    // People who stopped sending leave a few numbers each; sweep them now and then.
    if (sends.size > 10_000) {
      for (const [id, times] of sends) if (times.every((at) => at <= nowMs - 1000)) sends.delete(id);
    }
    return Promise.resolve(allowed);
  };
};

const inRedis =
  (redis: Redis, perSecond: number, log: Log): SendLimit =>
  async (userId, nowMs) => {
    const key = `chat:sends:${userId}`;
    const member = `${nowMs}:${crypto.randomUUID()}`;
    try {
      const taken = redis.eval(SLIDING_SECOND, 1, key, String(nowMs), String(perSecond), member);
      return (await within(REDIS_WAIT_MS, taken)) === 1;
    } catch (error) {
      log.warn({ err: error }, 'chat send limit: Redis unavailable, the send is let through');
      return true;
    }
  };

export const createSendLimit = (options: { redis?: Redis; perSecond: number; log: Log }): SendLimit =>
  options.redis ? inRedis(options.redis, options.perSecond, options.log) : inMemory(options.perSecond);
