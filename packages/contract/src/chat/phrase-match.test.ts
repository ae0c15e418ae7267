import { describe, expect, it } from 'vitest';
import { ABUSIVE_WORDS, detectAbuse } from './abuse-filter.ts';
import { CRISIS_PHRASES, detectCrisis } from './crisis-filter.ts';
import { compilePhraseList, findPhrases, normaliseForMatching } from './phrase-match.ts';

/** Every plain phrase an entry stands for: each alternative, each optional word with and without. */
const expand = (entry: string): string[] => {
  const group = /\{([^{}[\]]*)\}|\[([^{}[\]]*)\]/.exec(entry);
  if (!group) return [entry.replace(/\*/g, '').replace(/ +/g, ' ').trim()];
  const options = group[1] !== undefined ? group[1].split('|') : ['', ...(group[2] as string).split('|')];
  const before = entry.slice(0, group.index);
  const after = entry.slice(group.index + group[0].length);
  return [...new Set(options.flatMap((option) => expand(before + option + after)))];
};

const find = (text: string, entries: string[], spelling: 'loose' | 'strict' = 'loose') =>
  findPhrases(normaliseForMatching(text), compilePhraseList(entries, spelling));

describe('phrase list syntax', () => {
  it.each([
    ['{a|b', 'unclosed'],
    ['a}', 'unbalanced'],
    ['a]', 'unbalanced'],
    ['a|b', 'outside'],
    ['*abc', 'must follow a letter'],
    ['{a|b}*', 'must follow a letter'],
    ['[abc]', 'every message'],
    ['?!', 'empty'],
  ])('rejects %j', (entry, reason) => {
    expect(() => compilePhraseList([entry], 'loose')).toThrow(reason);
  });

  it('matches whole words, a space or none between them, and words that go on after a "*"', () => {
    expect(find('the selfharm and self harm', ['self harm'])).toEqual(['selfharm', 'self harm']);
    expect(find('suicidal, suicides; presuicide', ['suicid*'])).toEqual(['suicidal', 'suicides']);
    expect(find('nothing to live for / nothing left to live for', ['nothing [left] to live for'])).toEqual([
      'nothing to live for',
      'nothing left to live for',
    ]);
    expect(find('khud ko khatam, apne aap ko khtm', ['{khud|apne aap} ko {khatam|khtm}'])).toEqual([
      'khud ko khatam',
      'apne aap ko khtm',
    ]);
  });

  it('lets letters be doubled or not when loose, and only in longer words when strict', () => {
    expect(find('diee, kil myself', ['die', 'kill myself'])).toEqual(['diee', 'kil myself']);
    expect(find('as, ass, asss', ['ass'], 'strict')).toEqual(['ass']);
    expect(find('bbc, bc', ['bc'], 'strict')).toEqual(['bc']);
    expect(find('fuuuck', ['fuck'], 'strict')).toEqual(['fuuck']);
  });

  it('cuts exceptions out before matching, and keeps the rest of the text', () => {
    const list = compilePhraseList(['mar jaunga'], 'loose');
    const idioms = compilePhraseList(['garmi se mar'], 'loose');
    expect(findPhrases('garmi se mar jaunga', list, idioms)).toEqual([]);
    expect(findPhrases('garmi se mar jaunga ab mar jaunga', list, idioms)).toEqual(['mar jaunga']);
  });
});

// Each entry, in every spelling it spells out, must match: this catches an entry that normalisation
// turns into something no message can contain (a stray nukta, a typo in the syntax).
describe('every entry of the lists matches what it spells out', () => {
  const crisis = [...CRISIS_PHRASES.english, ...CRISIS_PHRASES.hinglish, ...CRISIS_PHRASES.hindi];
  const abuse = [...ABUSIVE_WORDS.english, ...ABUSIVE_WORDS.hinglish, ...ABUSIVE_WORDS.hindi];

  it.each(crisis)('crisis: %s', (entry) => {
    const missed = expand(entry).filter((phrase) => !detectCrisis(phrase).matched);
    expect(missed).toEqual([]);
  });

  it.each(abuse)('abuse: %s', (entry) => {
    const missed = expand(entry).filter((phrase) => !detectAbuse(phrase).matched);
    expect(missed).toEqual([]);
  });

  it.each(CRISIS_PHRASES.idioms)('idiom, fully cut out: %s', (entry) => {
    const matched = expand(entry).filter((phrase) => detectCrisis(phrase).matched);
    expect(matched).toEqual([]);
  });
});

// The word finder decides for almost every message that no entry can match: an entry it leaves out must
// never match, on any text, near misses included (a letter dropped or doubled, a word glued to the next,
// the phrase inside a sentence).
describe('the entries a list leaves untried could not have matched', () => {
  const lists = {
    crisis: [...CRISIS_PHRASES.english, ...CRISIS_PHRASES.hinglish, ...CRISIS_PHRASES.hindi],
    abuse: [...ABUSIVE_WORDS.english, ...ABUSIVE_WORDS.hinglish, ...ABUSIVE_WORDS.hindi],
    idioms: [...CRISIS_PHRASES.idioms],
  };
  const variants = (phrase: string) => [
    phrase,
    `so today ${phrase} and then`,
    phrase.slice(1),
    phrase.slice(0, -1),
    `${phrase}x`,
    phrase.replace(/(\p{L})/u, '$1$1'),
    phrase.replace(' ', ''),
  ];

  it.each(Object.entries(lists))('%s', (_, entries) => {
    for (const spelling of ['loose', 'strict'] as const) {
      const list = compilePhraseList(entries, spelling);
      // A few spellings of each entry (its first and last expansions): all of them would be tens of
      // thousands of texts.
      const texts = entries
        .flatMap((entry) => {
          const all = expand(entry);
          return [...new Set([...all.slice(0, 3), ...all.slice(-3)])];
        })
        .flatMap(variants)
        .map(normaliseForMatching);
      const missed = texts.flatMap((text) => {
        const tried = new Set(list.candidates(text));
        return list.entries
          .map((pattern, i) => ({ pattern, i }))
          .filter(({ pattern, i }) => {
            pattern.lastIndex = 0;
            return !tried.has(i) && pattern.test(text);
          })
          .map(({ i }) => `${entries[i]} in "${text}"`);
      });
      expect(missed).toEqual([]);
    }
  });

  it('tries only the entries whose words occur', () => {
    const list = compilePhraseList(
      ['kill myself', '{end|finish} it all', 'nothing [left] to live for'],
      'loose',
    );
    expect(list.candidates(normaliseForMatching('I had a long day'))).toEqual([]);
    expect(list.candidates(normaliseForMatching('so tired i could kiil myself'))).toEqual([0]);
    // "nothing" is the longest word the third needs; "live" alone does not make it worth trying.
    expect(list.candidates(normaliseForMatching('finish the report, then live a little'))).toEqual([1]);
    expect(list.candidates(normaliseForMatching('finish it, nothing else'))).toEqual([1, 2]);
  });
});

describe('normaliseForMatching', () => {
  // Plain ASCII takes a shorter path; a zero-width space (removed by both) sends the same text the long way.
  it.each([
    "Don't   STOP!!  me-now",
    'pleeeease  helllp\tme\n',
    'I`m done... 100% (sooo) tired',
    '  --  ',
    'a\u0001b',
  ])('plain ASCII comes out as through the full path: %j', (text) => {
    expect(normaliseForMatching(text)).toBe(normaliseForMatching(`${text}\u200b`));
  });
});
