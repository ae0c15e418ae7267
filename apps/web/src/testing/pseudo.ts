import { pseudoTranslator, registerTranslator } from '@app/contract';
import { loadHindi } from '@app/contract/hi';
import { setLocale } from '@/lib/locale';
import { users } from '@/testing/auth';

// The pseudo-locale check: every text of the catalogue shows as ⟦Téxt⟧ while it is on, so a text on
// screen without the marks was written into the screen instead of the catalogue.

/** Shows the app in the pseudo language (as Hindi, whose texts it takes the place of). */
export async function showPseudoLocale(): Promise<void> {
  registerTranslator('hi', pseudoTranslator);
  await setLocale('hi', { remember: false });
}

/** Back to English, with the real Hindi texts registered again. */
export async function leavePseudoLocale(): Promise<void> {
  loadHindi();
  await setLocale('en', { remember: false });
}

const ATTRIBUTES = ['aria-label', 'aria-description', 'placeholder', 'title', 'alt'];
/** Words that are never translated: the brand, the names of outside services, and keys (alt+T). */
const NEVER_TRANSLATED =
  /\b(ListenWell|Razorpay|UPI|OTP|Tele-MANAS|KIRAN|Vandrevala|iCall|PDF|CSV|GST|PAN|IFSC|ID|IST|LinkedIn|alt\+T)\b/g;

/**
 * The texts under `root` (and its attributes people hear: labels, placeholders, titles) that are not
 * the catalogue's: what is left of each once the marked texts, the never-translated words and the
 * `allowed` data (names, emails and other words that came from the server) are taken out, if it still
 * holds a word. An element with its own `lang` (a language's name in the switch) is skipped.
 */
export function textsOutsideCatalogue(root: Element, allowed: ReadonlyArray<string | RegExp> = []): string[] {
  const leftovers: string[] = [];
  const check = (text: string | null) => {
    if (!text) return;
    // Innermost marks first: a catalogue text may hold another ('⟦⟦Dáté⟧, sórtéd⟧').
    let rest = text;
    while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    rest = rest.replace(NEVER_TRANSLATED, ' ');
    for (const item of allowed) {
      // An empty item allows nothing (replacing '' would split every word into letters).
      if (typeof item === 'string') rest = item ? rest.replaceAll(item, ' ') : rest;
      else rest = rest.replace(item, ' ');
    }
    if (/[A-Za-z]{2,}/.test(rest)) leftovers.push(text.trim());
  };
  const walk = (element: Element) => {
    const lang = element === root ? null : element.getAttribute('lang');
    if (lang && lang !== 'hi') return;
    if (['SCRIPT', 'STYLE', 'svg'].includes(element.tagName)) return;
    for (const name of ATTRIBUTES) check(element.getAttribute(name));
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) check(node.textContent);
      else if (node.nodeType === Node.ELEMENT_NODE) walk(node as Element);
    }
  };
  walk(root);
  return [...new Set(leftovers)];
}

/**
 * The signed-in fixture people as a screen shows them (names, emails, first names, initials) and the
 * router's probe (a path): data, not texts.
 */
export const FIXTURE_PEOPLE: ReadonlyArray<string | RegExp> = [
  ...Object.values(users).flatMap((user) => [user.name, user.email]),
  ...Object.values(users).map((user) => user.name.split(' ')[0] ?? user.name),
  /^[A-Z]{2}$/,
  /\/[a-z/-]*/g,
];
