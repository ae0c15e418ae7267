// The admin dashboard's two charts per day. Loaded lazily by admin-home-page.tsx: recharts is the
// largest library of the console and only this screen draws charts.
import { useId, type ReactNode } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import {
  adminDashboardMessages,
  formatDateTime,
  formatNumber,
  formatRupees,
  type AdminDashboard,
  type DashboardDay,
} from '@app/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@/components/ui/chart';

// The daily dates are calendar days (YYYY-MM-DD) of DASHBOARD_TIME_ZONE: read and shown as such, in
// UTC, so the viewer's own time zone never moves them to the day before. All in the language shown.
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** '6 Mar' */
const formatShortDay = (date: string): string =>
  formatDateTime(dayOf(date), { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** 'Thu, 6 Mar 2025' */
const formatLongDay = (date: string): string =>
  formatDateTime(dayOf(date), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Axis ticks: whole rupees, short, the Indian way ('₹1.2L'); exact amounts are in the tooltip and the table. */
const formatCompactRupees = (paise: number): string =>
  `₹${formatNumber(paise / 100, { notation: 'compact', maximumFractionDigits: 1 })}`;

// The series' names are read when drawn, so they follow the language shown.
const revenueConfig = (): ChartConfig => ({
  revenuePaise: { label: adminDashboardMessages.revenue, color: 'var(--brand)' },
});

// One bar per day: requested in a pale tint of the brand, and the completed part of it drawn over it
// in the full colour (told apart by lightness, not hue alone), so even 90 days stay readable.
const sessionsConfig = (): ChartConfig => ({
  sessions: {
    label: adminDashboardMessages.requested,
    theme: { light: 'oklch(0.82 0.06 186)', dark: 'oklch(0.43 0.07 186)' },
  },
  completedSessions: { label: adminDashboardMessages.completed, color: 'var(--brand)' },
});

const xAxis = (
  <XAxis
    dataKey="date"
    tickLine={false}
    axisLine={false}
    tickMargin={8}
    minTickGap={24}
    tickFormatter={formatShortDay}
  />
);

/** The day with the largest `value`; the earliest of equals. */
const bestDay = (daily: DashboardDay[], value: (day: DashboardDay) => number) =>
  daily.reduce<DashboardDay | undefined>(
    (best, day) => (best === undefined || value(day) > value(best) ? day : best),
    undefined,
  );

function ChartCard({
  title,
  description,
  children,
  columns,
  rows,
}: {
  title: string;
  description: string;
  children: ReactNode;
  /** The figures of the chart as a table, for whoever cannot see or point at it. */
  columns: string[];
  rows: { key: string; cells: string[] }[];
}) {
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>
          <h3>{title}</h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-2 sm:px-6">
        {children}
        <details className="group text-sm">
          <summary className="ml-2 w-fit sm:ml-0 cursor-pointer rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
            {adminDashboardMessages.figuresPerDay}
          </summary>
          <div className="mt-2 max-h-64 overflow-y-auto rounded-md border">
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-muted">
                <tr>
                  {columns.map((column, index) => (
                    <th
                      key={column}
                      scope="col"
                      className={
                        index === 0
                          ? 'px-3 py-1.5 text-left font-medium'
                          : 'px-3 py-1.5 text-right font-medium'
                      }
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-t">
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className="px-3 py-1 text-left font-normal">
                          {cell}
                        </th>
                      ) : (
                        <td key={index} className="px-3 py-1 text-right tabular-nums">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

function RevenueChart({ dashboard }: { dashboard: AdminDashboard }) {
  const gradientId = `revenue-fill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const best = bestDay(dashboard.daily, (day) => day.revenuePaise);
  const summary =
    dashboard.revenuePaise > 0 && best
      ? adminDashboardMessages.revenuePerDaySummary(
          dashboard.days,
          formatRupees(dashboard.revenuePaise),
          formatLongDay(best.date),
          formatRupees(best.revenuePaise),
        )
      : adminDashboardMessages.revenuePerDayNone(dashboard.days);
  return (
    <ChartCard
      title={adminDashboardMessages.revenuePerDay}
      description={adminDashboardMessages.revenuePerDayDescription(formatRupees(dashboard.revenuePaise))}
      columns={[adminDashboardMessages.day, adminDashboardMessages.revenue]}
      rows={dashboard.daily.map((day) => ({
        key: day.date,
        cells: [formatLongDay(day.date), formatRupees(day.revenuePaise)],
      }))}
    >
      <ChartContainer config={revenueConfig()} className="h-56 w-full" role="img" aria-label={summary}>
        <AreaChart data={dashboard.daily} accessibilityLayer={false} margin={{ top: 8, right: 8 }}>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="5%" stopColor="var(--color-revenuePaise)" stopOpacity={0.35} />
              <stop offset="95%" stopColor="var(--color-revenuePaise)" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} />
          {xAxis}
          <YAxis
            tickLine={false}
            axisLine={false}
            width={52}
            allowDecimals={false}
            tickFormatter={formatCompactRupees}
          />
          <ChartTooltip
            content={<ChartTooltipContent labelFormatter={formatLongDay} valueFormatter={formatRupees} />}
          />
          <Area
            dataKey="revenuePaise"
            type="monotone"
            stroke="var(--color-revenuePaise)"
            strokeWidth={2}
            fill={`url(#${gradientId})`}
            isAnimationActive={false}
          />
        </AreaChart>
      </ChartContainer>
    </ChartCard>
  );
}

function SessionsChart({ dashboard }: { dashboard: AdminDashboard }) {
  const requested = dashboard.daily.reduce((sum, day) => sum + day.sessions, 0);
  const completed = dashboard.daily.reduce((sum, day) => sum + day.completedSessions, 0);
  const busiest = bestDay(dashboard.daily, (day) => day.sessions);
  const summary =
    requested > 0 && busiest
      ? adminDashboardMessages.sessionsPerDaySummary(
          dashboard.days,
          formatNumber(requested),
          formatNumber(completed),
          formatLongDay(busiest.date),
          formatNumber(busiest.sessions),
        )
      : adminDashboardMessages.sessionsPerDayNone(dashboard.days);
  return (
    <ChartCard
      title={adminDashboardMessages.sessionsPerDay}
      description={adminDashboardMessages.sessionsPerDayDescription(
        formatNumber(requested),
        formatNumber(completed),
      )}
      columns={[
        adminDashboardMessages.day,
        adminDashboardMessages.requested,
        adminDashboardMessages.completed,
      ]}
      rows={dashboard.daily.map((day) => ({
        key: day.date,
        cells: [formatLongDay(day.date), formatNumber(day.sessions), formatNumber(day.completedSessions)],
      }))}
    >
      <ChartContainer config={sessionsConfig()} className="h-56 w-full" role="img" aria-label={summary}>
        <BarChart data={dashboard.daily} accessibilityLayer={false} margin={{ top: 8, right: 8 }}>
          <CartesianGrid vertical={false} />
          {xAxis}
          {/* A second, hidden axis over the same days puts the completed bar on the requested one. */}
          <XAxis dataKey="date" xAxisId="completed" hide />
          <YAxis tickLine={false} axisLine={false} width={32} allowDecimals={false} />
          <ChartTooltip content={<ChartTooltipContent labelFormatter={formatLongDay} />} />
          <ChartLegend content={<ChartLegendContent />} />
          <Bar
            dataKey="sessions"
            fill="var(--color-sessions)"
            radius={[3, 3, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
          <Bar
            dataKey="completedSessions"
            xAxisId="completed"
            fill="var(--color-completedSessions)"
            radius={[3, 3, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartContainer>
    </ChartCard>
  );
}

/** Revenue and sessions per day of the period, each with a summary and a table of its figures. */
export function AdminDashboardCharts({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <RevenueChart dashboard={dashboard} />
      <SessionsChart dashboard={dashboard} />
    </div>
  );
}
