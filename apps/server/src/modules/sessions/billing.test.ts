import { describe, expect, it } from 'vitest';
import { startedMinutes } from '@app/contract';
import { billSession, coveredMinutes, runsOutAt } from './billing.ts';

const settings = { graceSeconds: 15, listenerSharePercent: 60 };

describe('billing rule', () => {
  it('bills every started minute after the grace period (the contract rule the web shows too)', () => {
    expect(startedMinutes(14_999, 15)).toBe(0);
    expect(startedMinutes(15_000, 15)).toBe(1);
    expect(startedMinutes(60_000, 15)).toBe(1);
    expect(startedMinutes(61_000, 15)).toBe(2);
    expect(startedMinutes(3_600_000, 15)).toBe(60);
  });

  it('bills the first minute from 15.0 s exactly (the customer sees the same, through the same rule)', () => {
    const at = (elapsedMs: number) =>
      billSession({ elapsedMs, coinsPerMinute: 4, walletBalance: 100 }, settings).charged;
    expect(at(14_999)).toBe(0);
    expect(at(15_000)).toBe(4);
    expect(at(60_000)).toBe(4);
    expect(at(75_000)).toBe(8);
  });

  it('splits 60/40 rounding the listener share down', () => {
    expect(billSession({ elapsedMs: 61_000, coinsPerMinute: 4, walletBalance: 100 }, settings)).toEqual({
      minutes: 2,
      charged: 8,
      earned: 4,
      platform: 4,
    });
    // 3 coins: 60% is 1.8 -> 1 to the listener, 2 to the platform.
    expect(billSession({ elapsedMs: 30_000, coinsPerMinute: 3, walletBalance: 100 }, settings)).toEqual({
      minutes: 1,
      charged: 3,
      earned: 1,
      platform: 2,
    });
  });

  it('never bills more than the wallet covers', () => {
    expect(billSession({ elapsedMs: 600_000, coinsPerMinute: 4, walletBalance: 10 }, settings)).toMatchObject(
      {
        minutes: 2,
        charged: 8,
      },
    );
    expect(coveredMinutes(3, 4)).toBe(0);
  });

  it('runs out at the end of the last covered minute', () => {
    const start = new Date('2026-01-01T10:00:00Z');
    expect(runsOutAt(start, 10, 4).toISOString()).toBe('2026-01-01T10:02:00.000Z');
    // One hour at the default rate earns the listener 144 coins (the landing page's claim).
    expect(
      billSession({ elapsedMs: 3_600_000, coinsPerMinute: 4, walletBalance: 1000 }, settings).earned,
    ).toBe(144);
  });
});
