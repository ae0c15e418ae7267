import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnMeta,
  type PaginationState,
  type VisibilityState,
} from '@tanstack/react-table';
import { AlertTriangleIcon, MoveHorizontalIcon, RotateCwIcon, type LucideIcon } from 'lucide-react';
import { clientMessages, shellMessages } from '@app/contract';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { DataTableViewOptions } from '@/components/data-table/data-table-view-options';
import { dropOrder, useColumnFit } from '@/components/data-table/column-fit';
import '@/components/data-table/column-meta';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

export type DataTableEmptyState = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
};

export type DataTableProps<TData> = {
  /** Names the table for assistive technology, e.g. 'Applications'. */
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column.
  columns: ColumnDef<TData, any>[];
  /** The rows of the current page (undefined until the first answer). */
  data: TData[] | undefined;
  /** Rows across all pages, from the server. */
  rowCount: number | undefined;
  getRowId: (row: TData) => string;
  /** Server-side paging: the page is controlled from outside (usually the URL). */
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  pageSizes: readonly number[];
  /** True while there is nothing to show yet: skeleton rows. */
  isLoading: boolean;
  /** True while a newer page is on its way (the old rows stay, dimmed). */
  isFetching?: boolean;
  /** A failed load: shown in place of the rows, with a retry button. */
  error?: unknown;
  errorTitle?: string;
  /** Replaces the error's own message under the title. */
  errorDescription?: ReactNode;
  onRetry?: () => void;
  /** Search box, filters... shown left of the column picker. */
  toolbar?: ReactNode;
  empty: DataTableEmptyState;
  /** Opens a row (e.g. its details). Clicks on buttons, links and menus inside the row are left alone. */
  onRowClick?: (row: TData) => void;
  initialColumnVisibility?: VisibilityState;
};

const INTERACTIVE =
  'button, a, input, select, textarea, label, [role="menuitem"], [role="menu"], [role="dialog"]';

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : clientMessages.unknownError;
}

// A pinned cell must hide what scrolls under it: opaque versions of the header and row-hover tints.
const PINNED_HEAD_BG = 'bg-[color-mix(in_oklab,var(--muted)_40%,var(--background))]';
const PINNED_CELL_BG =
  'bg-background group-hover/row:bg-[color-mix(in_oklab,var(--muted)_50%,var(--background))]';
/** A soft shadow left of the pinned column while columns are hidden under it. */
const PINNED_SHADOW =
  'before:pointer-events-none before:absolute before:inset-y-0 before:-left-4 before:w-4 before:bg-linear-to-l before:from-foreground/10 dark:before:from-black/50 before:to-transparent';

function columnClasses<TData>(
  meta: ColumnMeta<TData, unknown> | undefined,
  edges: { right: boolean },
  head: boolean,
): string {
  return cn(
    meta?.grow && 'w-full max-w-0',
    meta?.pinned === 'right' && ['sticky right-0 z-10', head ? PINNED_HEAD_BG : PINNED_CELL_BG],
    meta?.pinned === 'right' && edges.right && PINNED_SHADOW,
    meta?.className,
  );
}

/**
 * The console's data table: server-side paging, a toolbar slot, a column picker, skeleton rows while
 * loading, an error state with retry and a helpful empty state. It fits its box: secondary columns
 * (meta.priority) are hidden as the box narrows, the row's actions stay pinned at the right, and
 * when the table must still scroll sideways it says so and shades the edges with columns out of view.
 */
