import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes/app-routes';
import { LocaleBoundary } from '@/lib/locale';

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <LocaleBoundary>
          <AppRoutes />
        </LocaleBoundary>
      </AppProviders>
    </BrowserRouter>
  );
}
