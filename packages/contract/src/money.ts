import { plansMessages } from './messages/plans.ts';

// Money as the product shows it. Amounts are integer paise; no float arithmetic touches money.

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Paise as text with the rupee sign: 49900 -> '₹499.00', -250 -> '-₹2.50'. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${sign}₹${wholeRupees.format(whole)}.${String(cents).padStart(2, '0')}`;
}

/**
 * Paise as the shortest honest rupee text, for prices a customer compares: whole rupees without
 * decimals ('₹4'), anything else with both ('₹4.50', '₹0.05').
 */
export function formatRupeesShort(paise: number): string {
  const full = formatRupees(paise);
  return paise % 100 === 0 ? full.slice(0, -3) : full;
}

/**
 * A listener's price per minute in rupees: `coinsPerMinute` coins at `coinValuePaise` paise a coin
 * (the server's COIN_VALUE_PAISE), 4 coins at 100 -> '₹4/min', at 125 -> '₹5/min', 3 at 150 -> '₹4.50/min'.
 */
export const formatRupeesPerMinute = (coinsPerMinute: number, coinValuePaise: number): string =>
  plansMessages.rupeesPerMinute(formatRupeesShort(coinsPerMinute * coinValuePaise));

/**
 * What one coin of a plan costs: its price over every coin it gives (coins + bonus), rounded to the
 * nearest paisa (half up) and said to be rounded when it is: '₹1 per coin', 'about ₹0.91 per coin',
 * 'under ₹0.01 per coin' (a price that rounds to nothing).
 */
export function formatPlanRupeesPerCoin(plan: {
  pricePaise: number;
  coins: number;
  bonusCoins: number;
}): string {
  const total = plan.coins + plan.bonusCoins;
  // Integer half-up rounding of pricePaise / total (both well inside 2^53: price ≤ ₹1,00,000, coins ≤ 2,000,000).
  const rounded = Math.floor((2 * plan.pricePaise + total) / (2 * total));
  if (rounded === 0) return plansMessages.underOnePaisaPerCoin;
  const rupees = formatRupeesShort(rounded);
  return plan.pricePaise % total === 0
    ? plansMessages.rupeesPerCoin(rupees)
    : plansMessages.aboutRupeesPerCoin(rupees);
}
