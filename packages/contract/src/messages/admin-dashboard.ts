import { localized } from '../i18n/localized.ts';
import { DASHBOARD_PERIODS } from '../constants.ts';

/** The admin dashboard (web features/dashboard/admin-*): its figures, charts and links. */
export const adminDashboardMessages = localized('adminDashboard', {
  periodInvalid: `days must be one of ${DASHBOARD_PERIODS.join(', ')}`,
  loadFailed: 'Failed to load the dashboard.',
  noActivity: 'Nothing happened in this period yet.',
  noActivityDescription: 'Revenue, coins and sessions appear here once customers buy coins or book sessions.',
  showLastDays: (days: number) => `Show the last ${days} days`,
  /** The period switcher: its group's name and each button. */
  period: 'Period',
  periodDays: (days: number) => `${days} days`,
  lastDays: (days: number) => `Last ${days} days`,
  /** `range` is the period's calendar days, formatted ('6 Feb – 7 Mar 2025'). */
  periodRange: (range: string) => `${range}, India time`,
  rightNow: 'Right now',
  listenersOnline: 'Listeners online now',
  listenersOnlineCaption: 'Ready to take a session',
  pendingApplications: 'Pending applications',
  pendingApplicationsCaption: 'Waiting for a decision',
  pendingWithdrawals: 'Pending withdrawals',
  /** `amount` is formatted rupees. */
  pendingWithdrawalsCaption: (amount: string) => `${amount} to pay out`,
  revenue: 'Revenue',
  /** `coins` is a formatted number. */
  revenueCaption: (coins: string) => `Platform share less refunds, ${coins} coins`,
  coinsSold: 'Coins sold',
  coinsSoldCaption: (amount: string) => `${amount} paid in`,
  listenerEarnings: 'Listener earnings',
  listenerEarningsCaption: (coins: string) => `${coins} coins earned`,
  paidOut: 'Paid out',
  paidOutCaption: 'Withdrawals processed',
  averageSession: 'Average session',
  /** `minutes` is a formatted number with one decimal. */
  averageSessionValue: (minutes: string) => `${minutes} min`,
  averageSessionCaption: 'Billed, per completed session',
  sessions: 'Sessions',
  sessionsDescription: (total: string) => `${total} requested in the period, by state and by mode`,
  byState: 'By state',
  byMode: 'By mode',
  /** Admin words for session states; CANCELLED covers every request that never started. */
  sessionStatus: {
    pending: 'Pending',
    ACCEPTED: 'Accepted',
    IN_PROGRESS: 'In progress',
    COMPLETED: 'Completed',
    REPORTED: 'Reported',
    CANCELLED: 'Not started',
  },
  manage: 'Manage',
  /** Under each area's link, by the sidebar entry's key. */
  sectionPurposes: {
    applications: 'Approve or reject people who applied to listen.',
    listeners: 'Edit, block and unblock approved listeners.',
    users: 'Find customers and listeners; activate or deactivate accounts.',
    plans: 'Set the coin plans customers can buy.',
    withdrawalRequests: 'Pay out listener earnings.',
    auditLog: 'Every admin decision, with who and when.',
  },
  /** The charts (admin-dashboard-charts.tsx) and the tables of their figures. */
  figuresPerDay: 'Figures per day',
  day: 'Day',
  revenuePerDay: 'Revenue per day',
  revenuePerDayDescription: (amount: string) => `The platform's share, ${amount} in the period`,
  revenuePerDaySummary: (days: number, total: string, bestDay: string, best: string) =>
    `Revenue per day over the last ${days} days: ${total} in total, the most on ${bestDay} (${best}).`,
  revenuePerDayNone: (days: number) => `Revenue per day over the last ${days} days: none.`,
  sessionsPerDay: 'Sessions per day',
  sessionsPerDayDescription: (requested: string, completed: string) =>
    `${requested} requested, ${completed} completed`,
  requested: 'Requested',
  completed: 'Completed',
  sessionsPerDaySummary: (
    days: number,
    requested: string,
    completed: string,
    busiestDay: string,
    busiest: string,
  ) =>
    `Sessions per day over the last ${days} days: ${requested} requested and ${completed} completed, the most on ${busiestDay} (${busiest} requested).`,
  sessionsPerDayNone: (days: number) => `Sessions per day over the last ${days} days: none.`,
} as const);
