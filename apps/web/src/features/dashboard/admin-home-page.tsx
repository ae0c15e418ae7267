import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  BanknoteIcon,
  ChartNoAxesColumnIcon,
  ClipboardCheckIcon,
  CoinsIcon,
  HandCoinsIcon,
  HeadphonesIcon,
  IndianRupeeIcon,
  TimerIcon,
  WalletIcon,
} from 'lucide-react';
import {
  DASHBOARD_PERIODS,
  formatNumber as formatNumberIn,
  formatRupees,
  adminDashboardMessages,
  clientMessages,
  listenerDashboardMessages,
  routes,
  SESSION_MODES,
  type AdminDashboard,
  type DashboardPeriod,
} from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { dashboardHomeHeaders } from '@/features/dashboard/page-headers';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { adminNavigation } from '@/config/navigation';
import { useAdminDashboard } from '@/features/dashboard/api/get-admin-dashboard';
import {
  formatPeriodRange,
  isQuietPeriod,
  periodFromParam,
  sessionStatusLabels,
  sessionStatusOrder,
  sumOf,
} from '@/features/dashboard/admin-dashboard-format';
import { formatNumber, modeLabels } from '@/lib/people-format';
import { cn } from '@/lib/utils';

// recharts only arrives when there is something to draw and its place is in sight (ChartsWhenInSight):
// its own chunk (125 KB gzipped), after the figures. (React.lazy itself: lazyNamed is for pages, which
// take no props.)
const AdminDashboardCharts = lazy(async () => ({
  default: (await import('@/features/dashboard/admin-dashboard-charts')).AdminDashboardCharts,
}));

const PERIOD_PARAM = 'days';
const LONGEST_PERIOD = DASHBOARD_PERIODS[DASHBOARD_PERIODS.length - 1]!;
// Up to five narrow cards in a row, or two on a phone; their titles sit under the sections' headings.
const cardLook = { size: 'compact', headingLevel: 3 } as const;
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

function PeriodSwitcher({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (days: DashboardPeriod) => void;
}) {
  return (
    <div
      role="group"
      aria-label={adminDashboardMessages.period}
      className="inline-flex w-fit rounded-lg border bg-muted p-0.5"
    >
      {DASHBOARD_PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={days === value}
          onClick={() => onChange(days)}
          className="rounded-md px-3 py-1 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
        >
          {adminDashboardMessages.periodDays(days)}
        </button>
      ))}
    </div>
  );
}

/** What waits for an admin now: the same whatever the period. */
function NowCards({ dashboard }: { dashboard: AdminDashboard }) {
  const { pendingWithdrawals } = dashboard;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 [&>:first-child]:max-sm:col-span-2">
      <StatCard
        {...cardLook}
        icon={HeadphonesIcon}
        title={adminDashboardMessages.listenersOnline}
        value={formatNumber(dashboard.listenersOnline)}
        caption={adminDashboardMessages.listenersOnlineCaption}
      />
      <StatCard
        {...cardLook}
        icon={ClipboardCheckIcon}
        title={adminDashboardMessages.pendingApplications}
        value={formatNumber(dashboard.pendingApplications)}
        caption={adminDashboardMessages.pendingApplicationsCaption}
        href={routes.admin.applications}
      />
      <StatCard
        {...cardLook}
        icon={BanknoteIcon}
        title={adminDashboardMessages.pendingWithdrawals}
        value={formatNumber(pendingWithdrawals.count)}
        caption={adminDashboardMessages.pendingWithdrawalsCaption(
          formatRupees(pendingWithdrawals.amountPaise),
        )}
        href={routes.admin.withdrawalRequests}
      />
    </div>
  );
}

