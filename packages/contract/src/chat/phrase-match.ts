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

// Dropped rather than turned into a space: format characters (zero-width space, joiners, soft hyphen,
// direction marks), variation selectors and the keycap mark, invisible but splitting a word in two for a
// regular expression; and apostrophes, straight or curly (and the prime, backtick and acute typed for
// one), so that "don't", "dont" and "don’t" are one word.
const DROPPED =
  /[\p{Cf}\u034F\uFE00-\uFE0F\u20E3\u{E0100}-\u{E01EF}'\u2018\u2019\u201A\u201B\u2032\u0060\u00B4\u02BC]/gu;

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
    .replace(DROPPED, '')
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
export const normaliseForMatching = (text: string): string =>
  // Most messages are plain ASCII: the same steps, without the ones that cannot change it (NFKC, curly
  // quotes, invisible characters, Devanagari), about three times faster.
  ASCII.test(text)
    ? text
        .toLowerCase()
        .replace(/[`']/g, '')
        .replace(/[^a-z0-9]+/g, ' ')
        .replace(/([a-z])\1{2,}/g, '$1$1')
        .trim()
    : normalise(text, false);
const ASCII = /^[\t\n\r -~]*$/;

/**
 * "loose": any letter may be typed once or twice (the crisis list, where a miss costs a lot).
 * "strict": only in words of four letters or more, and a double letter stays double (the abuse list,
 * where "as" must not read as "ass" and "bbc" not as "bc").
 */
type Spelling = 'loose' | 'strict';

const isWordChar = (char: string): boolean => /[\p{L}\p{M}\p{N}]/u.test(char);

/** An entry normalised like a message, syntax kept; spaces next to the syntax are layout, except before an opening and after a closing bracket. */
const entryChars = (entry: string) => [
  ...normalise(entry, true)
    .replace(/ ?\| ?/g, '|')
    .replace(/([{[]) /g, '$1')
    .replace(/ ([}\]])/g, '$1'),
];

/** An entry as a regular expression's source (no anchors), checked for its syntax. */
const compileEntry = (entry: string, chars: readonly string[], spelling: Spelling): string => {
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

  if (wholeWords(source, '').test('') || wholeWords(source, '').test(' ')) fail('would match every message');
  return source;
};

// The leading space is consumed (no lookbehind: older Safari lacks it), the trailing one only looked at.
const wholeWords = (source: string, flags: string) => new RegExp(`(?:^| )(${source})(?= |$)`, `u${flags}`);

/** Every run of one letter typed more than once cut to one: "kill" and "kil", "ddiee" and "die" agree. */
const single = (text: string) => text.replace(/(.)\1+/gu, '$1');
// Both lists look at the same message one after the other: the last answer is kept.
let lastText = '';
let lastSingle = '';
const singleOfMessage = (text: string) => {
  if (text !== lastText) {
    lastText = text;
    lastSingle = single(text);
  }
  return lastSingle;
};

/**
 * Words one of which every match of the entry contains (as `single` letters, glued or not): the longest
 * required word, or for a required {a|b} the needs of each alternative. `null` when nothing is required
 * (an optional [word] requires nothing). A word before "*" counts as far as it is written.
 */
const needOf = (chars: readonly string[]): string[] | null => {
  let at = 0;
  const sequence = (): string[] | null => {
    let best: string[] | null = null;
    const shortest = (need: string[]) => Math.min(...need.map((word) => word.length));
    const consider = (need: string[] | null) => {
      if (need && (!best || shortest(need) > shortest(best))) best = need;
    };
    while (at < chars.length && !'|}]'.includes(chars[at] as string)) {
      const char = chars[at] as string;
      if (char === '{' || char === '[') {
        at += 1;
        const options: (string[] | null)[] = [sequence()];
        while (chars[at] === '|') {
          at += 1;
          options.push(sequence());
        }
        at += 1; // the closing bracket
        if (char === '{' && options.every((option) => option !== null)) {
          consider([...new Set(options.flatMap((option) => option ?? []))]);
        }
      } else if (isWordChar(char)) {
        let word = '';
        while (at < chars.length && isWordChar(chars[at] as string)) word += chars[at++] as string;
        consider([single(word)]);
      } else {
        at += 1; // a space or "*"
      }
    }
    return best;
  };
  return sequence();
};

/**
 * Finds, in one pass over a text, which of many words occur in it (Aho-Corasick, compiled to a table:
 * one lookup per character): for each word found, the entries that need it.
 */
const createWordFinder = (needs: readonly (readonly string[])[]) => {
  // The characters the words are made of (UTF-16 units); any other character leads back to the start.
  const symbols = new Uint8Array(0x10000);
  let width = 1;
  for (const word of needs.flat()) {
    for (let i = 0; i < word.length; i += 1) {
      const code = word.charCodeAt(i);
      if (symbols[code] === 0) symbols[code] = width++;
    }
  }
  if (width > 0xff) throw new Error('Phrase list: more distinct characters than the word finder holds');

  // The tree of the words, node 0 the start, each node's children by symbol.
  const children = [new Map<number, number>()];
  const found: number[][] = [[]];
  needs.forEach((words, entry) => {
    for (const word of words) {
      let node = 0;
      for (let i = 0; i < word.length; i += 1) {
        const symbol = symbols[word.charCodeAt(i)] as number;
        let next = children[node]?.get(symbol);
        if (next === undefined) {
          next = children.length;
          children.push(new Map());
          found.push([]);
          children[node]?.set(symbol, next);
        }
        node = next;
      }
      found[node]?.push(entry);
    }
  });

  // Breadth first, so that a node's fallback (the longest proper suffix of its word in the tree) has its
  // row filled before it: where a node has no child for a symbol, it goes where its fallback goes.
  const next = new Int32Array(children.length * width);
  const fallback = new Int32Array(children.length);
  const queue = [0];
  for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i] as number;
    if (node !== 0) found[node]?.push(...(found[fallback[node] as number] ?? []));
    for (let symbol = 1; symbol < width; symbol += 1) {
      const child = children[node]?.get(symbol);
      const viaFallback = node === 0 ? 0 : (next[(fallback[node] as number) * width + symbol] as number);
      if (child === undefined) {
        next[node * width + symbol] = viaFallback;
      } else {
        next[node * width + symbol] = child;
        fallback[child] = viaFallback;
        queue.push(child);
      }
    }
  }
  const entriesAt = found.map((entries) => (entries.length > 0 ? [...new Set(entries)] : null));

  return (text: string): Set<number> => {
    const hits = new Set<number>();
    let node = 0;
    for (let i = 0; i < text.length; i += 1) {
      node = next[node * width + (symbols[text.charCodeAt(i)] as number)] as number;
      const entries = entriesAt[node];
      if (entries) for (const entry of entries) hits.add(entry);
    }
    return hits;
  };
};

/**
 * A compiled list: one expression per entry, and a finder of the words each entry needs. Nearly every
 * chat message contains none of them, and for those one pass over the text is all the work; only the
 * entries whose words occur are then tried (the chat bench measured trying every entry at about 300 µs a
 * message, as much as all the rest of the server's work on it).
 */
export type PhraseList = {
  readonly entries: readonly RegExp[];
  /** The entries worth trying on an already normalised text, in list order. */
  readonly candidates: (normalised: string) => number[];
};

export const compilePhraseList = (entries: readonly string[], spelling: Spelling): PhraseList => {
  const compiled = entries.map((entry) => {
    const chars = entryChars(entry);
    return { pattern: wholeWords(compileEntry(entry, chars, spelling), 'g'), need: needOf(chars) };
  });
  // An entry needing no word at all (only optional words and more) is tried on every text.
  const always = compiled.flatMap((entry, i) => (entry.need ? [] : [i]));
  const find = createWordFinder(compiled.map((entry) => entry.need ?? []));
  return {
    entries: compiled.map((entry) => entry.pattern),
    candidates: (normalised) => {
      const found = find(singleOfMessage(normalised));
      for (const i of always) found.add(i);
      return [...found].sort((a, b) => a - b);
    },
  };
};

/**
 * The fragments of an already normalised text that match the list, in the order they occur, each once.
 * Spans matching `exceptions` (idioms) are cut out first, so they cannot match, while the rest of the
 * message still can.
 */
export const findPhrases = (
  normalised: string,
  list: PhraseList,
  exceptions: PhraseList | null = null,
): string[] => {
  // Cutting exceptions out only removes words, so an entry that cannot match before the cut cannot after.
  const candidates = list.candidates(normalised);
  if (candidates.length === 0) return [];
  let text = normalised;
  for (const i of exceptions?.candidates(text) ?? [])
    text = text.replace(exceptions?.entries[i] as RegExp, ' ~ ');
  const found: { at: number; text: string }[] = [];
  for (const i of candidates) {
    const pattern = list.entries[i] as RegExp;
    for (const match of text.matchAll(pattern)) {
      const fragment = match[1] as string;
      found.push({ at: match.index + match[0].length - fragment.length, text: fragment.trim() });
    }
  }
  found.sort((a, b) => a.at - b.at);
  return [...new Set(found.map((f) => f.text))];
};
