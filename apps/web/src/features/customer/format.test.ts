import { describe, expect, it } from 'vitest';
import { formatClock } from '@/lib/clock-format';
import { formatCoins, formatSignedCoins } from '@/features/customer/format';
import { formatRupees } from '@app/contract';

describe('customer formatting', () => {
  it('rupees from integer paise, with ₹, thousands separators and two decimals', () => {
    expect(formatRupees(9900)).toBe('₹99.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(123_456_789)).toBe('₹12,34,567.89');
    expect(formatRupees(-250)).toBe('-₹2.50');
  });

  it('coins, signed coins and clocks', () => {
    expect(formatCoins(1)).toBe('1 coin');
    expect(formatCoins(1250)).toBe('1,250 coins');
    expect(formatSignedCoins(550)).toBe('+550');
    expect(formatSignedCoins(-1200)).toBe('-1,200');
    expect(formatSignedCoins(0)).toBe('0');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3729)).toBe('1:02:09');
    expect(formatClock(-5)).toBe('0:00');
  });
});
