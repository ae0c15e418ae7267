import { PlusCircleIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Separator } from '@/components/ui/separator';
import { cn } from '@/lib/utils';
import { shellMessages } from '@app/contract';

export type FacetOption = { value: string; label: string };

export type DataTableFacetedFilterProps = {
  /** The filter's name on the button, e.g. 'Status'. */
  title: string;
  options: readonly FacetOption[];
  /** The chosen value; undefined means all. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Label of the "no filter" choice. */
  allLabel?: string;
};

/**
 * A single-choice filter in the style of the reference tables: a dashed button that shows the
 * chosen value as a badge, and a menu with an "All" choice and a way to clear it.
 */
export function DataTableFacetedFilter({
  title,
  options,
  value,
  onChange,
  allLabel = shellMessages.table.all,
}: DataTableFacetedFilterProps) {
  const selected = options.find((option) => option.value === value);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={cn('h-9 border-dashed', selected && 'border-solid')}
          aria-label={shellMessages.table.filterValue(title, selected?.label ?? allLabel)}
        >
          <PlusCircleIcon aria-hidden="true" className={cn(selected && 'hidden')} />
          {/* The space keeps the visible words apart ('Gender Male', not 'GenderMale') so they are
              found in the name 'Gender: Male' (WCAG 2.5.3, label in name); flex layout hides it. */}
          {title}{' '}
          {selected && (
            <>
              <Separator orientation="vertical" className="mx-0.5 data-[orientation=vertical]:h-4" />
              <Badge variant="secondary" className="rounded-sm px-1.5 font-normal">
                {selected.label}
              </Badge>
            </>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-52">
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          {shellMessages.table.filterBy(title)}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value ?? ''} onValueChange={(next) => onChange(next || undefined)}>
          {[{ value: '', label: allLabel }, ...options].map((option) => (
            <DropdownMenuRadioItem key={option.value || 'all'} value={option.value}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        {selected && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onChange(undefined)} className="justify-center">
              <XIcon aria-hidden="true" />
              {shellMessages.table.clearFilter}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
