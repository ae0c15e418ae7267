import { describe, expect, it } from 'vitest';
import { billedMinutes, formatClock, formatCoins, formatSignedCoins } from '@/features/customer/format';
import { formatRupees } from '@app/contract';

describe('customer formatting', () => {
  it('rupees from integer paise, with ₹, thousands separators and two decimals', () => {
    expect(formatRupees(9900)).toBe('₹99.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(123_456_789)).toBe('₹1,234,567.89');
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

  it('billed minutes: free within the grace, then every started minute', () => {
    expect(billedMinutes(0)).toBe(0);
    expect(billedMinutes(15)).toBe(0);
    expect(billedMinutes(16)).toBe(1);
    expect(billedMinutes(60)).toBe(1);
    expect(billedMinutes(61)).toBe(2);
    expect(billedMinutes(30, 45)).toBe(0);
  });
});
