// The languages the product speaks, and how a person's language is chosen.

/** English is the source language: every text is written in English first, then translated. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag each language formats numbers and dates with: Indian grouping (1,00,000) in both. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's own name, as the language switch shows it (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first supported language among a person's preferences: a browser's `navigator.languages`, or an
 * `Accept-Language` header ("hi-IN,hi;q=0.9,en;q=0.8", taken by its q-values). English when none is.
 */
export function pickLocale(preferences: string | readonly string[] | null | undefined): Locale {
  const ranked =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((entry) => entry.tag && entry.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((entry) => entry.tag)
      : (preferences ?? []);
  for (const tag of ranked) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
