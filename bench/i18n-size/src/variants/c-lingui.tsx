// C: Lingui's runtime with a catalogue compiled ahead (what `lingui compile` writes), ids as in the contract.
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { MessageList } from '../list';
import { messages } from '../generated/en.lingui';

i18n.loadAndActivate({ locale: 'en', messages });

function List() {
  const { _ } = useLingui();
  return <MessageList format={(id, values) => _(id, values)} />;
}
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <List />
  </I18nProvider>,
);
