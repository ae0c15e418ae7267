import { formatNumber } from '@/lib/people-format';

/** '1,250 coins', '1 coin'. */
export const formatCoins = (coins: number): string =>
  `${formatNumber(coins)} ${Math.abs(coins) === 1 ? 'coin' : 'coins'}`;

/** A signed ledger amount: '+500', '-12'. */
export const formatSignedCoins = (coins: number): string =>
  `${coins > 0 ? '+' : coins < 0 ? '-' : ''}${formatNumber(Math.abs(coins))}`;

export const formatRate = (coinsPerMinute: number): string => `${formatNumber(coinsPerMinute)} coins/min`;

/** A clock for seconds: '0:42', '12:05', '1:02:09'. Negative counts as zero. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** Whole seconds from `from` to `to` (ISO strings or epoch ms); never negative. */
export const secondsBetween = (from: string | number, to: string | number): number =>
  Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 1000));
