import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/people-format';
import { shellMessages } from '@app/contract';

export type PagerProps = {
  page: number;
  pageSize: number;
  totalRows: number;
  onPageChange: (page: number) => void;
  /** What the rows are, for the summary: 'listeners', 'sessions'. */
  noun: string;
};

/** Previous / next with 'Showing 13-24 of 40 listeners'; hidden when everything fits on one page. */
export function Pager({ page, pageSize, totalRows, onPageChange, noun }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(totalRows / pageSize));
  if (totalRows <= pageSize && page === 1) return null;
  const first = totalRows === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(totalRows, page * pageSize);
  return (
    <nav aria-label={shellMessages.pages} className="flex items-center justify-between gap-3 pt-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shellMessages.pagerSummary(formatNumber(first), formatNumber(last), formatNumber(totalRows), noun)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeftIcon aria-hidden="true" />
          {shellMessages.previous}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pageCount}
        >
          {shellMessages.next}
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
