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
    /**
     * A secondary column, hidden when the table is wider than its box: the highest number goes
     * first. Columns without a priority (the name, the status, the actions) always stay. The column
     * picker can still show a hidden column; the table then scrolls sideways.
     */
    priority?: number;
    /** Takes the room the other columns leave, and gives it up first (down to its min width). */
    grow?: boolean;
    /** Stays in view at the right edge while the table scrolls sideways (the row's actions). */
    pinned?: 'right';
  }
}

export function columnLabel<TData>(column: Column<TData>): string {
  return column.columnDef.meta?.label ?? column.id;
}
