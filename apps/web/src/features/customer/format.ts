import { customerScreensMessages as m, formatDateTime, formatNumber } from '@app/contract';

/** '1,250 coins', '1 coin'. */
export const formatCoins = (coins: number): string => m.coins(coins);

/** A signed ledger amount: '+500', '-12'. */
export const formatSignedCoins = (coins: number): string =>
  `${coins > 0 ? '+' : coins < 0 ? '-' : ''}${formatNumber(Math.abs(coins))}`;

export const formatRate = (coinsPerMinute: number): string => m.coinsPerMinute(coinsPerMinute);

/** A billed time: '1h 5m', '12m'. */
export const formatMinutes = (minutes: number): string => m.duration(Math.floor(minutes / 60), minutes % 60);

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

const formatWith = (value: string | null | undefined, options: Intl.DateTimeFormatOptions): string => {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : formatDateTime(date, options);
};

/** A day in the language shown: '7 Dec 2026'; a dash for none. */
export const formatDay = (value: string | null | undefined): string => formatWith(value, DAY);

/** A day and time in the language shown: '7 Dec 2026, 2:30 pm'; a dash for none. */
export const formatDayTime = (value: string | null | undefined): string => formatWith(value, DAY_TIME);

/** Whole seconds from `from` to `to` (ISO strings or epoch ms); never negative. */
export const secondsBetween = (from: string | number, to: string | number): number =>
  Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 1000));
