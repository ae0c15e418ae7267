import type { ReactNode } from 'react';
import {
  BadgeCheckIcon,
  CheckCircle2Icon,
  CircleSlashIcon,
  CoinsIcon,
  FlagIcon,
  InboxIcon,
  PlayCircleIcon,
  TimerOffIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  clientMessages,
  formatNumber,
  listenerDashboardMessages as d,
  routes,
  type Activity,
  type ListenerStats,
} from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { dashboardHomeHeaders } from '@/features/dashboard/page-headers';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { useListenerStats } from '@/features/dashboard/api/get-listener-stats';
import { ListenerQualityCard } from '@/features/dashboard/listener-quality-card';
import { changeTone, timeAgo } from '@/features/dashboard/listener-stats-format';
import { formatMinutes } from '@/lib/people-format';
import { cn } from '@/lib/utils';

const activityIcon: Record<Activity['kind'], { icon: LucideIcon; className: string }> = {
  REQUESTED: { icon: InboxIcon, className: 'bg-brand/10 text-brand' },
  ACCEPTED: { icon: BadgeCheckIcon, className: 'bg-brand/10 text-brand' },
  STARTED: { icon: PlayCircleIcon, className: 'bg-brand/10 text-brand' },
  COMPLETED: { icon: CheckCircle2Icon, className: 'bg-success/10 text-success' },
  DECLINED: { icon: CircleSlashIcon, className: 'bg-muted text-muted-foreground' },
  EXPIRED: { icon: TimerOffIcon, className: 'bg-muted text-muted-foreground' },
  CANCELLED: { icon: CircleSlashIcon, className: 'bg-muted text-muted-foreground' },
  REPORTED: { icon: FlagIcon, className: 'bg-warning/10 text-warning' },
};

function RecentActivity({ items }: { items: Activity[] }) {
  return (
    <Card className="lg:col-span-4">
      <CardHeader>
        <CardTitle>
          <h2>{d.recentActivity}</h2>
        </CardTitle>
        <CardDescription>{d.recentActivityDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{d.noActivity}</p>
        ) : (
          <ul className="grid gap-4">
            {items.map((item) => {
              const { icon: Icon, className } = activityIcon[item.kind];
              return (
                <li key={item.id} className="flex items-start gap-3">
                  <span
                    className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', className)}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="text-sm [overflow-wrap:anywhere]">{item.text}</p>
                    <time dateTime={item.at} className="text-xs text-muted-foreground">
                      {timeAgo(item.at)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function QuickStat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b py-3 last:border-b-0">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function QuickStats({ stats }: { stats: ListenerStats }) {
  return (
    <Card className="lg:col-span-3">
      <CardHeader>
        <CardTitle>
          <h2>{d.quickStats}</h2>
        </CardTitle>
        <CardDescription>{d.quickStatsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl>
          <QuickStat
            label={d.completionRate}
            value={`${formatNumber(stats.completionRate, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`}
          />
          <QuickStat
            label={d.avgSessionDuration}
            value={formatMinutes(Math.round(stats.avgSessionDuration))}
          />
          <QuickStat label={d.currentMonthEarnings} value={d.coins(stats.currentMonthEarnings)} />
          <QuickStat label={d.currentWallet} value={d.coins(stats.currentCoins)} />
        </dl>
      </CardContent>
    </Card>
  );
}

function LoadingDashboard() {
  return (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        {d.loading}
      </p>
      <div className="grid gap-4 sm:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-7" aria-hidden="true">
        <Skeleton className="h-64 rounded-xl lg:col-span-4" />
        <Skeleton className="h-64 rounded-xl lg:col-span-3" />
      </div>
    </>
  );
}

/** The listener's home: session and earnings figures, recent activity, quick stats and quality. */
export function ListenerHomePage() {
  const query = useListenerStats();
  const stats = query.data?.data;

  let content: ReactNode;
  if (stats) {
    content = (
      <>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            icon={UsersIcon}
            title={d.totalSessions}
            value={formatNumber(stats.totalSessions)}
            caption={stats.sessionsChange}
            tone={changeTone(stats.sessionsChange)}
          />
          <StatCard
            icon={InboxIcon}
            title={d.sessionRequests}
            value={formatNumber(stats.sessionRequests)}
            caption={d.pendingRequests}
            href={routes.listener.sessionRequests}
          />
          <StatCard
            icon={CoinsIcon}
            title={d.totalEarnings}
            value={d.coins(stats.totalEarnings)}
            caption={stats.earningsChange}
            tone={changeTone(stats.earningsChange)}
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-7">
          <RecentActivity items={stats.recentActivity} />
          <QuickStats stats={stats} />
        </div>
        <ListenerQualityCard quality={stats.quality} />
      </>
    );
  } else if (query.isError) {
    content = (
      <LoadErrorAlert
        title={d.errorTitle}
        message={query.error.message || clientMessages.unknownError}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else {
    content = <LoadingDashboard />;
  }

  return (
    <>
      <PageHeader {...dashboardHomeHeaders.LISTENER} />
      {content}
    </>
  );
}
