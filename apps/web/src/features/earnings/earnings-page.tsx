import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { CoinsIcon, SearchXIcon } from 'lucide-react';
import {
  EARNINGS_DEFAULT_PAGE_SIZE,
  EARNINGS_SORT_FIELDS,
  earningsMessages,
  formatNumber,
  LISTENER_PAGE_SIZES,
  type EarningRecord,
} from '@app/contract';
import { DataTable } from '@/components/data-table/data-table';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { DataTableFacetedFilter } from '@/components/data-table/data-table-faceted-filter';
import { SortHeader, type SortState } from '@/components/data-table/sort-header';
import { useSortSearchParams } from '@/components/data-table/use-sort-search-params';
import { useTableSearchParams } from '@/components/data-table/use-table-search-params';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useEarnings, type EarningsSortField } from '@/features/earnings/api/get-earnings';
import { BalanceCards, SummaryCards } from '@/features/earnings/components/summary-cards';
import {
  formatDay,
  hasValidCompletion,
  monthOptions,
  yearOptions,
} from '@/features/earnings/earnings-format';
import { formatMinutes } from '@/lib/people-format';

const e = earningsMessages;

const DEFAULT_SORT: SortState<EarningsSortField> = { field: 'completedAt', order: 'desc' };

/** A filter value from the URL that is one of the options, else "All". */
const pick = (value: string | undefined, options: readonly { value: string }[]) =>
  options.some((option) => option.value === value) ? Number(value) : undefined;

/** A row the table shows: one with a valid completion date (the others are dropped). */
type EarningRow = EarningRecord & { completedAt: string };
type Selection = ReadonlyMap<string, EarningRow>;

type ColumnOptions = {
  sort: SortState<EarningsSortField>;
  onSort: (next: SortState<EarningsSortField>) => void;
  rows: EarningRow[];
  selection: Selection;
  toggle: (rows: EarningRow[], selected: boolean) => void;
};

function columns({ sort, onSort, rows, selection, toggle }: ColumnOptions): ColumnDef<EarningRow>[] {
  const selectedOnPage = rows.filter((row) => selection.has(row.id)).length;
  const sortable = (label: string, field: EarningsSortField, align?: 'right') => () => (
    <SortHeader label={label} field={field} sort={sort} onSort={onSort} align={align} />
  );
  return [
    {
      id: 'select',
      enableHiding: false,
      header: () => (
        <Checkbox
          aria-label={e.selectAllRows}
          disabled={rows.length === 0}
          checked={
            rows.length > 0 && selectedOnPage === rows.length
              ? true
              : selectedOnPage > 0
                ? 'indeterminate'
                : false
          }
          onCheckedChange={(checked) => toggle(rows, checked === true)}
          className="translate-y-0.5"
        />
      ),
      meta: { className: 'w-10', skeletonClassName: 'w-4' },
      cell: ({ row }) => (
        <Checkbox
          aria-label={e.selectSession(row.original.id.slice(0, 8))}
          checked={selection.has(row.original.id)}
          onCheckedChange={(checked) => toggle([row.original], checked === true)}
          className="translate-y-0.5"
        />
      ),
    },
    {
      id: 'id',
      header: e.columns.sessionId,
      // The spec: the session id cannot be hidden.
      enableHiding: false,
      meta: { label: e.columns.sessionId, className: 'w-24', skeletonClassName: 'w-16' },
      cell: ({ row }) => (
        <span className="font-mono text-xs" title={row.original.id}>
          <span aria-hidden="true">{row.original.id.slice(0, 8)}</span>
          <span className="sr-only">{row.original.id}</span>
        </span>
      ),
    },
    {
      id: 'customer',
      header: e.columns.customer,
      // Takes the room left over and gives it up first on a phone, so the coins stay in view.
      meta: { label: e.columns.customer, grow: true, className: 'min-w-16', skeletonClassName: 'w-24' },
      cell: ({ row }) => (
        <TruncatedText text={row.original.customer.name || e.customerFallback} className="font-medium" />
      ),
    },
    {
      id: 'duration',
      header: sortable(e.columns.duration, 'timeInMinutes', 'right'),
      meta: {
        priority: 3,
        label: e.columns.duration,
        className: 'text-right',
        skeletonClassName: 'ml-auto w-12',
      },
      cell: ({ row }) => <span className="tabular-nums">{formatMinutes(row.original.timeInMinutes)}</span>,
    },
    {
      id: 'coinsEarned',
      header: sortable(e.columns.coinsEarned, 'coinsEarned', 'right'),
      meta: { label: e.columns.coinsEarned, className: 'text-right', skeletonClassName: 'ml-auto w-12' },
      cell: ({ row }) => {
        const { coinsEarned, refundedCoins } = row.original;
        return (
          <span className="flex flex-col items-end">
            <span className="font-medium tabular-nums">{formatNumber(coinsEarned)}</span>
            {refundedCoins > 0 && (
              <span className="text-xs text-muted-foreground tabular-nums">{e.refunded(refundedCoins)}</span>
            )}
          </span>
        );
      },
    },
    {
      id: 'rate',
      header: sortable(e.columns.rate, 'coinsPerMinute', 'right'),
      meta: {
        priority: 2,
        label: e.columns.rate,
        className: 'text-right',
        skeletonClassName: 'ml-auto w-12',
      },
      cell: ({ row }) => (
        <span className="tabular-nums">{e.perMinute(formatNumber(row.original.coinsPerMinute))}</span>
      ),
    },
    {
      id: 'date',
      header: sortable(e.columns.date, 'completedAt'),
      meta: { priority: 1, label: e.columns.date, skeletonClassName: 'w-24' },
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDay(row.original.completedAt)}</span>,
    },
  ];
}

