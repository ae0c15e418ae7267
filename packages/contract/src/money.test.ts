import { describe, expect, it } from 'vitest';
import { formatPlanRupeesPerCoin, formatRupeesPerMinute, formatRupeesShort } from './index.ts';

describe('formatRupeesShort', () => {
  it('drops the decimals of whole rupees only', () => {
    expect(formatRupeesShort(400)).toBe('₹4');
    expect(formatRupeesShort(0)).toBe('₹0');
    expect(formatRupeesShort(450)).toBe('₹4.50');
    expect(formatRupeesShort(401)).toBe('₹4.01');
    expect(formatRupeesShort(5)).toBe('₹0.05');
    expect(formatRupeesShort(150_000)).toBe('₹1,500');
    expect(formatRupeesShort(-250)).toBe('-₹2.50');
    expect(formatRupeesShort(-300)).toBe('-₹3');
  });

  it('groups lakhs and crores the Indian way', () => {
    expect(formatRupeesShort(10_000_000)).toBe('₹1,00,000');
    expect(formatRupeesShort(1_234_567_800)).toBe('₹1,23,45,678');
  });
});

describe('formatRupeesPerMinute', () => {
  it('converts a rate in coins at the coin value in paise', () => {
    expect(formatRupeesPerMinute(4, 100)).toBe('₹4/min');
    expect(formatRupeesPerMinute(3, 150)).toBe('₹4.50/min');
    expect(formatRupeesPerMinute(4, 125)).toBe('₹5/min');
    expect(formatRupeesPerMinute(1, 1)).toBe('₹0.01/min');
    expect(formatRupeesPerMinute(1_000, 1_000_000)).toBe('₹1,00,00,000/min');
  });
});

describe('formatPlanRupeesPerCoin', () => {
  it('is exact when the price divides by every coin the plan gives', () => {
    expect(formatPlanRupeesPerCoin({ pricePaise: 9_900, coins: 99, bonusCoins: 0 })).toBe('₹1 per coin');
    expect(formatPlanRupeesPerCoin({ pricePaise: 45_000, coins: 80, bonusCoins: 20 })).toBe('₹4.50 per coin');
  });

  it('counts the bonus and says "about" when it rounds to the nearest paisa', () => {
    // 49,900 paise for 550 coins = 90.727... paise.
    expect(formatPlanRupeesPerCoin({ pricePaise: 49_900, coins: 500, bonusCoins: 50 })).toBe(
      'about ₹0.91 per coin',
    );
    // 100 / 3 = 33.33 rounds down, 200 / 3 = 66.67 rounds up, 1 / 2 = 0.5 rounds half up.
    expect(formatPlanRupeesPerCoin({ pricePaise: 100, coins: 3, bonusCoins: 0 })).toBe(
      'about ₹0.33 per coin',
    );
    expect(formatPlanRupeesPerCoin({ pricePaise: 200, coins: 3, bonusCoins: 0 })).toBe(
      'about ₹0.67 per coin',
    );
    expect(formatPlanRupeesPerCoin({ pricePaise: 1, coins: 2, bonusCoins: 0 })).toBe('about ₹0.01 per coin');
  });

  it('never shows a price below a paisa as free', () => {
    expect(formatPlanRupeesPerCoin({ pricePaise: 1, coins: 1_000_000, bonusCoins: 1_000_000 })).toBe(
      'under ₹0.01 per coin',
    );
  });
});
