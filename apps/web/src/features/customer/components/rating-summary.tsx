import { StarIcon } from 'lucide-react';
import { customerScreensMessages as m, formatNumber, type PublicListener } from '@app/contract';
import { formatRating } from '@/lib/quality-format';
import { cn } from '@/lib/utils';

/** '★ 4.6 (9)': customers' average stars and how many rated; 'New' before the first rating. */
export function RatingSummary({
  listener,
  className,
}: {
  listener: Pick<PublicListener, 'ratingAverage' | 'ratingCount'>;
  className?: string;
}) {
  const { ratingAverage: average, ratingCount: count } = listener;
  if (average === null || count === 0) {
    return (
      <span
        className={cn('inline-flex items-center gap-1 text-xs font-medium text-muted-foreground', className)}
      >
        <StarIcon className="size-3.5" aria-hidden="true" />
        {m.ratingNew}
        <span className="sr-only">{m.ratingNone}</span>
      </span>
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-medium tabular-nums', className)}>
      <StarIcon className="size-3.5 fill-warning text-warning" aria-hidden="true" />
      <span aria-hidden="true">
        {formatRating(average)} <span className="text-muted-foreground">({formatNumber(count)})</span>
      </span>
      <span className="sr-only">{m.ratedBy(formatRating(average), count)}</span>
    </span>
  );
}