export function DataTable<TData>({
  label,
  columns,
  data,
  rowCount,
  getRowId,
  pagination,
  onPaginationChange,
  pageSizes,
  isLoading,
  isFetching = false,
  error,
  errorTitle = shellMessages.table.loadFailed,
  errorDescription,
  onRetry,
  toolbar,
  empty,
  onRowClick,
  initialColumnVisibility = {},
}: DataTableProps<TData>) {
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(initialColumnVisibility);
  // Secondary columns make way, least important first, while the table is wider than its box; the
  // user's own choices in the column picker win (a column shown there stays, and the table scrolls).
  const candidates = useMemo(
    () =>
      dropOrder(
        columns
          .filter((column) => column.id !== undefined && columnVisibility[column.id] === undefined)
          .map((column) => ({ id: column.id as string, priority: column.meta?.priority })),
      ),
    [columns, columnVisibility],
  );
  const fit = useColumnFit(candidates, data);
  const fitHidden = useMemo<VisibilityState>(
    () => Object.fromEntries(fit.dropped.map((id) => [id, false])),
    [fit.dropped],
  );
  const total = rowCount ?? 0;
  const pageCount = Math.ceil(total / pagination.pageSize);

  // The app does not use the React Compiler; the table instance is used within this render only.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: total,
    state: { pagination, columnVisibility: { ...fitHidden, ...columnVisibility } },
    onColumnVisibilityChange: setColumnVisibility,
    onPaginationChange: (updater) =>
      onPaginationChange(typeof updater === 'function' ? updater(pagination) : updater),
  });

  // A page past the end (rows deleted, a stale link): go to the last page that exists.
  const hasData = data !== undefined && !isFetching;
  useEffect(() => {
    if (hasData && pageCount > 0 && pagination.pageIndex >= pageCount) {
      onPaginationChange({ ...pagination, pageIndex: pageCount - 1 });
    }
  }, [hasData, pageCount, pagination, onPaginationChange]);

  const visibleColumns = table.getVisibleLeafColumns();
  const hasPinned = visibleColumns.some((column) => column.columnDef.meta?.pinned === 'right');
  const hasError = error !== undefined && error !== null;
  const showSkeleton = isLoading && !hasError;
  const rows = table.getRowModel().rows;

  const rowClick = (row: TData) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (!onRowClick) return;
    const target = event.target as HTMLElement;
    // Menus and dialogs opened from a row are portals, but their clicks still bubble to it in React.
    if (target.closest(INTERACTIVE) || !event.currentTarget.contains(target)) return;
    // Selecting text is not a click on the row.
    if (window.getSelection()?.toString()) return;
    onRowClick(row);
  };

  let body: ReactNode;
  if (hasError) {
    body = (
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={visibleColumns.length} className="h-48 whitespace-normal">
          <div role="alert" className="flex flex-col items-center gap-2 text-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-destructive/10 text-destructive">
              <AlertTriangleIcon className="size-5" aria-hidden="true" />
            </span>
            <p className="font-medium text-destructive">{errorTitle}</p>
            <p className="max-w-md text-sm text-muted-foreground">{errorDescription ?? errorText(error)}</p>
            {onRetry && (
              <Button variant="outline" size="sm" className="mt-1" onClick={onRetry}>
                <RotateCwIcon aria-hidden="true" />
                {shellMessages.tryAgain}
              </Button>
            )}
          </div>
        </TableCell>
      </TableRow>
    );
  } else if (showSkeleton) {
    body = Array.from({ length: Math.min(pagination.pageSize, 8) }, (_, index) => (
      <TableRow
        key={index}
        className="group/row hover:bg-transparent"
        aria-hidden="true"
        data-testid="skeleton-row"
      >
        {visibleColumns.map((column) => (
          <TableCell key={column.id} className={columnClasses(column.columnDef.meta, fit.edges, false)}>
            <Skeleton className={cn('h-4 w-20', column.columnDef.meta?.skeletonClassName)} />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (rows.length === 0) {
    const Icon = empty.icon;
    body = (
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={visibleColumns.length} className="h-56 whitespace-normal">
          <div className="flex flex-col items-center gap-2 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <p className="font-medium">{empty.title}</p>
            {empty.description && (
              <div className="max-w-md text-sm text-balance text-muted-foreground">{empty.description}</div>
            )}
            {empty.action && <div className="mt-1 flex flex-wrap justify-center gap-2">{empty.action}</div>}
          </div>
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => (
      <TableRow
        key={row.id}
        onClick={onRowClick ? rowClick(row.original) : undefined}
        className={cn('group/row', onRowClick && 'cursor-pointer')}
      >
        {row.getVisibleCells().map((cell) => (
          <TableCell key={cell.id} className={columnClasses(cell.column.columnDef.meta, fit.edges, false)}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </TableCell>
        ))}
      </TableRow>
    ));
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-1 flex-wrap items-center gap-2">{toolbar}</div>
        <DataTableViewOptions table={table} />
      </div>
      {fit.edges.overflows && (
        <p
          data-testid="table-scroll-hint"
          className="-mb-2 flex items-center justify-end gap-1.5 text-xs text-muted-foreground"
        >
          <MoveHorizontalIcon className="size-3.5" aria-hidden="true" />
          {shellMessages.table.scrollHint}
        </p>
      )}
      <div className="relative overflow-hidden rounded-md border">
        {/* Focusable while it scrolls, so the columns out of view can be reached from the keyboard. */}
        <div
          ref={fit.boxRef}
          data-slot="table-container"
          tabIndex={fit.edges.overflows ? 0 : undefined}
          className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <table
            data-slot="table"
            className="w-full caption-bottom text-sm"
            aria-label={label}
            aria-busy={isLoading || isFetching}
          >
            <TableHeader className="bg-muted/40">
              {table.getHeaderGroups().map((headerGroup) => (
                <TableRow key={headerGroup.id} className="hover:bg-transparent">
                  {headerGroup.headers.map((header) => (
                    <TableHead
                      key={header.id}
                      className={columnClasses(header.column.columnDef.meta, fit.edges, true)}
                    >
                      {header.isPlaceholder
                        ? null
                        : flexRender(header.column.columnDef.header, header.getContext())}
                    </TableHead>
                  ))}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody className={cn('transition-opacity', isFetching && !isLoading && 'opacity-60')}>
              {body}
            </TableBody>
          </table>
        </div>
        {/* Shades the edges that have columns out of view (the pinned actions shade their own). */}
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 left-0 w-6 bg-linear-to-r from-foreground/10 dark:from-black/50 to-transparent transition-opacity',
            fit.edges.left ? 'opacity-100' : 'opacity-0',
          )}
        />
        {!hasPinned && (
          <div
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute inset-y-0 right-0 w-6 bg-linear-to-l from-foreground/10 dark:from-black/50 to-transparent transition-opacity',
              fit.edges.right ? 'opacity-100' : 'opacity-0',
            )}
          />
        )}
      </div>
      {!hasError && !showSkeleton && total > 0 && (
        <DataTablePagination
          pageIndex={pagination.pageIndex}
          pageSize={pagination.pageSize}
          pageCount={pageCount}
          rowCount={total}
          pageSizes={pageSizes}
          onPageChange={(pageIndex) => onPaginationChange({ ...pagination, pageIndex })}
          onPageSizeChange={(pageSize) => onPaginationChange({ pageIndex: 0, pageSize })}
        />
      )}
    </div>
  );
}
