import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { messages } from '../messages/index.ts';
import { formatList } from './format.ts';
import { LOCALE_TAGS, type Locale } from './locales.ts';
import { registerTranslator, type Translator } from './localized.ts';

type LeafIds<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string | ((...args: never[]) => string)
    ? `${Prefix}${K}`
    : T[K] extends object
      ? LeafIds<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];

/** The id of every text in `messages`: its path ('wallet.purchased', 'wallet.purchaseTitles.PENDING'). */
export type MessageId = LeafIds<typeof messages, ''>;

/**
 * A language's texts by id, in ICU MessageFormat. A message function's arguments are `{0}`, `{1}`... in
 * the English function's order; a number takes `{0, number}` or `{0, plural, one {...} other {...}}`,
 * and a list argument arrives joined the language's way.
 */
export type Catalogue = Partial<Record<MessageId, string>>;

/** A catalogue as a translator (Lingui formats its ICU messages, compiled on first use). */
export function icuTranslator(locale: Locale, catalogue: Catalogue): Translator {
  // Loaded before it is activated (a locale given to setupI18n before its messages logs a warning).
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(LOCALE_TAGS[locale], catalogue as Record<string, string>);
  i18n.activate(LOCALE_TAGS[locale]);
  return {
    has: (id) => Object.hasOwn(catalogue, id),
    format: (id, args) =>
      i18n._(
        id,
        Object.fromEntries(
          args.map((arg, index) => [index, Array.isArray(arg) ? formatList(arg as string[], locale) : arg]),
        ),
      ),
  };
}

export const registerCatalogue = (locale: Locale, catalogue: Catalogue): void =>
  registerTranslator(locale, icuTranslator(locale, catalogue));
