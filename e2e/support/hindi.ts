// Hindi in the browser (issue 24): a page that shows not a word of English but names and data.
import { expect, type Locator } from '@playwright/test';

/**
 * Words that are never translated: the brand, outside services, acronyms people say as they are, and
 * the key that moves focus to the toasts.
 */
const NEVER_TRANSLATED = [
  'ListenWell',
  'Razorpay',
  'Tele-MANAS',
  'UPI',
  'OTP',
  'ID',
  'PDF',
  'GST',
  'EN',
  'LinkedIn',
  'alt+T',
];

/**
 * The visible text, labels and placeholders under `root`, less the never-translated words and
 * `allowed` (names and other data the test put there), must hold no English word. An element with a
 * `lang` of its own other than Hindi (a language's name in the switch) is skipped.
 */
export const expectNoEnglish = async (
  root: Locator,
  allowed: ReadonlyArray<string | RegExp> = [],
): Promise<void> => {
  const texts = await root.evaluateAll((elements) => {
    const out: string[] = [];
    const walk = (element: Element) => {
      const lang = element.getAttribute('lang');
      if (lang && lang !== 'hi') return;
      if (['SCRIPT', 'STYLE', 'svg', 'TEMPLATE'].includes(element.tagName)) return;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') return;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        out.push(element.getAttribute(name) ?? '');
      element.childNodes.forEach((node) => {
        if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
        else if (node.nodeType === Node.ELEMENT_NODE) walk(node as Element);
      });
    };
    for (const element of elements) walk(element);
    return out;
  });
  const english = texts
    .map((text) =>
      [...NEVER_TRANSLATED, ...allowed].reduce<string>(
        // An empty word allows nothing (replacing '' would split every word into letters).
        (rest, word) =>
          typeof word === 'string' ? (word ? rest.replaceAll(word, ' ') : rest) : rest.replace(word, ' '),
        text,
      ),
    )
    .filter((rest) => /[A-Za-z]{2,}/.test(rest.replace(/\S+@\S+/g, ' ')));
  expect(english, 'English on a Hindi page').toEqual([]);
};
