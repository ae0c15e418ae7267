import { afterEach, describe, expect, it } from 'vitest';
import { languageName, messages } from '../messages/index.ts';
import { formatDateRange, formatList, formatNumber } from './format.ts';
import { DEFAULT_LOCALE, pickLocale, type Locale } from './locales.ts';
import { setLocaleResolver } from './current.ts';
import { englishMessages, localizeText, registerTranslator } from './localized.ts';
import { hindiCatalogue, loadHindi } from './hi/index.ts';
import { pseudoText, pseudoTranslator } from './pseudo.ts';
import { planInLanguage } from '../schemas/marketplace.ts';

let locale: Locale = DEFAULT_LOCALE;
setLocaleResolver(() => locale);
loadHindi();
afterEach(() => {
  locale = DEFAULT_LOCALE;
  loadHindi();
});

/** The `{0}`, `{1}`... an ICU message reads. */
const argumentsOf = (icu: string) => new Set([...icu.matchAll(/\{(\d+)\s*[,}]/g)].map((m) => Number(m[1])));

describe('choosing the language', () => {
  it('follows the first supported language of the browser or of Accept-Language, by q-value', () => {
    expect(pickLocale(['hi-IN', 'en-US'])).toBe('hi');
    expect(pickLocale(['fr-FR', 'en-GB', 'hi'])).toBe('en');
    expect(pickLocale(['ta-IN'])).toBe('en');
    expect(pickLocale('en-US,en;q=0.9')).toBe('en');
    expect(pickLocale('en;q=0.5, hi-IN;q=0.9')).toBe('hi');
    expect(pickLocale('HI')).toBe('hi');
    expect(pickLocale('hi;q=0, en')).toBe('en');
    expect(pickLocale('')).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
  });
});

describe('numbers, plurals and lists', () => {
  it('groups numbers the Indian way in both languages', () => {
    expect(formatNumber(100000, {}, 'en')).toBe('1,00,000');
    expect(formatNumber(12345678, {}, 'hi')).toBe('1,23,45,678');
    expect(formatNumber(999, {}, 'en')).toBe('999');
  });

  it('says a count in Hindi with the plural the number needs, and its Indian grouping', () => {
    locale = 'hi';
    expect(messages.wallet.purchased(100000)).toBe('1,00,000 कॉइन आपके वॉलेट में जोड़ दिए गए');
    expect(messages.wallet.tooManyPurchases(1)).toContain('1 प्लान');
    expect(messages.wallet.tooManyPurchases(5)).toContain('5 प्लान');
  });

  it('joins a list the language’s way', () => {
    expect(formatList(['a', 'b', 'c'], 'en')).toBe('a, b and c');
    expect(formatList(['a', 'b', 'c'], 'hi')).toBe('a, b, और c');
  });

  it('writes a range of days in India’s order, its month in the language', () => {
    const from = new Date('2025-02-05T18:30:00.000Z');
    const to = new Date('2025-03-07T10:00:00.000Z');
    const days = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' } as const;
    // Intl puts thin spaces around the dash.
    const range = (locale: 'en' | 'hi') => formatDateRange(from, to, days, locale).replace(/\s/g, ' ');
    expect(range('en')).toBe('6 Feb – 7 Mar 2025');
    expect(range('hi')).toBe('6 फ़र॰ – 7 मार्च 2025');
  });
});

describe('message groups in a language', () => {
  it('answer in English until another language is current, then in it, nested texts included', () => {
    expect(messages.wallet.planUnavailable).toBe('This plan is no longer available.');
    locale = 'hi';
    expect(messages.wallet.planUnavailable).toBe('यह प्लान अब उपलब्ध नहीं है।');
    expect(messages.wallet.purchaseTitles.CONFIRMED).toBe('भुगतान मिल गया');
    expect(Object.values(messages.wallet.purchaseStatusLabels)).toContain('विफल');
    locale = 'en';
    expect(messages.wallet.purchaseTitles.CONFIRMED).toBe('Payment received');
  });

  it('keep a nested group taken while English was shown answering in the language of the moment', () => {
    const titles = messages.wallet.purchaseTitles;
    expect(titles.CONFIRMED).toBe('Payment received');
    locale = 'hi';
    expect(titles.CONFIRMED).toBe('भुगतान मिल गया');
    expect(Object.entries(titles)).toContainEqual(['DECLINED', 'भुगतान नहीं हो पाया']);
  });

  it('fall back to English for a text the language lacks', () => {
    registerTranslator('hi', { has: (id) => id !== 'wallet.noPurchases', format: () => 'हिन्दी' });
    locale = 'hi';
    expect(messages.wallet.noPurchases).toBe('No purchases found');
    expect(messages.wallet.planUnavailable).toBe('हिन्दी');
  });

  it('translate a text fixed in English before the language was chosen (a schema’s message)', () => {
    const fixed = messages.wallet.planUnavailable;
    expect(localizeText(fixed)).toBe(fixed);
    locale = 'hi';
    expect(localizeText(fixed)).toBe('यह प्लान अब उपलब्ध नहीं है।');
    expect(localizeText('Not a catalogue text')).toBe('Not a catalogue text');
  });

  it('show every catalogue text marked in the pseudo language, arguments included', () => {
    registerTranslator('hi', pseudoTranslator);
    locale = 'hi';
    expect(messages.wallet.noPurchases).toBe(pseudoText('No purchases found'));
    expect(messages.wallet.purchased(3)).toBe('⟦3 çóíñs áddéd tó yóúr wállét⟧');
    // A list of texts stays a list (its methods are not messages).
    expect(messages.safety.listenerGuidance.map((step) => step.startsWith('⟦'))).not.toContain(false);
  });
});

describe('language names', () => {
  it('show in the language shown; a name outside the list shows as it is', () => {
    expect(languageName('Tamil')).toBe('Tamil');
    locale = 'hi';
    expect(languageName('Tamil')).toBe('तमिल');
    expect(languageName('English')).toBe('अंग्रेज़ी');
    expect(languageName('Klingon')).toBe('Klingon');
  });
});

describe('the Hindi catalogue', () => {
  const english = new Map(englishMessages());

  it('has a text for every English message', () => {
    const missing = [...english.keys()].filter((id) => !(id in hindiCatalogue));
    expect(missing).toEqual([]);
  });

  it('has only ids the English has, each one a message that formats, reading only its arguments', () => {
    locale = 'hi';
    for (const [id, icu] of Object.entries(hindiCatalogue)) {
      const source = english.get(id);
      expect(source, id).toBeDefined();
      const arity = typeof source === 'function' ? source.length : 0;
      for (const index of argumentsOf(icu)) expect(index, `${id} reads {${index}}`).toBeLessThan(arity);
      expect(icu, id).not.toMatch(/[A-Za-z]+ [A-Za-z]+ [A-Za-z]+ [A-Za-z]+ [A-Za-z]+/);
    }
  });
});

describe('a plan in a language', () => {
  const plan = {
    id: 'p',
    name: 'Starter',
    description: 'Try a first conversation.',
    nameHi: 'शुरुआत',
    descriptionHi: '',
    pricePaise: 9900,
    coins: 100,
    bonusCoins: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  it('is told in Hindi where the admin wrote Hindi, in English where not, and in English to English readers', () => {
    expect(planInLanguage(plan)).toEqual({ name: 'Starter', description: 'Try a first conversation.' });
    locale = 'hi';
    expect(planInLanguage(plan)).toEqual({ name: 'शुरुआत', description: 'Try a first conversation.' });
  });
});