function PeriodCards({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5 [&>:last-child]:max-lg:col-span-2">
      <StatCard
        {...cardLook}
        icon={IndianRupeeIcon}
        title={adminDashboardMessages.revenue}
        value={formatRupees(dashboard.revenuePaise)}
        caption={adminDashboardMessages.revenueCaption(formatNumber(dashboard.revenueCoins))}
      />
      <StatCard
        {...cardLook}
        icon={CoinsIcon}
        title={adminDashboardMessages.coinsSold}
        value={formatNumber(dashboard.coinsSold)}
        caption={adminDashboardMessages.coinsSoldCaption(formatRupees(dashboard.paidInPaise))}
      />
      <StatCard
        {...cardLook}
        icon={HandCoinsIcon}
        title={adminDashboardMessages.listenerEarnings}
        value={formatRupees(dashboard.listenerEarningsPaise)}
        caption={adminDashboardMessages.listenerEarningsCaption(
          formatNumber(dashboard.listenerEarningsCoins),
        )}
      />
      <StatCard
        {...cardLook}
        icon={WalletIcon}
        title={adminDashboardMessages.paidOut}
        value={formatRupees(dashboard.paidOutPaise)}
        caption={adminDashboardMessages.paidOutCaption}
      />
      <StatCard
        {...cardLook}
        icon={TimerIcon}
        title={adminDashboardMessages.averageSession}
        value={adminDashboardMessages.averageSessionValue(
          formatNumberIn(dashboard.averageSessionMinutes, ONE_DECIMAL),
        )}
        caption={adminDashboardMessages.averageSessionCaption}
      />
    </div>
  );
}

function BarList({ title, rows }: { title: string; rows: { key: string; label: string; count: number }[] }) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className="grid content-start gap-2">
      <h4 className="text-sm font-medium text-muted-foreground">{title}</h4>
      <ul className="grid gap-2">
        {rows.map((row) => {
          const share = total > 0 ? row.count / total : 0;
          return (
            <li key={row.key} className="grid gap-1" data-testid={`sessions-${row.key}`}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span>{row.label}</span>
                <span className="tabular-nums">
                  <span className="font-semibold">{formatNumber(row.count)}</span>
                  <span className="ml-2 inline-block w-10 text-right text-xs text-muted-foreground">
                    {row.count > 0 && share < 0.01 ? '<1%' : `${Math.round(share * 100)}%`}
                  </span>
                </span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full rounded-full bg-brand" style={{ width: `${share * 100}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function SessionsBreakdown({ dashboard }: { dashboard: AdminDashboard }) {
  const total = sumOf(dashboard.sessionsByStatus);
  return (
    <Card className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>
          <h3>{adminDashboardMessages.sessions}</h3>
        </CardTitle>
        <CardDescription>{adminDashboardMessages.sessionsDescription(formatNumber(total))}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 px-4 sm:px-6 md:grid-cols-2 md:gap-10">
        <BarList
          title={adminDashboardMessages.byState}
          rows={sessionStatusOrder.map((status) => ({
            key: status,
            label: sessionStatusLabels[status],
            count: dashboard.sessionsByStatus[status] ?? 0,
          }))}
        />
        <BarList
          title={adminDashboardMessages.byMode}
          rows={SESSION_MODES.map((mode) => ({
            key: mode,
            label: modeLabels[mode],
            count: dashboard.sessionsByMode[mode] ?? 0,
          }))}
        />
      </CardContent>
    </Card>
  );
}

function ChartsSkeleton() {
  return (
    <div className="grid gap-4 xl:grid-cols-2" aria-hidden="true">
      <Skeleton className="h-80 rounded-xl" />
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}

/**
 * The charts once their place comes into the viewport: on a phone they sit below the
 * figures, and recharts (download, then a few hundred ms of work on a slow phone) would otherwise
 * hold up the first screen. Until then, and while their code loads, the skeleton keeps their room.
 */
function ChartsWhenInSight({ dashboard }: { dashboard: AdminDashboard }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [inSight, setInSight] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (inSight || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInSight(true);
      },
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inSight]);
  if (!inSight) {
    return (
      <div ref={placeholder}>
        <ChartsSkeleton />
      </div>
    );
  }
  return (
    <Suspense fallback={<ChartsSkeleton />}>
      <AdminDashboardCharts dashboard={dashboard} />
    </Suspense>
  );
}

function LoadingDashboard() {
  return (
    <>
      <p role="status" className="sr-only">
        {listenerDashboardMessages.loading}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" aria-hidden="true">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className="h-26 rounded-xl first:max-sm:col-span-2" />
        ))}
      </div>
      <div className="grid gap-4" aria-hidden="true">
        <Skeleton className="h-7 w-48" />
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
          {[0, 1, 2, 3, 4].map((card) => (
            <Skeleton key={card} className="h-26 rounded-xl last:max-lg:col-span-2" />
          ))}
        </div>
      </div>
      <ChartsSkeleton />
    </>
  );
}

