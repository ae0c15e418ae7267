// B: i18next + react-i18next with i18next's own JSON (suffix plurals, context for select), no ICU.
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createRoot } from 'react-dom/client';
import { MessageList } from '../list';
import { i18nextArgs } from '../i18next-args';
import en from '../generated/en.i18next.json';

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

function App() {
  const { t } = useTranslation();
  return <MessageList format={(id, values) => t(id, i18nextArgs(id, values))} />;
}
createRoot(document.getElementById('root')!).render(<App />);
