import { formatNumber } from '@/lib/people-format';

/** '1,250 coins', '1 coin'. */
export const formatCoins = (coins: number): string =>
  `${formatNumber(coins)} ${Math.abs(coins) === 1 ? 'coin' : 'coins'}`;

/** A signed ledger amount: '+500', '-12'. */
export const formatSignedCoins = (coins: number): string =>
  `${coins > 0 ? '+' : coins < 0 ? '-' : ''}${formatNumber(Math.abs(coins))}`;

export const formatRate = (coinsPerMinute: number): string => `${formatNumber(coinsPerMinute)} coins/min`;

/** Whole seconds from `from` to `to` (ISO strings or epoch ms); never negative. */
export const secondsBetween = (from: string | number, to: string | number): number =>
  Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 1000));
