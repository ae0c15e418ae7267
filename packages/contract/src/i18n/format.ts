import { currentLocale } from './current.ts';
import { LOCALE_TAGS, type Locale } from './locales.ts';

// Numbers and dates in the language of the moment, with Indian grouping (12,34,567) in both languages.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const formatter = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'number' | 'date',
  locale: Locale,
  options: Intl.NumberFormatOptions | Intl.DateTimeFormatOptions,
): T => {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found =
      kind === 'number'
        ? new Intl.NumberFormat(LOCALE_TAGS[locale], options)
        : new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
    cache.set(key, found);
  }
  return found as T;
};

/** 1234567 -> '12,34,567' (the same digits in Hindi: Indian Hindi writes numbers in Latin digits). */
export const formatNumber = (
  value: number,
  options: Intl.NumberFormatOptions = {},
  locale: Locale = currentLocale(),
): string => formatter<Intl.NumberFormat>('number', locale, options).format(value);

/** A date or time in the language of the moment ('7 Dec 2026' / '7 दिस॰ 2026'). */
export const formatDateTime = (
  value: Date | number,
  options: Intl.DateTimeFormatOptions,
  locale: Locale = currentLocale(),
): string => formatter<Intl.DateTimeFormat>('date', locale, options).format(value);

/** Two dates as one range in the language of the moment ('6 Feb – 7 Mar 2025' / '6 फ़र॰ – 7 मार्च 2025'). */
export const formatDateRange = (
  from: Date | number,
  to: Date | number,
  options: Intl.DateTimeFormatOptions,
  locale: Locale = currentLocale(),
): string => formatter<Intl.DateTimeFormat>('date', locale, options).formatRange(from, to);

/** A list of words joined the language's way ('a, b and c' / 'a, b और c'). */
const lists = new Map<Locale, Intl.ListFormat>();
export const formatList = (items: readonly string[], locale: Locale = currentLocale()): string => {
  let list = lists.get(locale);
  if (!list)
    lists.set(
      locale,
      (list = new Intl.ListFormat(LOCALE_TAGS[locale], { style: 'long', type: 'conjunction' })),
    );
  return list.format(items);
};
