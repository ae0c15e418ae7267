import {
  DASHBOARD_TIME_ZONE,
  SESSION_MODES,
  SESSION_STATUSES,
  type AdminDashboard,
  type DashboardDay,
  type DashboardPeriod,
  type SessionMode,
  type SessionStatus,
} from '@app/contract';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { DAY_MS } from '../../lib/durations.ts';
import { countListenersOnline } from '../directory/directory.repository.ts';
import { presenceCutoff } from '../presence/presence-rules.ts';
import { openWithdrawalTotals } from '../withdrawals/withdrawals.repository.ts';
import {
  countPendingApplications,
  foldDashboardChanges,
  moneyByDay,
  sessionsByDay,
} from './dashboard.repository.ts';
import { startPeriodicJob } from '../../lib/periodic-job.ts';

const COMPLETED: readonly SessionStatus[] = ['COMPLETED', 'REPORTED'];

/** YYYY-MM-DD and the UTC offset (ms) of `at` in `timeZone`. */
const zonedDay = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wallClock = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return {
    midnightUtc: Date.UTC(parts.year, parts.month - 1, parts.day),
    offsetMs: wallClock - (at.getTime() - at.getMilliseconds()),
  };
};

/**
 * The period's days in DASHBOARD_TIME_ZONE, oldest first, and the moment the first one began. The
 * zone's offset is taken from today (India keeps one offset all year).
 */
export const periodDays = (now: Date, days: number, timeZone = DASHBOARD_TIME_ZONE) => {
  const today = zonedDay(now, timeZone);
  const first = today.midnightUtc - (days - 1) * DAY_MS;
  return {
    from: new Date(first - today.offsetMs),
    days: Array.from({ length: days }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10)),
  };
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** The admin's view of the marketplace: money and sessions over a period, and what waits now. */
export const createDashboardService = ({
  db,
  clock,
  coinValuePaise,
}: {
  db: Db;
  clock: Clock;
  coinValuePaise: number;
}) => ({
  async get(days: DashboardPeriod): Promise<{ data: AdminDashboard }> {
    const now = clock.now();
    const period = periodDays(now, days);
    const firstDay = period.days[0] ?? '';
    const [money, sessionRows, online, applications, openWithdrawals] = await Promise.all([
      moneyByDay(db, firstDay),
      sessionsByDay(db, firstDay),
      countListenersOnline(db, presenceCutoff(now)),
      countPendingApplications(db),
      openWithdrawalTotals(db),
    ]);

    const daily = new Map<string, DashboardDay>(
      period.days.map((date) => [date, { date, revenuePaise: 0, sessions: 0, completedSessions: 0 }]),
    );
    let revenueCoins = 0;
    let earningsCoins = 0;
    const bought = { coins: 0, paise: 0 };
    let paidOut = 0;
    for (const row of money) {
      revenueCoins += row.revenue;
      earningsCoins += row.earnings;
      bought.coins += row.coinsSold;
      bought.paise += row.paidInPaise;
      paidOut += row.paidOutPaise;
      const day = daily.get(row.day);
      if (day) day.revenuePaise += row.revenue * coinValuePaise;
    }
    const byStatus = zeroes<SessionStatus>(SESSION_STATUSES);
    const byMode = zeroes<SessionMode>(SESSION_MODES);
    let completed = 0;
    let completedMinutes = 0;
    for (const row of sessionRows) {
      byStatus[row.status] += row.count;
      byMode[row.mode] += row.count;
      const day = daily.get(row.day);
      if (day) day.sessions += row.count;
      if (COMPLETED.includes(row.status)) {
        completed += row.count;
        completedMinutes += row.minutes;
        if (day) day.completedSessions += row.count;
      }
    }

    return {
      data: {
        days,
        from: period.from.toISOString(),
        to: now.toISOString(),
        coinValuePaise,
        revenueCoins,
        revenuePaise: revenueCoins * coinValuePaise,
        coinsSold: bought.coins,
        paidInPaise: bought.paise,
        listenerEarningsCoins: earningsCoins,
        listenerEarningsPaise: earningsCoins * coinValuePaise,
        paidOutPaise: paidOut,
        sessionsByStatus: byStatus,
        sessionsByMode: byMode,
        averageSessionMinutes: completed ? round1(completedMinutes / completed) : 0,
        listenersOnline: online,
        pendingApplications: applications,
        pendingWithdrawals: openWithdrawals,
        daily: [...daily.values()],
      },
    };
  },

  /**
   * Moves the rollups' change rows into their daily rows (the app runs it every few seconds, any
   * process may). Readings are right without it; it keeps what they add up small.
   */
  foldChanges: () => db.transaction((tx) => foldDashboardChanges(tx)),
});

export type DashboardService = ReturnType<typeof createDashboardService>;

/**
 * Folds the rollups' changes at once (start-up seeding, a backlog a stopped process left) and then every
 * `intervalMs` in this process, never two at a time here (the advisory lock keeps other processes' folds
 * apart). Returns the stop call.
 */
export const startDashboardFold = (
  dashboard: DashboardService,
  intervalMs: number,
  log: { error: (object: unknown, message: string) => void },
) =>
  startPeriodicJob(() => dashboard.foldChanges(), {
    intervalMs,
    log,
    failure: 'dashboard rollup fold failed',
    runAtStart: true,
  });
