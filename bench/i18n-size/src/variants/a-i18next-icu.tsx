// A: i18next + react-i18next + i18next-icu (intl-messageformat parses the ICU strings at run time).
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';
import { MessageList } from '../list';
import en from '../generated/en.icu.json';

void i18next
  .use(ICU)
  .use(initReactI18next)
  .init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });

function App() {
  const { t } = useTranslation();
  return <MessageList format={(id, values) => t(id, values)} />;
}
createRoot(document.getElementById('root')!).render(<App />);
