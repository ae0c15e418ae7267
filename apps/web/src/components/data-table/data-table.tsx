import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type VisibilityState,
} from '@tanstack/react-table';
import { AlertTriangleIcon, RotateCwIcon, type LucideIcon } from 'lucide-react';
import { messages } from '@app/contract';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { DataTableViewOptions } from '@/components/data-table/data-table-view-options';
import '@/components/data-table/column-meta';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useIsMobile } from '@/hooks/use-mobile';
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
  return error instanceof Error && error.message ? error.message : messages.client.unknownError;
}

/**
 * The console's data table: server-side paging, a toolbar slot, a column picker, skeleton rows while
 * loading, an error state with retry and a helpful empty state. It scrolls sideways inside its own
 * box on a phone.
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
  errorTitle = 'Could not load the list',
  errorDescription,
  onRetry,
  toolbar,
  empty,
  onRowClick,
  initialColumnVisibility = {},
}: DataTableProps<TData>) {
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(initialColumnVisibility);
  // On a phone, secondary columns start hidden so the name, status and actions fit without scrolling;
  // the user's own choices in the column picker still win.
  const isMobile = useIsMobile();
  const mobileHidden = useMemo<VisibilityState>(
    () =>
      isMobile
        ? Object.fromEntries(
            columns.filter((c) => c.meta?.hideOnMobile && c.id).map((c) => [c.id as string, false]),
          )
        : {},
    [isMobile, columns],
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
    state: { pagination, columnVisibility: { ...mobileHidden, ...columnVisibility } },
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
                Try again
              </Button>
            )}
          </div>
        </TableCell>
      </TableRow>
    );
  } else if (showSkeleton) {
    body = Array.from({ length: Math.min(pagination.pageSize, 8) }, (_, index) => (
      <TableRow key={index} className="hover:bg-transparent" aria-hidden="true" data-testid="skeleton-row">
        {visibleColumns.map((column) => (
          <TableCell key={column.id} className={column.columnDef.meta?.className}>
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
        className={cn(onRowClick && 'cursor-pointer')}
      >
        {row.getVisibleCells().map((cell) => (
          <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
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
      <div className="overflow-hidden rounded-md border">
        <Table aria-label={label} aria-busy={isLoading || isFetching}>
          <TableHeader className="bg-muted/40">
            {table.getHeaderGroups().map((headerGroup) => (
              <TableRow key={headerGroup.id} className="hover:bg-transparent">
                {headerGroup.headers.map((header) => (
                  <TableHead key={header.id} className={header.column.columnDef.meta?.className}>
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
        </Table>
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
