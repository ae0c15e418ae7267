import type { Column, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match the library's.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the column picker (defaults to its id). */
    label?: string;
    /** Extra classes for the header and cells, e.g. 'text-right' or 'w-12'. */
    className?: string;
    /** A skeleton bar width while loading, e.g. 'w-24'. */
    skeletonClassName?: string;
    /** Hidden below the narrow-screen breakpoint (the column picker can still show it). */
    hideOnMobile?: boolean;
  }
}

export function columnLabel<TData>(column: Column<TData>): string {
  return column.columnDef.meta?.label ?? column.id;
}
