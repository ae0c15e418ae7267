// Money as the product shows it. Amounts are integer paise; no float arithmetic touches money.

const wholeRupees = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Paise as text with the rupee sign: 49900 -> '₹499.00', -250 -> '-₹2.50'. */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${sign}₹${wholeRupees.format(whole)}.${String(cents).padStart(2, '0')}`;
}
