import type { ReactNode } from 'react';
import { StarIcon } from 'lucide-react';
import type { ListenerQuality } from '@app/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/people-format';
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

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/**
 * The listener's quality, as admins see it on their Listeners screen: how often and how fast they
 * accept, how often accepted sessions complete, how often completed ones are reported, and the stars.
 */
export function ListenerQualityCard({ quality }: { quality: ListenerQuality }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Quality</h2>
        </CardTitle>
        <CardDescription>
          {quality.requests === 0
            ? 'Your figures appear once you receive requests.'
            : `Over the ${plural(quality.requests, 'request', 'requests')} you received. Admins see the same figures.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
          <Figure
            label="Acceptance rate"
            value={formatPercent(quality.acceptanceRate)}
            hint="of requests accepted"
          />
          <Figure
            label="Time to accept"
            value={formatAcceptTime(quality.medianAcceptSeconds)}
            hint="median, request to accept"
          />
          <Figure
            label="Completion rate"
            value={formatPercent(quality.completionRate)}
            hint="of accepted sessions completed"
          />
          <Figure
            label="Report rate"
            value={formatPercent(quality.reportRate)}
            hint="of completed sessions reported"
          />
          <Figure
            // Five figures in two columns on a phone: the last takes the whole row.
            className="col-span-2 md:col-span-1"
            label="Average rating"
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
            hint={
              quality.ratingCount === 0
                ? 'no ratings yet'
                : `from ${plural(quality.ratingCount, 'rating', 'ratings')}`
            }
          />
        </dl>
      </CardContent>
    </Card>
  );
}
