import { formatNumber, listenerDashboardMessages as d, shellMessages, type Activity } from '@app/contract';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { keptOf } from '../earnings/earnings.service.ts';
import { balancesOf } from '../ledger/ledger.repository.ts';
import { emptyQuality, qualityOf } from '../ratings/quality.repository.ts';
import { recentSessionsOf, type SessionRow } from '../sessions/sessions.repository.ts';
import { listenerFigures } from './dashboard.repository.ts';

const UTC_MONTH = (now: Date, offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * '+25% from last month', '-10% from last month', or a neutral text (the spec colours by sign), in the
 * request's language like every text below (the contract's listenerDashboardMessages).
 */
const changeText = (current: number, previous: number) => {
  if (previous === 0) return current === 0 ? d.noChange : d.newThisMonth(current);
  const percent = round1(((current - previous) / previous) * 100);
  if (percent === 0) return d.noChange;
  return d.changeFromLastMonth(formatNumber(percent, { signDisplay: 'always', maximumFractionDigits: 1 }));
};

const activityOf = (row: { session: SessionRow; customerName: string }): Activity => {
  const s = row.session;
  const who = row.customerName;
  const base = { id: s.id, at: s.updatedAt.toISOString() };
  const { activity } = d;
  switch (s.status) {
    case 'pending':
      return {
        ...base,
        kind: 'REQUESTED',
        text: activity.requested(shellMessages.formats.mode[s.mode].toLowerCase(), who),
      };
    case 'ACCEPTED':
      return { ...base, kind: 'ACCEPTED', text: activity.accepted(who) };
    case 'IN_PROGRESS':
      return { ...base, kind: 'STARTED', text: activity.started(who) };
    case 'COMPLETED':
      return {
        ...base,
        kind: 'COMPLETED',
        text: activity.completed(s.billedMinutes, who, formatNumber(keptOf(s))),
      };
    case 'REPORTED':
      return { ...base, kind: 'REPORTED', text: activity.reported(who) };
    case 'CANCELLED':
      if (s.endReason === 'EXPIRED') return { ...base, kind: 'EXPIRED', text: activity.expired(who) };
      if (s.endReason === 'DECLINED') return { ...base, kind: 'DECLINED', text: activity.declined(who) };
      return { ...base, kind: 'CANCELLED', text: activity.cancelled(who) };
  }
};

/**
 * The listener's dashboard: sessions and earnings this month against the last (UTC months), completion
 * rate, average duration, the earnings balance, quality figures and recent activity.
 */
export const createListenerDashboardService = ({ db, clock }: { db: Db; clock: Clock }) => ({
  async listenerStats(listener: CurrentUser) {
    const now = clock.now();
    const [figures, recent, balances, quality] = await Promise.all([
      listenerFigures(db, listener.id, now, {
        monthStart: UTC_MONTH(now, 0),
        lastMonthStart: UTC_MONTH(now, -1),
      }),
      recentSessionsOf(db, listener.id, 5),
      balancesOf(db, 'LISTENER_EARNINGS', [listener.id]),
      qualityOf(db, [listener.id]),
    ]);
    return {
      data: {
        totalSessions: figures.totalSessions,
        sessionsChange: changeText(figures.thisMonthSessions, figures.lastMonthSessions),
        sessionRequests: figures.pendingRequests,
        totalEarnings: figures.totalEarnings,
        earningsChange: changeText(figures.thisMonthEarnings, figures.lastMonthEarnings),
        completionRate: figures.accepted ? round1((figures.totalSessions / figures.accepted) * 100) : 0,
        avgSessionDuration: figures.totalSessions ? round1(figures.billedMinutes / figures.totalSessions) : 0,
        currentMonthEarnings: figures.thisMonthEarnings,
        currentCoins: balances.get(listener.id) ?? 0,
        recentActivity: recent.map(activityOf),
        quality: quality.get(listener.id) ?? emptyQuality,
      },
    };
  },
});

export type ListenerDashboardService = ReturnType<typeof createListenerDashboardService>;
