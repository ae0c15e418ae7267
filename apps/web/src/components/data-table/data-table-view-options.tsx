import type { Table } from '@tanstack/react-table';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { CheckIcon, Settings2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { columnLabel } from '@/components/data-table/column-meta';
import { shellMessages } from '@app/contract';

/** The "View" menu: show or hide columns (columns with enableHiding: false are always shown). */
export function DataTableViewOptions<TData>({ table }: { table: Table<TData> }) {
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (columns.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="h-9" aria-label={shellMessages.table.chooseColumns}>
          <Settings2Icon aria-hidden="true" />
          {/* Part of its name 'Choose columns' (WCAG 2.5.3, label in name). */}
          <span className="hidden sm:inline">{shellMessages.table.columns}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          {shellMessages.table.toggleColumns}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns.map((column) => (
          <DropdownMenuPrimitive.CheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(checked) => column.toggleVisibility(checked)}
            // Keep the menu open so several columns can be toggled in a row.
            onSelect={(event) => event.preventDefault()}
            className="relative flex cursor-default items-center gap-2 rounded-sm py-1.5 pr-2 pl-8 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground"
          >
            <span className="absolute left-2 flex size-4 items-center justify-center" aria-hidden="true">
              <DropdownMenuPrimitive.ItemIndicator>
                <CheckIcon className="size-4" />
              </DropdownMenuPrimitive.ItemIndicator>
            </span>
            {columnLabel(column)}
          </DropdownMenuPrimitive.CheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
