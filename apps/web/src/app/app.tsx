import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes/app-routes';
import { useLocale } from '@/lib/locale';

export function App() {
  // Every text is read while rendering: a new language renders the pages again from scratch (the
  // cached data stays).
  const locale = useLocale();
  return (
    <BrowserRouter>
      <AppProviders>
        <AppRoutes key={locale} />
      </AppProviders>
    </BrowserRouter>
  );
}
