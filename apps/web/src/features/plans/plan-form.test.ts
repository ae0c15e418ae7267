import { describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { emptyPlanForm, parsePlanForm, rupeesToPaise } from '@/features/plans/plan-form';
import { formatRupees } from '@app/contract';

describe('plan form values', () => {
  it('turns rupees into whole paise without float noise', () => {
    expect(rupeesToPaise('1.10').paise).toBe(110);
    expect(rupeesToPaise('0.29').paise).toBe(29);
    expect(rupeesToPaise('1499.5').paise).toBe(149_950);
    expect(rupeesToPaise('12.300').paise).toBe(1230);
    expect(rupeesToPaise('').paise).toBeUndefined();
  });

  it('refuses more than two decimals', () => {
    expect(rupeesToPaise('1.005')).toEqual({ error: messages.plans.priceWholePaise });
    expect(rupeesToPaise('9.999')).toEqual({ error: messages.plans.priceWholePaise });
  });

  it('checks with the contract schema', () => {
    const result = parsePlanForm({
      ...emptyPlanForm,
      name: 'A',
      price: '-1',
      coins: '1.5',
      bonusCoins: '-2',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        price: messages.plans.pricePositive,
        coins: messages.plans.coinsWhole,
        bonusCoins: messages.plans.bonusMin,
      },
    });
    const typed = { ...emptyPlanForm, name: ' A ', price: '10', coins: '5', nameHi: ' ए ' };
    expect(parsePlanForm(typed)).toEqual({
      ok: true,
      body: {
        name: 'A',
        description: '',
        pricePaise: 1000,
        coins: 5,
        bonusCoins: 0,
        nameHi: 'ए',
        descriptionHi: '',
      },
    });
  });

  it('shows paise as rupees with two decimals', () => {
    expect(formatRupees(9900)).toBe('₹99.00');
    expect(formatRupees(12_345_678)).toBe('₹1,23,456.78');
  });
});
