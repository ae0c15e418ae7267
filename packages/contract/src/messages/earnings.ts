import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';
import { DEFAULT_EARNINGS_HOLD_HOURS } from '../constants.ts';

const coins = (count: number) => `${formatNumber(count, {}, 'en')} coins`;

export const earningsMessages = localized('earnings', {
  noRecords: 'No earnings records found.',
  loading: 'Loading earnings...',
  errorTitle: 'Error loading earnings data',
  /** The listener's Earnings page. */
  title: 'Earnings',
  description: 'Coins you earned from your sessions',
  sessionsHeading: 'Earning Sessions',
  tableLabel: 'Earning sessions',
  selectAllRows: 'Select all rows on this page',
  selectSession: (shortId: string) => `Select session ${shortId}`,
  columns: {
    sessionId: 'Session ID',
    customer: 'Customer',
    duration: 'Duration',
    coinsEarned: 'Coins Earned',
    rate: 'Rate',
    date: 'Date',
  },
  /** A row whose customer has no name any more. */
  customerFallback: 'Customer',
  refunded: (count: number) => `${formatNumber(count, {}, 'en')} refunded`,
  /** A rate per billed minute, formatted ('4', '2.4'). */
  perMinute: (rate: string) => `${rate}/min`,
  coins,
  selected: (selected: number, total: number, coinCount: number, duration: string) =>
    `${formatNumber(selected, {}, 'en')} of ${formatNumber(total, {}, 'en')} selected · ${coins(coinCount)} · ${duration}`,
  clearSelection: 'Clear selection',
  month: 'Month',
  year: 'Year',
  emptyFiltered: 'Nothing was earned in this period. Try another month or year.',
  emptyText: 'Each session you complete appears here with the coins it earned.',
  showAllPeriods: 'Show all periods',
  summaryLabel: 'Earnings summary',
  totalTime: 'Total Time',
  totalCoins: 'Total Coins',
  averageEarnedRate: 'Average Earned Rate',
  averageEarnedRateHint: 'Your share per billed minute; the Rate column is what customers paid per minute',
  balanceLabel: 'Earnings balance',
  available: 'Available to withdraw',
  availableHint: 'Earnings you can withdraw now',
  withdraw: 'Withdraw',
  onHold: 'On hold',
  onHoldHint: `Earned in recent sessions; withdrawable once the refund window has passed (usually ${DEFAULT_EARNINGS_HOLD_HOURS} hours after a session)`,
} as const);
