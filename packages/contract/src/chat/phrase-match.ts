// Word and phrase lists matched against chat messages (issue 12: the crisis list and the abusive-language
// list). People type fast, on phones, in English, Hindi and romanised Hindi, so a message and every list
// entry go through the same normalisation, and an entry matches whole words only: "diet" never reads as
// "die", "class" never as "ass".
//
// An entry is written the way a person types it, plus a little syntax so that one line covers the
// spellings that go with it:
//   {a|b|c}   one of these (may hold several words: {khud|apne aap})
//   [word]    an optional word (or [a|b] an optional one of): "nothing [left] to live for"
//   word*     the word may go on: "suicid*" covers suicide, suicidal, suicides
//   a space   a space or none: "self harm" also covers "selfharm", "marjaunga"
// Letters may be doubled or not where a list allows it ("loose": "diee", "kil myself", "jaaunga").

const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}]`;

// Format characters (zero-width space, joiners, soft hyphen, direction marks), variation selectors and
// the keycap mark: invisible, but they split a word in two for a regular expression.
const INVISIBLE = /[\p{Cf}\u034F\uFE00-\uFE0F\u20E3\u{E0100}-\u{E01EF}]/gu;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4\u02BC]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033]/g;

// Devanagari written several ways for the same word: with or without the nukta (ज़िंदगी / जिंदगी), with a
// chandrabindu or an anusvara (जाऊँगा / जाऊंगा), with a half nasal or an anusvara (ज़िन्दगी / ज़िंदगी).
const NUKTA = /\u093C/g;
const CHANDRABINDU = /\u0901/g;
const NASAL_CONJUNCT = /[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g;

// Three or more of the same letter are a stretched word ("pleeease", "dieeee"); two can be the spelling.
const STRETCHED = /([\p{L}\p{M}])\1{2,}/gu;

const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/gu;
const NOT_WORD_OR_SYNTAX = /[^\p{L}\p{M}\p{N}{}|[\]*]+/gu;

const normalise = (text: string, syntax: boolean): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(INVISIBLE, '')
    // Dropped rather than spaced, so that "don't", "dont" and "don’t" are one word.
    .replace(/'/g, '')
    .replace(NUKTA, '')
    .replace(CHANDRABINDU, '\u0902')
    .replace(NASAL_CONJUNCT, '\u0902')
    .replace(syntax ? NOT_WORD_OR_SYNTAX : NOT_WORD, ' ')
    .replace(STRETCHED, '$1$1')
    .replace(/ +/g, ' ')
    .trim();

/**
 * A message as the lists see it: NFKC, lower case, no zero-width characters, no apostrophes, Devanagari
 * spelling variants folded, letters stretched beyond two cut to two, everything that is not a letter,
 * mark or digit (punctuation, emoji) turned into a space, spaces collapsed.
 */
export const normaliseForMatching = (text: string): string => normalise(text, false);

/**
 * "loose": any letter may be typed once or twice (the crisis list, where a miss costs a lot).
 * "strict": only in words of four letters or more, and a double letter stays double (the abuse list,
 * where "as" must not read as "ass" and "bbc" not as "bc").
 */
type Spelling = 'loose' | 'strict';

const isWordChar = (char: string): boolean => /[\p{L}\p{M}\p{N}]/u.test(char);

const compileEntry = (entry: string, spelling: Spelling): RegExp => {
  // Spaces next to the syntax are layout, except before an opening and after a closing bracket.
  const chars = [
    ...normalise(entry, true)
      .replace(/ ?\| ?/g, '|')
      .replace(/([{[]) /g, '$1')
      .replace(/ ([}\]])/g, '$1'),
  ];
  const fail = (reason: string): never => {
    throw new Error(`Phrase list entry ${JSON.stringify(entry)}: ${reason}`);
  };
  if (chars.length === 0) fail('empty');

  let source = '';
  const open: string[] = [];
  for (let i = 0; i < chars.length;) {
    const char = chars[i] as string;
    if (isWordChar(char)) {
      let end = i;
      while (end < chars.length && isWordChar(chars[end] as string)) end += 1;
      const segment = chars.slice(i, end);
      const tolerant = spelling === 'loose' || segment.length >= 4;
      for (let j = 0; j < segment.length;) {
        const letter = segment[j] as string;
        let run = 1;
        while (segment[j + run] === letter) run += 1;
        if (/\p{N}/u.test(letter) || !tolerant) source += letter.repeat(run);
        else source += spelling === 'strict' && run > 1 ? `${letter}{2}` : `${letter}{1,2}`;
        j += run;
      }
      i = end;
      continue;
    }
    switch (char) {
      case ' ':
        source += ' ?';
        break;
      case '*':
        if (i === 0 || !isWordChar(chars[i - 1] as string)) fail('"*" must follow a letter');
        source += `${WORD_CHAR}*`;
        break;
      case '{':
      case '[':
        open.push(char);
        source += '(?:';
        break;
      case '|':
        if (open.length === 0) fail('"|" outside {…} or […]');
        source += '|';
        break;
      case '}':
        if (open.pop() !== '{') fail('unbalanced "}"');
        source += ')';
        break;
      case ']':
        if (open.pop() !== '[') fail('unbalanced "]"');
        source += ')?';
        break;
      default:
        fail(`unexpected ${JSON.stringify(char)}`);
    }
    i += 1;
  }
  if (open.length > 0) fail('unclosed bracket');

  // The leading space is consumed (no lookbehind: older Safari lacks it), the trailing one only looked at.
  const pattern = new RegExp(`(?:^| )(${source})(?= |$)`, 'gu');
  if (pattern.test('') || pattern.test(' ')) fail('would match every message');
  pattern.lastIndex = 0;
  return pattern;
};

export const compilePhraseList = (entries: readonly string[], spelling: Spelling): RegExp[] =>
  entries.map((entry) => compileEntry(entry, spelling));

/**
 * The fragments of an already normalised text that match the list, in the order they occur, each once.
 * Spans matching `exceptions` (idioms) are cut out first, so they cannot match, while the rest of the
 * message still can.
 */
export const findPhrases = (
  normalised: string,
  list: readonly RegExp[],
  exceptions: readonly RegExp[] = [],
): string[] => {
  let text = normalised;
  for (const pattern of exceptions) text = text.replace(pattern, ' ~ ');
  const found: { at: number; text: string }[] = [];
  for (const pattern of list) {
    for (const match of text.matchAll(pattern)) {
      const fragment = match[1] as string;
      found.push({ at: match.index + match[0].length - fragment.length, text: fragment.trim() });
    }
  }
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((f) => f.text))];
};
