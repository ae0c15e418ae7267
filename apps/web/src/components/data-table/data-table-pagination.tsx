import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { shellMessages } from '@app/contract';

export type DataTablePaginationProps = {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  rowCount: number;
  pageSizes: readonly number[];
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  disabled?: boolean;
};

/** Page numbers to show: always the first and last, the current one with a neighbour each side. */
export function pageWindow(pageIndex: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index);
  const pages = new Set([0, pageCount - 1, pageIndex - 1, pageIndex, pageIndex + 1]);
  if (pageIndex <= 3) [1, 2, 3, 4].forEach((page) => pages.add(page));
  if (pageIndex >= pageCount - 4) [5, 4, 3, 2].forEach((back) => pages.add(pageCount - back));
  const sorted = [...pages].filter((page) => page >= 0 && page < pageCount).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((page, position) => {
    const previous = sorted[position - 1];
    if (previous !== undefined && page - previous > 1) result.push('gap');
    result.push(page);
  });
  return result;
}

/** "Showing 11-20 of 43", rows per page, and numbered pages with first/previous/next/last. */
export function DataTablePagination({
  pageIndex,
  pageSize,
  pageCount,
  rowCount,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  disabled = false,
}: DataTablePaginationProps) {
  const sizeId = useId();
  const first = rowCount === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(rowCount, (pageIndex + 1) * pageSize);
  const canPrevious = pageIndex > 0 && !disabled;
  const canNext = pageIndex < pageCount - 1 && !disabled;
  return (
    <nav
      aria-label={shellMessages.table.pagination}
      className="flex flex-col-reverse gap-3 px-1 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
        <div className="flex items-center gap-2">
          <NativeSelect
            id={sizeId}
            className="w-[4.5rem]"
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
          <label htmlFor={sizeId} className="whitespace-nowrap">
            {shellMessages.table.rowsPerPage}
          </label>
        </div>
        <p aria-live="polite" className="whitespace-nowrap">
          {rowCount === 0 ? shellMessages.table.noRows : shellMessages.table.showing(first, last, rowCount)}
        </p>
      </div>
      {pageCount > 0 && (
        <div className="flex items-center gap-1 self-center sm:self-auto">
          <Button
            variant="outline"
            size="icon-sm"
            className="hidden sm:inline-flex"
            disabled={!canPrevious}
            onClick={() => onPageChange(0)}
            aria-label={shellMessages.table.firstPage}
          >
            <ChevronsLeftIcon />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            disabled={!canPrevious}
            onClick={() => onPageChange(pageIndex - 1)}
            aria-label={shellMessages.table.previousPage}
          >
            <ChevronLeftIcon />
          </Button>
          {pageWindow(pageIndex, pageCount).map((page, position) =>
            page === 'gap' ? (
              <span key={`gap-${position}`} className="px-1 text-muted-foreground" aria-hidden="true">
                …
              </span>
            ) : (
              <Button
                key={page}
                variant={page === pageIndex ? 'default' : 'outline'}
                size="icon-sm"
                className={cn('min-w-8 px-2 tabular-nums', page === pageIndex && 'pointer-events-none')}
                disabled={disabled && page !== pageIndex}
                aria-label={shellMessages.table.page(page + 1)}
                aria-current={page === pageIndex ? 'page' : undefined}
                onClick={() => onPageChange(page)}
              >
                {page + 1}
              </Button>
            ),
          )}
          <Button
            variant="outline"
            size="icon-sm"
            disabled={!canNext}
            onClick={() => onPageChange(pageIndex + 1)}
            aria-label={shellMessages.table.nextPage}
          >
            <ChevronRightIcon />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            className="hidden sm:inline-flex"
            disabled={!canNext}
            onClick={() => onPageChange(pageCount - 1)}
            aria-label={shellMessages.table.lastPage}
          >
            <ChevronsRightIcon />
          </Button>
        </div>
      )}
    </nav>
  );
}
