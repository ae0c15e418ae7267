import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * Where the language of the moment comes from. The web sets it to the language shown; the server to the
 * request's (or a mail's recipient's) language, kept per async context. Nothing set: English.
 */
let resolver: () => Locale = () => DEFAULT_LOCALE;

export const setLocaleResolver = (next: () => Locale): void => {
  resolver = next;
};

export const currentLocale = (): Locale => resolver();