/** By the sidebar entry's key; both follow the language shown. */
const sectionPurposes: Record<string, string> = adminDashboardMessages.sectionPurposes;

/** One link per area of the console, so each task stays one click away (the sidebar hides on a phone). */
function ConsoleAreas() {
  const sections = adminNavigation
    .flatMap((group) => group.items)
    .filter((item) => item.key in sectionPurposes);
  return (
    <section aria-labelledby="console-areas" className="grid gap-3">
      <h2 id="console-areas" className="text-lg font-semibold tracking-tight">
        {adminDashboardMessages.manage}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => (
          <li key={section.url}>
            <Link
              to={section.url}
              className="group flex h-full items-start gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm transition-colors outline-none hover:border-foreground/20 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
                <section.icon className="size-4" aria-hidden="true" />
              </span>
              <span className="grid flex-1 gap-0.5">
                <span className="text-sm font-semibold">{section.title}</span>
                <span className="text-xs text-muted-foreground">{sectionPurposes[section.key]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Admin home: what waits for an admin now (listeners online, pending applications and withdrawals),
 * then the marketplace over the chosen period (`?days=7|30|90`): money, sessions, and both per day.
 */
export function AdminHomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const days = periodFromParam(searchParams.get(PERIOD_PARAM));
  const query = useAdminDashboard(days);
  const dashboard = query.data?.data;
  // The figures of the previous period stay while the chosen one loads.
  const isSwitching = query.isPlaceholderData;

  const choosePeriod = (next: DashboardPeriod) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(PERIOD_PARAM, String(next));
        return params;
      },
      { replace: true },
    );

  let content: ReactNode;
  if (dashboard) {
    const isQuiet = isQuietPeriod(dashboard);
    content = (
      <>
        <section aria-labelledby="now-heading" className="grid gap-3">
          <h2 id="now-heading" className="sr-only">
            {adminDashboardMessages.rightNow}
          </h2>
          <NowCards dashboard={dashboard} />
        </section>
        <section
          aria-labelledby="period-heading"
          aria-busy={isSwitching}
          className={cn('grid gap-4 transition-opacity', isSwitching && 'opacity-60')}
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="space-y-0.5">
              <h2 id="period-heading" className="text-lg font-semibold tracking-tight">
                {adminDashboardMessages.lastDays(days)}
              </h2>
              <p className="text-sm text-muted-foreground">
                {adminDashboardMessages.periodRange(formatPeriodRange(dashboard.from, dashboard.to))}
              </p>
            </div>
            <PeriodSwitcher value={days} onChange={choosePeriod} />
          </div>
          {isQuiet ? (
            <EmptyState
              icon={ChartNoAxesColumnIcon}
              title={adminDashboardMessages.noActivity}
              description={adminDashboardMessages.noActivityDescription}
              action={
                days !== LONGEST_PERIOD && (
                  <Button variant="outline" size="sm" onClick={() => choosePeriod(LONGEST_PERIOD)}>
                    {adminDashboardMessages.showLastDays(LONGEST_PERIOD)}
                  </Button>
                )
              }
            />
          ) : (
            <>
              <PeriodCards dashboard={dashboard} />
              <ChartsWhenInSight dashboard={dashboard} />
              <SessionsBreakdown dashboard={dashboard} />
            </>
          )}
        </section>
      </>
    );
  } else if (query.isError) {
    content = (
      <LoadErrorAlert
        title={adminDashboardMessages.loadFailed}
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
      <PageHeader {...dashboardHomeHeaders.ADMIN} />
      {content}
      <ConsoleAreas />
    </>
  );
}
