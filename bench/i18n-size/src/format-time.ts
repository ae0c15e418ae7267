// Formatting 1,000 messages in Node with each option set up as a server would use it: one catalogue per
// language loaded at start, the locale chosen per call (a mail or push for its recipient), no global
// language switched. `hi` reuses the English text here: what differs is its plural rules (0 is `one`).
import i18next, { type TFunction } from 'i18next';
import ICU from 'i18next-icu';
import { setupI18n } from '@lingui/core';
import { ids, icu, i18next as i18nextMessages, valuesFor } from './messages.mjs';
import { i18nextArgs } from './i18next-args';
import { formatMessage, type Message } from './tiny-format';
import compiledJson from './generated/en.compiled.json' with { type: 'json' };

type Values = Record<string, string | number>;
type Formatter = (locale: string) => (id: string, values: Values) => string;
const compiled = compiledJson as unknown as Record<string, Message>;
const locales = ['en', 'hi'];

const i18nextFormatter = (useIcu: boolean): Formatter => {
  const instance = i18next.createInstance();
  if (useIcu) instance.use(ICU);
  const messages = useIcu ? icu : i18nextMessages;
  void instance.init({
    lng: 'en',
    resources: Object.fromEntries(locales.map((l) => [l, { translation: messages }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const fixed = new Map<string, TFunction>(locales.map((l) => [l, instance.getFixedT(l)]));
  return (locale) => {
    const t = fixed.get(locale)!;
    return useIcu ? (id, values) => t(id, values) : (id, values) => t(id, i18nextArgs(id, values));
  };
};

const linguiFormatter = (): Formatter => {
  const instances = new Map(locales.map((l) => [l, setupI18n({ locale: l, messages: { [l]: compiled } })]));
  return (locale) => {
    const i18n = instances.get(locale)!;
    return (id, values) => i18n._(id, values);
  };
};

const tinyFormatter = (): Formatter => (locale) => (id, values) =>
  formatMessage(locale, compiled[id]!, values);

const options: [string, () => Formatter][] = [
  ['A: i18next + i18next-icu', () => i18nextFormatter(true)],
  ['B: i18next, own plural JSON', () => i18nextFormatter(false)],
  ['C: @lingui/core, compiled', linguiFormatter],
  ['D: Intl.PluralRules + own', tinyFormatter],
];

/** 1,000 formats: the 20 messages with 50 sets of values; returns the texts and the milliseconds. */
const thousand = (format: (id: string, values: Values) => string) => {
  const texts: string[] = [];
  const start = process.hrtime.bigint();
  for (let n = 0; n < 50; n++) for (const id of ids) texts.push(format(id, valuesFor(n) as Values));
  return { texts, ms: Number(process.hrtime.bigint() - start) / 1e6 };
};

const reference = thousand(tinyFormatter()('en')).texts;
console.log(
  '\nFormatting 1,000 messages in Node (ms; cold = new instance, first pass; warm = median of 200)',
);
console.log(`  ${'option'.padEnd(30)}  set-up   cold   warm  same text as D`);
for (const [label, make] of options) {
  const setupStart = process.hrtime.bigint();
  const formatter = make();
  const setupMs = Number(process.hrtime.bigint() - setupStart) / 1e6;
  const cold = thousand(formatter('en'));
  const warm: number[] = [];
  for (let i = 0; i < 200; i++) warm.push(thousand(formatter(i % 2 ? 'en' : 'hi')).ms);
  warm.sort((a, b) => a - b);
  const differing = cold.texts.filter((text, i) => text !== reference[i]);
  console.log(
    `  ${label.padEnd(30)} ${setupMs.toFixed(2).padStart(6)} ${cold.ms.toFixed(2).padStart(6)} ${warm[100]!.toFixed(2).padStart(6)}  ${differing.length ? `no, ${differing.length} differ, e.g. ${JSON.stringify(differing[0])}` : 'yes'}`,
  );
  const hi = formatter('hi')('wallet.balance', { count: 0 });
  const en = formatter('en')('wallet.balance', { count: 0 });
  console.log(`  ${''.padEnd(30)} per call: en ${JSON.stringify(en)}, hi ${JSON.stringify(hi)}`);
}
