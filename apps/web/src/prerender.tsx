/**
 * Build-time render of the public pages a visitor lands on first (`/`, `/login`), for the HTML the
 * server sends: the page paints from HTML + CSS before any script runs, and main.tsx hydrates it.
 * Built by vite.config.ts (an SSR build of this file) after the client build; never shipped to browsers.
 *
 * It renders the same tree as main.tsx (StrictMode > router > AppProviders > AppRoutes) for a visitor
 * who is signed out and whose theme is the default ('system'): main.tsx hydrates only when that holds.
 */
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes/app-routes';
import { frameHeaderFor } from '@/app/routes/page-titles';
import { CustomerShellSkeleton } from '@/components/layout/customer-shell-skeleton';
import { ShellSkeleton } from '@/components/layout/shell-skeleton';
import { customerPageHeaders } from '@/features/customer/page-headers';
import { routes } from '@app/contract';

/**
 * What the pages read from the browser while rendering, answered as for a signed-out visitor with no
 * stored preference: the theme provider asks `matchMedia` for the system theme (its result only sets
 * <html>'s class in an effect, which does not run here). Storage is left undefined: the theme provider
 * and the persisted sign-in already treat unavailable storage as "nothing stored".
 */
function defineBrowserGlobals(): void {
  const scope = globalThis as { window?: unknown };
  if (scope.window) return;
  const mediaQueryList = {
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  scope.window = { matchMedia: () => mediaQueryList };
}

/** Leading <title>/<meta>/<link> React hoists out of the tree (a page's `<title>`), for the <head>. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

export type PrerenderedPage = {
  /** Markup for the root element: exactly what hydrateRoot expects to find there. */
  body: string;
  /** Elements React hoists to <head> (the page's <title>), to put there rather than in the body. */
  head: string;
};

/** Renders `url` with every lazy page loaded (prerender waits for Suspense, renderToString would not). */
export async function render(url: string): Promise<PrerenderedPage> {
  defineBrowserGlobals();
  return renderElement(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
  );
}

/**
 * The frame someone signed in sees first at `url` while the page's code arrives (app-routes'
 * RouteFallback: the console's or the customer area's), for the HTML of the signed-in landing pages.
 * Nothing personal: it paints before any script runs, and the app's first render draws the same.
 */
export async function renderShell(url: string): Promise<PrerenderedPage> {
  const isCustomerArea = url === routes.app.home || url.startsWith(`${routes.app.home}/`);
  return renderElement(
    isCustomerArea ? (
      <CustomerShellSkeleton header={customerPageHeaders[url]} />
    ) : (
      <ShellSkeleton {...frameHeaderFor(url)} />
    ),
  );
}

async function renderElement(element: ReactElement): Promise<PrerenderedPage> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
