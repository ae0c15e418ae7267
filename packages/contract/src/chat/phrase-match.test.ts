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
