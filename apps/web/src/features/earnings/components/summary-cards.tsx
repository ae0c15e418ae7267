import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { ArrowRightIcon, ClockIcon, CoinsIcon, GaugeIcon, TimerIcon, WalletIcon } from 'lucide-react';
import { earningsMessages as e, routes } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAverageRate } from '@/features/earnings/earnings-format';
import { formatMinutes } from '@/lib/people-format';
import { cn } from '@/lib/utils';

export type EarningsSummary = {
  totalMinutes: number;
  totalCoins: number;
  averageRatePerMinute: number;
  heldCoins: number;
  availableCoins: number;
};

function SummaryCard({
  icon: Icon,
  label,
  value,
  hint,
  action,
  className,
}: {
  icon: LucideIcon;
  label: string;
  value?: string;
  hint?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('gap-2 px-5 py-4', className)}>
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
      {action}
    </Card>
  );
}

/** Total time, total coins and average rate, over every row the filters match (not only this page). */
export function SummaryCards({ summary, failed }: { summary?: EarningsSummary; failed: boolean }) {
  const shown = (format: (value: EarningsSummary) => string) =>
    summary ? format(summary) : failed ? '—' : undefined;
  return (
    <section aria-label={e.summaryLabel} className="grid gap-4 sm:grid-cols-3">
      <SummaryCard icon={TimerIcon} label={e.totalTime} value={shown((s) => formatMinutes(s.totalMinutes))} />
      <SummaryCard icon={CoinsIcon} label={e.totalCoins} value={shown((s) => e.coins(s.totalCoins))} />
      <SummaryCard
        icon={GaugeIcon}
        // Issue 19: this is what the listener earned per billed minute (their share), not the customer's
        // rate the table's Rate column shows (4/min by default, of which the listener earns 2.4); so the
        // card says which rate it is rather than sitting beside the rows' figure unexplained.
        label={e.averageEarnedRate}
        value={shown((s) => formatAverageRate(s.averageRatePerMinute))}
        hint={e.averageEarnedRateHint}
      />
    </section>
  );
}

/**
 * The earnings balance now (whatever the filters): what can be withdrawn, and what is still on hold
 * because a recent session may yet be refunded. The same two figures as the Withdraw screen.
 */
export function BalanceCards({ summary, failed }: { summary?: EarningsSummary; failed: boolean }) {
  const shown = (coins: (value: EarningsSummary) => number) =>
    summary ? e.coins(coins(summary)) : failed ? '—' : undefined;
  return (
    <section aria-label={e.balanceLabel} className="grid grid-cols-2 gap-3 sm:gap-4">
      <SummaryCard
        icon={WalletIcon}
        label={e.available}
        value={shown((s) => s.availableCoins)}
        hint={e.availableHint}
        className="border-brand/25 bg-brand/5 px-4 sm:px-5 dark:bg-brand/10"
        action={
          <Button asChild variant="link" size="sm" className="h-auto w-fit p-0 has-[>svg]:px-0">
            <Link to={routes.listener.withdrawals}>
              {e.withdraw}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      <SummaryCard
        icon={ClockIcon}
        className="px-4 sm:px-5"
        label={e.onHold}
        value={shown((s) => s.heldCoins)}
        hint={e.onHoldHint}
      />
    </section>
  );
}
