import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SearchIcon, XIcon } from 'lucide-react';
import { LANGUAGES, peopleFormsMessages } from '@app/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';

export type LanguagePickerProps = {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
};

/**
 * How many options of a scrolling list lie below its visible part (0 when everything shows), kept
 * current on scroll, resize and when the options change.
 */
function useHiddenBelow(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(0);
  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const bottom = list.scrollTop + list.clientHeight;
    const items = Array.from(list.children) as HTMLElement[];
    setHidden(items.filter((item) => item.offsetTop + item.offsetHeight / 2 > bottom).length);
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, count]);
  return { ref, hidden, measure };
}

/**
 * A multi-select of the 30 languages: the chosen ones as removable chips, every option as a checkbox
 * (filterable), all inside one labelled group so it reads as a single question.
 */
export function LanguagePicker({ label, value, onChange, onBlur, error, disabled }: LanguagePickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const selected = new Set(value);
  const term = filter.trim().toLowerCase();
  const options = term ? LANGUAGES.filter((language) => language.toLowerCase().includes(term)) : LANGUAGES;

  const { ref: listRef, hidden: hiddenBelow, measure: measureList } = useHiddenBelow(options.length);

  const toggle = (language: string, checked: boolean) => {
    // Kept in the list's order, so the chips do not jump around.
    const next = checked ? [...selected, language] : [...selected].filter((item) => item !== language);
    onChange(LANGUAGES.filter((item) => next.includes(item)));
  };

  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-message` : undefined}
      aria-invalid={Boolean(error)}
      disabled={disabled}
      className="grid min-w-0 gap-2"
      onBlur={onBlur}
    >
      <legend id={`${id}-legend`} className="mb-2 text-sm leading-none font-medium">
        {label}
      </legend>
      <div
        className={cn(
          'grid gap-3 rounded-lg border p-3 shadow-xs dark:bg-input/10',
          error ? 'border-destructive' : 'border-input',
          disabled && 'bg-muted/30',
        )}
      >
        <div className="flex min-h-7 flex-wrap items-center gap-1.5" aria-live="polite">
          {value.length === 0 ? (
            <span className="text-sm text-muted-foreground">{peopleFormsMessages.noLanguages}</span>
          ) : (
            value.map((language) => (
              <span
                key={language}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full border border-brand/30 bg-brand/10 py-0.5 pl-2.5 text-xs font-medium text-brand',
                  disabled ? 'pr-2.5' : 'pr-1',
                )}
              >
                {language}
                {!disabled && (
                  <button
                    type="button"
                    className="inline-flex size-4 items-center justify-center rounded-full hover:bg-brand/20 focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none"
                    aria-label={peopleFormsMessages.removeLanguage(language)}
                    onClick={() => toggle(language, false)}
                  >
                    <XIcon className="size-3" aria-hidden="true" />
                  </button>
                )}
              </span>
            ))
          )}
        </div>
        {!disabled && (
          <>
            <div className="relative">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <input
                type="search"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                placeholder={peopleFormsMessages.searchLanguages}
                aria-label={peopleFormsMessages.searchLanguages}
                className="h-8 w-full rounded-md border border-input bg-transparent pr-3 pl-8 text-sm outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed dark:bg-input/30"
              />
            </div>
            {/* The list scrolls: a fade and 'n more' say so (12 of 30 are out of view at first). */}
            <div className="relative">
              <div
                ref={listRef}
                onScroll={measureList}
                className="grid max-h-52 grid-cols-2 gap-1 overflow-y-auto pr-1 sm:grid-cols-3"
              >
                {options.map((language) => {
                  const optionId = `${id}-${language}`;
                  const checked = selected.has(language);
                  return (
                    <label
                      key={language}
                      htmlFor={optionId}
                      className={cn(
                        'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-accent',
                        checked && 'bg-accent/60 font-medium',
                        disabled && 'cursor-not-allowed hover:bg-transparent',
                      )}
                    >
                      <Checkbox
                        id={optionId}
                        checked={checked}
                        disabled={disabled}
                        onCheckedChange={(state) => toggle(language, state === true)}
                      />
                      {language}
                    </label>
                  );
                })}
                {options.length === 0 && (
                  <p className="col-span-full py-2 text-sm text-muted-foreground">
                    {peopleFormsMessages.noLanguageMatches}
                  </p>
                )}
              </div>
              {hiddenBelow > 0 && (
                <div
                  className="pointer-events-none absolute inset-x-0 bottom-0 flex h-12 items-end justify-center bg-gradient-to-t from-background via-background/80 to-transparent pb-0.5 dark:from-[color-mix(in_oklab,var(--background),var(--input)_10%)]"
                  aria-hidden="true"
                >
                  <span className="rounded-full border bg-background px-2 py-0.5 text-xs text-muted-foreground shadow-xs">
                    {hiddenBelow} more below
                  </span>
                </div>
              )}
            </div>
          </>
        )}
      </div>
      {error && (
        <p id={`${id}-message`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
