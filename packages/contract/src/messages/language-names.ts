import { localized } from '../i18n/localized.ts';

/**
 * The languages a listener speaks (LANGUAGES, stored and sent by their English name), as a screen
 * shows them. Use `languageName(value)`: a value outside the list shows as it is.
 */
export const languageNamesMessages = localized('languageNames', {
  Hindi: 'Hindi',
  English: 'English',
  Bengali: 'Bengali',
  Telugu: 'Telugu',
  Marathi: 'Marathi',
  Tamil: 'Tamil',
  Gujarati: 'Gujarati',
  Urdu: 'Urdu',
  Kannada: 'Kannada',
  Odia: 'Odia',
  Malayalam: 'Malayalam',
  Punjabi: 'Punjabi',
  Assamese: 'Assamese',
  Maithili: 'Maithili',
  Sanskrit: 'Sanskrit',
  Nepali: 'Nepali',
  Konkani: 'Konkani',
  Sindhi: 'Sindhi',
  Dogri: 'Dogri',
} as const);

/** A language's name in the language shown ('Tamil' -> 'तमिल' in Hindi). */
export const languageName = (value: string): string =>
  Object.hasOwn(languageNamesMessages, value)
    ? languageNamesMessages[value as keyof typeof languageNamesMessages]
    : value;
