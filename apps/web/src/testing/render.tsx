import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from '@/components/theme/theme-provider';

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** The pathname the router is on, as rendered by renderAt's probe. */
export const currentPath = (): string =>
  document.querySelector('[data-testid="location"]')?.textContent ?? '';

/**
 * Renders a screen at `path` inside the app's providers, with extra routes whose elements stand in
 * for the screens it may navigate to.
 */
export function renderAt(
  element: ReactElement,
  options: { path?: string; routes?: Record<string, ReactElement> } = {},
) {
  const path = options.path ?? '/';
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          {Object.entries(options.routes ?? {}).map(([routePath, routeElement]) => (
            <Route key={routePath} path={routePath} element={routeElement} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/**
 * Renders the whole route tree at `path` with the browser's router (history API), as the app runs:
 * it schedules navigations as transitions, which a memory router does not.
 */
export async function renderApp(path: string) {
  const { AppRoutes } = await import('@/app/routes/app-routes');
  window.history.replaceState(null, '', path);
  return render(
    <ThemeProvider>
      <BrowserRouter>
        <AppRoutes />
        <LocationProbe />
      </BrowserRouter>
    </ThemeProvider>,
  );
}
