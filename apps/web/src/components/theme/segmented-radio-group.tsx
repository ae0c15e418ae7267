import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export type SegmentedOption<T extends string> = {
  value: T;
  /** The option's accessible name (and its title). */
  label: string;
  content: ReactNode;
  lang?: string;
};

/**
 * A small segmented control (the header's theme and language): a radio group rather than a dropdown
 * menu, every choice visible at once and no menu library on a visitor's first page. Arrow keys move
 * between choices, as in any radio group.
 */
export function SegmentedRadioGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
  optionClassName,
}: {
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (next: T) => void;
  className?: string;
  optionClassName?: string;
}) {
  const groupRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const index = options.findIndex((option) => option.value === value);
    const next = options[(index + step + options.length) % options.length];
    if (!next) return;
    onChange(next.value);
    groupRef.current?.querySelector<HTMLButtonElement>(`[data-option="${next.value}"]`)?.focus();
  };

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('inline-flex items-center gap-0.5 rounded-full border bg-background p-0.5', className)}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            lang={option.lang}
            aria-checked={checked}
            aria-label={option.label}
            title={option.label}
            tabIndex={checked ? 0 : -1}
            data-option={option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              'flex h-7 items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              optionClassName,
              checked && 'bg-accent text-foreground shadow-xs',
            )}
          >
            {option.content}
          </button>
        );
      })}
    </div>
  );
}