/** Earnings: what the listener earned, filtered by month and year, sorted and paged by the server. */
export function EarningsPage() {
  const { pagination, setPagination, getFilter, setFilter } = useTableSearchParams({
    pageSizes: LISTENER_PAGE_SIZES,
    defaultPageSize: EARNINGS_DEFAULT_PAGE_SIZE,
  });
  const years = useMemo(() => yearOptions(), []);
  const months = monthOptions();
  const month = pick(getFilter('month'), months);
  const year = pick(getFilter('year'), years);
  const { sort: sortParam, setSort: onSort } = useSortSearchParams(EARNINGS_SORT_FIELDS, DEFAULT_SORT);
  const sort = sortParam ?? DEFAULT_SORT;

  const query = useEarnings({
    pagenumber: pagination.pageIndex + 1,
    pagesize: pagination.pageSize,
    month,
    year,
    sortBy: sort.field,
    sortOrder: sort.order,
  });
  const answer = query.data?.data;
  const rows = useMemo(() => answer?.sessions.filter(hasValidCompletion), [answer]);
  const total = answer?.totalRows;

  const [selection, setSelection] = useState<Selection>(new Map());
  // Only rows the table shows can be selected: when a filter, a page or a refresh changes the rows,
  // a selected row that is no longer shown leaves the selection ("1 of 3 selected" with nothing shown).
  const [shownRows, setShownRows] = useState(rows);
  if (rows !== shownRows) {
    setShownRows(rows);
    if (rows) {
      const shown = new Set(rows.map((row) => row.id));
      if ([...selection.keys()].some((id) => !shown.has(id))) {
        setSelection(new Map([...selection].filter(([id]) => shown.has(id))));
      }
    }
  }
  const toggle = useCallback((changed: EarningRow[], selected: boolean) => {
    setSelection((current) => {
      const next = new Map(current);
      for (const row of changed) {
        if (selected) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  }, []);
  // Several URL parameters in one navigation (two setFilter calls in a row would keep only the last).
  const [, setSearchParams] = useSearchParams();
  const setParams = useCallback(
    (changes: Record<string, string | undefined>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const tableColumns = useMemo(
    () => columns({ sort, onSort, rows: rows ?? [], selection, toggle }),
    [sort, onSort, rows, selection, toggle],
  );

  const filtered = month !== undefined || year !== undefined;
  const selected = [...selection.values()];
  const selectedCoins = selected.reduce((sum, row) => sum + row.coinsEarned, 0);
  const selectedMinutes = selected.reduce((sum, row) => sum + row.timeInMinutes, 0);

  return (
    <>
      <PageHeader title={e.title} description={e.description} />
      <BalanceCards summary={answer?.summary} failed={query.isError && !answer} />
      <SummaryCards summary={answer?.summary} failed={query.isError && !answer} />
      <section aria-labelledby="earning-sessions-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="earning-sessions-heading" className="text-lg font-semibold">
            {e.sessionsHeading}
            {total !== undefined && (
              <span className="ml-2 text-muted-foreground tabular-nums">({formatNumber(total)})</span>
            )}
          </h2>
          {query.isPending && (
            <p role="status" className="text-sm text-muted-foreground">
              {e.loading}
            </p>
          )}
        </div>
        {selected.length > 0 && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border bg-muted/40 px-3 py-2 text-sm">
            <span aria-live="polite">
              {e.selected(
                selected.length,
                total ?? selected.length,
                selectedCoins,
                formatMinutes(selectedMinutes),
              )}
            </span>
            <Button variant="ghost" size="sm" className="h-7" onClick={() => setSelection(new Map())}>
              {e.clearSelection}
            </Button>
          </div>
        )}
        <DataTable
          label={e.tableLabel}
          columns={tableColumns}
          data={rows}
          rowCount={total}
          isLoading={query.isPending}
          isFetching={query.isPlaceholderData}
          error={query.error}
          onRetry={() => void query.refetch()}
          getRowId={(row) => row.id}
          pagination={pagination}
          onPaginationChange={setPagination}
          pageSizes={LISTENER_PAGE_SIZES}
          errorTitle={e.errorTitle}
          toolbar={
            <>
              <DataTableFacetedFilter
                title={e.month}
                options={months}
                value={month === undefined ? undefined : String(month)}
                onChange={(value) => setFilter('month', value)}
              />
              <DataTableFacetedFilter
                title={e.year}
                options={years}
                value={year === undefined ? undefined : String(year)}
                onChange={(value) => setFilter('year', value)}
              />
            </>
          }
          empty={{
            icon: filtered ? SearchXIcon : CoinsIcon,
            title: e.noRecords,
            description: filtered ? e.emptyFiltered : e.emptyText,
            action: filtered && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setParams({ month: undefined, year: undefined })}
              >
                {e.showAllPeriods}
              </Button>
            ),
          }}
        />
      </section>
    </>
  );
}
