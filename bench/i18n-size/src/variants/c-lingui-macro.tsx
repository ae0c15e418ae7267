// Lingui's macro with explicit ids (the contract's), to see that it compiles in this Vite setup.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createRoot } from 'react-dom/client';
import { messages } from '../generated/en.lingui';

i18n.loadAndActivate({ locale: 'en', messages });

function Balance({ count, name }: { count: number; name: string }) {
  const { t } = useLingui();
  return (
    <p>
      {t({
        id: 'wallet.balance',
        message: plural(count, { one: 'Your balance is # coin', other: 'Your balance is # coins' }),
      })}
      {t({ id: 'auth.welcome', message: `Welcome back, ${name}` })}
    </p>
  );
}
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <Balance count={Date.now() % 3} name="Asha" />
  </I18nProvider>,
);
