import { useRef, type KeyboardEvent } from 'react';
import { commonMessages, LOCALE_NAMES, LOCALES, type Locale } from '@app/contract';
import { setLocale, useLocale } from '@/lib/locale';
import { cn } from '@/lib/utils';

/** Each language as the switch shows it: short, in its own script. */
const SHORT: Record<Locale, string> = { en: 'EN', hi: 'हिं' };

/**
 * English / हिन्दी as a small segmented control beside the theme's, in every header and on sign-up.
 * The choice is kept on this browser and, for someone signed in, on their account (mails and
 * notifications follow it).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const groupRef = useRef<HTMLDivElement>(null);

  const choose = (next: Locale) => {
    if (next === locale) return;
    // The account's copy goes through the API client, which a visitor's first page does not load.
    void setLocale(next)
      .then(() => import('@/lib/account-locale'))
      .then(({ saveAccountLocale }) => saveAccountLocale(next));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = LOCALES[(LOCALES.indexOf(locale) + step + LOCALES.length) % LOCALES.length] ?? 'en';
    choose(next);
    groupRef.current?.querySelector<HTMLButtonElement>(`[data-locale-option="${next}"]`)?.focus();
  };

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label={commonMessages.language}
      onKeyDown={onKeyDown}
      className={cn('inline-flex items-center gap-0.5 rounded-full border bg-background p-0.5', className)}
    >
      {LOCALES.map((option) => {
        const checked = option === locale;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            // The other language's name is in that language; the current one's is the page's. (Chrome
            // kept the current one, set on the button itself, in tofu after the Devanagari font loaded.)
            lang={option === locale ? undefined : option}
            aria-checked={checked}
            aria-label={LOCALE_NAMES[option]}
            title={LOCALE_NAMES[option]}
            tabIndex={checked ? 0 : -1}
            data-locale-option={option}
            onClick={() => choose(option)}
            className={cn(
              'flex h-7 min-w-7 items-center justify-center rounded-full px-1.5 text-xs font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              checked && 'bg-accent text-foreground shadow-xs',
            )}
          >
            {SHORT[option]}
          </button>
        );
      })}
    </div>
  );
}
