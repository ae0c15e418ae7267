// D: no library. Messages are compiled ahead into a tree (strings, [name], [name, 'plural'|'select', cases]),
// formatted here with the browser's (or Node's) own Intl.PluralRules and Intl.NumberFormat.
export type Message = Node[];
type Node = string | [string] | [string, string, Record<string, Node[] | number>];
type Values = Record<string, string | number>;

const cache = new Map<string, Intl.PluralRules | Intl.NumberFormat>();
const intl = <T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T) =>
  (cache.get(key) as T | undefined) ?? (cache.set(key, make()), cache.get(key) as T);

const render = (locale: string, nodes: Node[], values: Values, count?: number): string => {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out +=
        node === '#' && count !== undefined
          ? intl(`n:${locale}`, () => new Intl.NumberFormat(locale)).format(count)
          : node;
      continue;
    }
    const [name, type, cases] = node;
    const value = values[name];
    if (!type || !cases) {
      out += String(value ?? '');
      continue;
    }
    let branch: unknown;
    if (type === 'select') branch = cases[String(value)] ?? cases.other;
    else {
      const n = Number(value) - Number(cases.offset ?? 0);
      const rules = intl(
        `p:${locale}:${type}`,
        () => new Intl.PluralRules(locale, { type: type === 'selectordinal' ? 'ordinal' : 'cardinal' }),
      );
      branch = cases[String(value)] ?? cases[rules.select(n)] ?? cases.other;
      out += render(locale, branch as Node[], values, n);
      continue;
    }
    out += render(locale, branch as Node[], values, count);
  }
  return out;
};

/** Formats one compiled message; pure, so a server formats per request locale with no global state. */
export const formatMessage = (locale: string, message: Message, values: Values = {}) =>
  render(locale, message, values);
