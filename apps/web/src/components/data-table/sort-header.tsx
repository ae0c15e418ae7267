import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { shellMessages } from '@app/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export type SortState<F extends string> = { field: F; order: 'asc' | 'desc' };

type SortHeaderProps<F extends string> = {
  label: string;
  field: F;
  /** The table's sort now; undefined while it is in the server's own order (no column sorted). */
  sort: SortState<F> | undefined;
  onSort: (next: SortState<F>) => void;
  align?: 'left' | 'right';
};

/**
 * A column header that sorts on the server: first click sorts that column descending (largest,
 * newest first), the next click flips the order.
 */
export function SortHeader<F extends string>({
  label,
  field,
  sort,
  onSort,
  align = 'left',
}: SortHeaderProps<F>) {
  const active = sort?.field === field;
  const order = active ? sort.order : undefined;
  const Icon = !order ? ArrowUpDownIcon : order === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn(
        '-mx-2 h-8 gap-1 px-2 font-medium',
        align === 'right' && 'flex-row-reverse',
        active && 'text-foreground',
      )}
      // The order is part of the name, so a screen reader hears how the column is sorted.
      aria-label={
        order ? shellMessages.table[order === 'asc' ? 'sortedAscending' : 'sortedDescending'](label) : label
      }
      onClick={() => onSort({ field, order: order === 'desc' ? 'asc' : 'desc' })}
    >
      {label}
      <Icon className={cn('size-3.5', !active && 'text-muted-foreground/70')} aria-hidden="true" />
    </Button>
  );
}
