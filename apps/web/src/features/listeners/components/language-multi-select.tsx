import { useState } from 'react';
import { ChevronsUpDownIcon, XIcon } from 'lucide-react';
import { LANGUAGES } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import type { FieldControlProps } from '@/components/ui/field';
import { cn } from '@/lib/utils';

export type LanguageMultiSelectProps = FieldControlProps & {
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
};

/** Pick any of the 30 languages: chosen ones show as removable badges, the list can be filtered. */
export function LanguageMultiSelect({ value, onChange, onBlur, ...control }: LanguageMultiSelectProps) {
  const [filter, setFilter] = useState('');
  const toggle = (language: string) =>
    onChange(value.includes(language) ? value.filter((item) => item !== language) : [...value, language]);
  const shown = LANGUAGES.filter((language) => language.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <div className="grid gap-2">
      <Popover onOpenChange={(open) => !open && onBlur?.()}>
        <PopoverTrigger asChild>
          <button
            type="button"
            {...control}
            className={cn(
              'flex min-h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-1.5 text-left text-sm shadow-xs outline-none dark:bg-input/30',
              'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive',
            )}
          >
            <span className={cn(value.length === 0 && 'text-muted-foreground')}>
              {value.length === 0 ? 'Choose languages' : `${value.length} selected`}
            </span>
            <ChevronsUpDownIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          </button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-60 p-0">
          <div className="border-b p-2">
            <Input
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="Filter languages"
              aria-label="Filter languages"
              className="h-8"
            />
          </div>
          <ul className="max-h-60 overflow-y-auto p-1" aria-label="Languages">
            {shown.map((language) => {
              const id = `language-${language}`;
              return (
                <li key={language}>
                  <label
                    htmlFor={id}
                    className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent"
                  >
                    <Checkbox
                      id={id}
                      checked={value.includes(language)}
                      onCheckedChange={() => toggle(language)}
                    />
                    {language}
                  </label>
                </li>
              );
            })}
            {shown.length === 0 && (
              <li className="px-2 py-4 text-center text-sm text-muted-foreground">No match</li>
            )}
          </ul>
        </PopoverContent>
      </Popover>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen languages">
          {value.map((language) => (
            <li key={language}>
              <Badge variant="secondary" className="gap-1 pr-1 font-normal">
                {language}
                <button
                  type="button"
                  onClick={() => toggle(language)}
                  className="rounded-sm p-0.5 hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove ${language}`}
                >
                  <XIcon className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
