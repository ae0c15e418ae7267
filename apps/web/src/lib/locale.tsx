import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import {
  DEFAULT_LOCALE,
  hasTranslator,
  isLocale,
  pickLocale,
  setLocaleResolver,
  type Locale,
} from '@app/contract';
import { LOCALE_STORAGE_KEY } from '@/config/storage';

// The language the app shows. Every message group of the contract reads it (setLocaleResolver), so a
// text read while rendering is in this language. English needs nothing loaded; another language loads
// its catalogue (and its font) on first use, so an English visit never downloads them.

let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();
setLocaleResolver(() => current);

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<void>> = {
  hi: async () => {
    const [{ loadHindi }] = await Promise.all([import('@app/contract/hi'), import('./devanagari-font')]);
    loadHindi();
    await fontsOrTimeout('Noto Sans Devanagari', 'हिन्दी');
  },
};

/** How long the first Hindi render waits for its font (then it goes on with `font-display: swap`). */
const FONT_WAIT_MS = 1_500;

/**
 * Waits for a family's faces (every weight the app uses) to load, at most FONT_WAIT_MS: text laid out
 * before its web font arrives can stay in the fallback (Chromium kept some labels as empty boxes on a
 * machine without a Devanagari system font), and waiting avoids the flash of the fallback anyway.
 */
async function fontsOrTimeout(family: string, sample: string): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const loads = [400, 500, 600, 700].map((weight) =>
    document.fonts.load(`${weight} 16px "${family}"`, sample).catch(() => []),
  );
  await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}

/** The language someone chose on this browser, if they did. */
export function chosenLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null; // storage blocked
  }
}

/** The language chosen on this browser before, or else the first of the browser's that we speak. */
export const preferredLocale = (): Locale =>
  chosenLocale() ?? pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages);

export const getLocale = (): Locale => current;

/**
 * Shows the app in `locale` from the next render on, after loading its texts. `remember` keeps the
 * choice on this browser (a choice someone made; not the language a signed-in account brought).
 */
export async function setLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  if (!hasTranslator(locale)) await loaders[locale as Exclude<Locale, 'en'>]();
  if (remember) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // storage blocked: the choice lasts for this page
    }
  }
  if (locale === current) return;
  current = locale;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language shown; a component using it renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, getLocale, getLocale);

/**
 * Renders its children again from scratch when the language changes: every text is read while
 * rendering, so a screen shows the new language at once (the data it fetched stays cached).
 */
export function LocaleBoundary({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}
