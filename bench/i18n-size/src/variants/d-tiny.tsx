// D: no library, Intl.PluralRules and a small formatter (tiny-format.ts) over a catalogue compiled ahead.
import { createRoot } from 'react-dom/client';
import { MessageList } from '../list';
import { formatMessage, type Message } from '../tiny-format';
import en from '../generated/en.compiled.json';

const catalogue = en as unknown as Record<string, Message>;
createRoot(document.getElementById('root')!).render(
  <MessageList format={(id, values) => formatMessage('en', catalogue[id]!, values)} />,
);
