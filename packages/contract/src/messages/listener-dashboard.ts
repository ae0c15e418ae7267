import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';

const count = (value: number, one: string, many: string) =>
  `${formatNumber(value, {}, 'en')} ${value === 1 ? one : many}`;

export const listenerDashboardMessages = localized('listenerDashboard', {
  loading: 'Loading dashboard...',
  errorTitle: 'Error loading dashboard data',
  totalSessions: 'Total Sessions',
  sessionRequests: 'Session Requests',
  pendingRequests: 'Pending requests',
  totalEarnings: 'Total Earnings',
  coins: (value: number) => `${formatNumber(value, {}, 'en')} coins`,
  recentActivity: 'Recent Activity',
  recentActivityDescription: 'What happened in your latest sessions',
  noActivity: 'No activity yet. Go online to receive your first session request.',
  justNow: 'just now',
  minutesAgo: (minutes: number) => `${minutes} min ago`,
  hoursAgo: (hours: number) => `${hours} h ago`,
  quickStats: 'Quick Stats',
  quickStatsDescription: 'How your sessions are going',
  completionRate: 'Completion Rate',
  avgSessionDuration: 'Avg Session Duration',
  currentMonthEarnings: 'Current Month Earnings',
  currentWallet: 'Current Wallet',
  /** The listener's quality card (the figures admins see). */
  quality: 'Quality',
  qualityEmpty: 'Your figures appear once you receive requests.',
  qualityOver: (requests: number) =>
    `Over the ${count(requests, 'request', 'requests')} you received. Admins see the same figures.`,
  acceptanceRate: 'Acceptance rate',
  acceptanceRateHint: 'of requests accepted',
  timeToAccept: 'Time to accept',
  timeToAcceptHint: 'median, request to accept',
  qualityCompletionRate: 'Completion rate',
  qualityCompletionRateHint: 'of accepted sessions completed',
  reportRate: 'Report rate',
  reportRateHint: 'of completed sessions reported',
  averageRating: 'Average rating',
  noRatings: 'no ratings yet',
  fromRatings: (ratings: number) => `from ${count(ratings, 'rating', 'ratings')}`,
  /**
   * The server's change texts under Total Sessions and Total Earnings. The spec colours them by their
   * first character: '+' positive, '-' negative, anything else neutral; a translation keeps it first.
   */
  noChange: 'No change from last month',
  /** `percent` is signed and formatted ('+25', '-10.5'). */
  changeFromLastMonth: (percent: string) => `${percent}% from last month`,
  newThisMonth: (count: number) => `+${count} this month`,
  /** The server's lines of recent activity; `who` is the customer's name. */
  activity: {
    requested: (mode: string, who: string) => `New ${mode} request from ${who}`,
    accepted: (who: string) => `You accepted ${who}'s request`,
    started: (who: string) => `Session with ${who} in progress`,
    completed: (minutes: number, who: string, coins: string) =>
      `${minutes}-minute session with ${who}: earned ${coins} coins`,
    reported: (who: string) => `Session with ${who} was reported`,
    expired: (who: string) => `Request from ${who} expired`,
    declined: (who: string) => `You declined ${who}'s request`,
    cancelled: (who: string) => `Session with ${who} was cancelled`,
  },
} as const);
