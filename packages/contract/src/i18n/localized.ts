import { currentLocale } from './current.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * A language's texts. `format` gets the message's id (its path in `messages`, 'wallet.purchased'), the
 * arguments the English function was called with (none for a plain text), and the English message.
 */
export interface Translator {
  has(id: string): boolean;
  format(id: string, args: readonly unknown[], english: unknown): string;
}

const translators = new Map<Locale, Translator>();

/** Makes a language's texts the ones `localized` groups answer with while that language is current. */
export const registerTranslator = (locale: Locale, translator: Translator): void => {
  translators.set(locale, translator);
};

export const hasTranslator = (locale: Locale): boolean =>
  locale === DEFAULT_LOCALE || translators.has(locale);

/** Every group, by id, with its English texts (the source every translation is checked against). */
const groups = new Map<string, object>();

type Leaf = string | ((...args: never[]) => string);

/** The English message at an id ('wallet.purchaseTitles.PENDING'), or undefined. */
export const englishMessage = (id: string): Leaf | undefined => {
  const [group = '', ...rest] = id.split('.');
  let node: unknown = groups.get(group);
  for (const key of rest) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' || typeof node === 'function' ? (node as Leaf) : undefined;
};

/** Every id of a plain text or a message function, with its English. */
export const englishMessages = (): Array<[id: string, english: Leaf]> => {
  const out: Array<[string, Leaf]> = [];
  const walk = (node: unknown, id: string) => {
    if (typeof node === 'string' || typeof node === 'function') out.push([id, node as Leaf]);
    else if (node !== null && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, `${id}.${key}`);
  };
  for (const [id, english] of groups) walk(english, id);
  return out;
};

const translatedProxy = <T extends object>(id: string, english: T): T => {
  const nested = new Map<string, object>();
  return new Proxy(english, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      // Only the group's own texts: an array's methods (`map`) or an object's are not messages.
      if (typeof key !== 'string' || !Object.hasOwn(target, key)) return value;
      const path = `${id}.${key}`;
      // A nested group is its own proxy in every language, so one kept (a record of labels held in
      // module scope) answers in the language of the moment it is read, not the one it was taken in.
      if (value !== null && typeof value === 'object') {
        let proxy = nested.get(key);
        if (!proxy) nested.set(key, (proxy = translatedProxy(path, value)));
        return proxy;
      }
      const locale = currentLocale();
      if (locale === DEFAULT_LOCALE) return value;
      const translator = translators.get(locale);
      if (!translator?.has(path)) return value;
      if (typeof value === 'function') return (...args: unknown[]) => translator.format(path, args, value);
      return typeof value === 'string' ? translator.format(path, [], value) : value;
    },
  });
};

/**
 * A group of messages in every language: read in English (as written) or, while another language is
 * current, in that language's text for the same id, falling back to English for a text it lacks. The
 * group's id is its key in `messages`; ids of its texts are their paths below it.
 */
export function localized<const T extends object>(id: string, english: T): T {
  groups.set(id, english);
  return translatedProxy(id, english);
}

let englishIndex: Map<string, string> | undefined;

/**
 * A plain English text of the catalogue (a message that was read before a language was chosen, e.g. a
 * validation message fixed when a schema was built) in the language of the moment; any other text as
 * it is.
 */
export function localizeText(text: string): string {
  const locale = currentLocale();
  if (locale === DEFAULT_LOCALE) return text;
  const translator = translators.get(locale);
  if (!translator) return text;
  if (!englishIndex) {
    englishIndex = new Map();
    for (const [id, english] of englishMessages())
      if (typeof english === 'string' && !englishIndex.has(english)) englishIndex.set(english, id);
  }
  const id = englishIndex.get(text);
  return id && translator.has(id) ? translator.format(id, [], text) : text;
}
