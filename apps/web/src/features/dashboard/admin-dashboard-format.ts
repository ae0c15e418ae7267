import {
  adminDashboardMessages,
  DASHBOARD_PERIODS,
  DASHBOARD_TIME_ZONE,
  DEFAULT_DASHBOARD_PERIOD,
  formatDateRange,
  type AdminDashboard,
  type DashboardPeriod,
  type SessionStatus,
} from '@app/contract';

/** The period in the URL (`?days=7`), or the default when it is missing or not one of the periods. */
export function periodFromParam(value: string | null): DashboardPeriod {
  return DASHBOARD_PERIODS.find((days) => String(days) === value) ?? DEFAULT_DASHBOARD_PERIOD;
}

export const sumOf = (counts: Partial<Record<string, number>>): number =>
  Object.values(counts).reduce<number>((sum, count) => sum + (count ?? 0), 0);

/** Nothing was bought, booked, earned or paid out in the period (the "now" figures may still move). */
export function isQuietPeriod(dashboard: AdminDashboard): boolean {
  return (
    sumOf(dashboard.sessionsByStatus) === 0 &&
    dashboard.coinsSold === 0 &&
    dashboard.paidInPaise === 0 &&
    dashboard.revenuePaise === 0 &&
    dashboard.listenerEarningsCoins === 0 &&
    dashboard.paidOutPaise === 0
  );
}

/** The period's calendar days where they are counted, in the language shown: '6 Feb – 7 Mar 2025'. */
export function formatPeriodRange(from: string, to: string): string {
  return formatDateRange(new Date(from), new Date(to), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: DASHBOARD_TIME_ZONE,
  });
}

/** Admin words for session states (the catalogue's: they follow the language shown). */
export const sessionStatusLabels: Record<SessionStatus, string> = adminDashboardMessages.sessionStatus;

/** The order the breakdown lists them: how far sessions got, then the ones that never began. */
export const sessionStatusOrder: SessionStatus[] = [
  'COMPLETED',
  'REPORTED',
  'IN_PROGRESS',
  'ACCEPTED',
  'pending',
  'CANCELLED',
];
