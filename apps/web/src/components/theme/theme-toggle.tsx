import { useRef, type KeyboardEvent } from 'react';
import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { commonMessages } from '@app/contract';
import { THEMES, type Theme } from '@/config/storage';
import { useTheme } from '@/components/theme/theme-provider';
import { cn } from '@/lib/utils';

const options: Record<Theme, { label: () => string; icon: typeof SunIcon }> = {
  light: { label: () => commonMessages.themeLight, icon: SunIcon },
  dark: { label: () => commonMessages.themeDark, icon: MoonIcon },
  system: { label: () => commonMessages.themeSystem, icon: MonitorIcon },
};

/**
 * Light / Dark / System as one small segmented control. A radio group rather than a dropdown menu:
 * every choice is visible at once, and it costs no menu library on the first page a visitor loads.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const groupRef = useRef<HTMLDivElement>(null);

  // Arrow keys move between choices, as in any radio group.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = THEMES[(THEMES.indexOf(theme) + step + THEMES.length) % THEMES.length] ?? 'system';
    setTheme(next);
    groupRef.current?.querySelector<HTMLButtonElement>(`[data-theme-option="${next}"]`)?.focus();
  };

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label={commonMessages.theme}
      onKeyDown={onKeyDown}
      className={cn('inline-flex items-center gap-0.5 rounded-full border bg-background p-0.5', className)}
    >
      {THEMES.map((option) => {
        const { icon: Icon } = options[option];
        const label = options[option].label();
        const checked = option === theme;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={label}
            title={label}
            tabIndex={checked ? 0 : -1}
            data-theme-option={option}
            onClick={() => setTheme(option)}
            className={cn(
              'flex size-7 items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              checked && 'bg-accent text-foreground shadow-xs',
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
