import type { ReactNode } from 'react';
import { StarIcon } from 'lucide-react';
import { listenerDashboardMessages as d, type ListenerQuality } from '@app/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatAcceptTime, formatPercent, formatRating } from '@/lib/quality-format';
import { cn } from '@/lib/utils';

function Figure({
  label,
  value,
  hint,
  className,
}: {
  label: string;
  value: ReactNode;
  hint: string;
  className?: string;
}) {
  return (
    <div className={cn('grid content-start gap-0.5 rounded-lg bg-muted/60 p-3', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tracking-tight tabular-nums">{value}</dd>
      <dd className="text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

/**
 * The listener's quality, as admins see it on their Listeners screen: how often and how fast they
 * accept, how often accepted sessions complete, how often completed ones are reported, and the stars.
 */
export function ListenerQualityCard({ quality }: { quality: ListenerQuality }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{d.quality}</h2>
        </CardTitle>
        <CardDescription>
          {quality.requests === 0 ? d.qualityEmpty : d.qualityOver(quality.requests)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
          <Figure
            label={d.acceptanceRate}
            value={formatPercent(quality.acceptanceRate)}
            hint={d.acceptanceRateHint}
          />
          <Figure
            label={d.timeToAccept}
            value={formatAcceptTime(quality.medianAcceptSeconds)}
            hint={d.timeToAcceptHint}
          />
          <Figure
            label={d.qualityCompletionRate}
            value={formatPercent(quality.completionRate)}
            hint={d.qualityCompletionRateHint}
          />
          <Figure label={d.reportRate} value={formatPercent(quality.reportRate)} hint={d.reportRateHint} />
          <Figure
            // Five figures in two columns on a phone: the last takes the whole row.
            className="col-span-2 md:col-span-1"
            label={d.averageRating}
            value={
              quality.averageRating === null ? (
                '—'
              ) : (
                <span className="inline-flex items-center gap-1">
                  <StarIcon className="size-4 fill-warning text-warning" aria-hidden="true" />
                  {formatRating(quality.averageRating)}
                </span>
              )
            }
            hint={quality.ratingCount === 0 ? d.noRatings : d.fromRatings(quality.ratingCount)}
          />
        </dl>
      </CardContent>
    </Card>
  );
}
