import type { LucideIcon } from 'lucide-react';
import { ClockIcon, CoinsIcon, GaugeIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAverageRate } from '@/features/earnings/earnings-format';
import { formatMinutes, formatNumber } from '@/lib/people-format';

export type EarningsSummary = { totalMinutes: number; totalCoins: number; averageRatePerMinute: number };

function SummaryCard({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value?: string;
  hint?: string;
}) {
  return (
    <Card className="gap-2 px-5 py-4">
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{label}</span>
        <Icon className="size-4" aria-hidden="true" />
      </div>
      {value === undefined ? (
        <Skeleton className="h-8 w-24" aria-hidden="true" />
      ) : (
        <p className="text-2xl font-bold tracking-tight tabular-nums">{value}</p>
      )}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </Card>
  );
}

/** Total time, total coins and average rate, over every row the filters match (not only this page). */
export function SummaryCards({ summary, failed }: { summary?: EarningsSummary; failed: boolean }) {
  const shown = (format: (value: EarningsSummary) => string) =>
    summary ? format(summary) : failed ? '—' : undefined;
  return (
    <section aria-label="Earnings summary" className="grid gap-4 sm:grid-cols-3">
      <SummaryCard icon={ClockIcon} label="Total Time" value={shown((s) => formatMinutes(s.totalMinutes))} />
      <SummaryCard
        icon={CoinsIcon}
        label="Total Coins"
        value={shown((s) => `${formatNumber(s.totalCoins)} coins`)}
      />
      <SummaryCard
        icon={GaugeIcon}
        label="Average Rate"
        value={shown((s) => formatAverageRate(s.averageRatePerMinute))}
        // Earned per billed minute (the listener's share), not the customer's rate in the table.
        hint="Coins you earned per minute"
      />
    </section>
  );
}
