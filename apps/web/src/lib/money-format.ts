import { formatNumber } from '@/lib/people-format';

/** Paise as the product shows money: '₹499.00' (integer paise, no float arithmetic on money). */
export function formatRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${sign}₹${formatNumber(whole)}.${String(cents).padStart(2, '0')}`;
}
