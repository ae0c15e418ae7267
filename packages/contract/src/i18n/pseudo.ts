import type { Translator } from './localized.ts';

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  c: 'ç',
  n: 'ñ',
};

/** 'Save' -> '⟦Sáválé⟧': the same text, visibly not English, and marked where it starts and ends. */
export const pseudoText = (text: string): string =>
  `⟦${text.replace(/[aeiouAEIOUcn]/g, (ch) => ACCENTED[ch] ?? ch)}⟧`;

/**
 * A translator that answers every id with its English text in pseudo form. A screen rendered with it
 * shows every catalogue text marked; a text without the marks was written into the screen, not the
 * catalogue.
 */
export const pseudoTranslator: Translator = {
  has: () => true,
  format: (_id, args, english) =>
    pseudoText(
      typeof english === 'function'
        ? String((english as (...a: unknown[]) => unknown)(...args))
        : String(english),
    ),
};
