// The socket fan-out's publisher on a Redis connection that is gone: the adapter publishes without
// waiting, so a failed publish must be logged, never an unhandled rejection (which ends the process;
// it showed up as "Connection is closed." when two processes closed while answering each other).
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { loggedPublish } from '../../src/plugins/socket.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the fan-out publisher', () => {
  it('answers 0 and logs a warning when its Redis connection has closed', async () => {
    const warnings: unknown[][] = [];
    const app = { log: { warn: (...args: unknown[]) => warnings.push(args) } } as unknown as FastifyInstance;
    const raw = new Redis(redisUrl);
    await raw.quit();
    // Without the guard the same call rejects.
    await expect(raw.publish('lw-test', 'x')).rejects.toThrow('Connection is closed');

    const client = loggedPublish(new Redis(redisUrl), app);
    expect(await client.publish('lw-test', 'delivered')).toBeGreaterThanOrEqual(0);
    expect(warnings).toEqual([]);
    await client.quit();
    expect(await client.publish('lw-test', 'lost')).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.[1]).toBe('socket fan-out: a Redis publish failed');
  });
});
