import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicJob', () => {
  it('never starts a pass while one runs, logs a failed pass and goes on, and stops', async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    const log = { error: (_object: unknown, message: string) => errors.push(message) };
    let passes = 0;
    let finish: () => void = () => undefined;
    const stop = startPeriodicJob(
      () => {
        passes += 1;
        if (passes === 2) return Promise.reject(new Error('down'));
        return new Promise<void>((resolve) => (finish = resolve));
      },
      { intervalMs: 100, log, failure: 'job failed' },
    );
    expect(passes).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(300); // the first pass still runs: no second one
    expect(passes).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(passes).toBe(2);
    expect(errors).toEqual(['job failed']);
    await vi.advanceTimersByTimeAsync(100);
    expect(passes).toBe(3);
    finish();
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toBe(3);
  });

  it('runs a pass at once when asked', () => {
    let passes = 0;
    const stop = startPeriodicJob(
      () => {
        passes += 1;
        return Promise.resolve();
      },
      { intervalMs: 60_000, log: { error: () => undefined }, failure: 'x', runAtStart: true },
    );
    expect(passes).toBe(1);
    stop();
  });
});
