import { LOCALES } from '../i18n/locales.ts';
import { localized } from '../i18n/localized.ts';

/** Texts of the app's frame that every area shares (the header's controls). */
export const commonMessages = localized('common', {
  /** The switch's name: the app's language (a session has a language of its own). */
  language: 'App language',
  theme: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'System',
  localeInvalid: `Language must be one of ${LOCALES.join(', ')}`,
  /** Said in the language just chosen. */
  localeSaved: 'Language saved',
} as const);
