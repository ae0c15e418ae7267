import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { AUTH_STORAGE_KEY, THEME_STORAGE_KEY } from '@/config/storage';
import { preferredLocale, setLocale } from '@/lib/locale';
import '@/index.css';

const container = document.getElementById('root');
// The pre-rendered pages and the frames are English. Another language (chosen here before, or the
// browser's) loads its texts and font first: the first render is in it.
const locale = preferredLocale();
if (locale !== 'en') await setLocale(locale, { remember: false });
if (!container) throw new Error('index.html has no #root element');

/**
 * `/` and `/login` arrive pre-rendered (src/prerender.tsx) for a signed-out visitor with the default
 * theme. Hydrating is right only when this visitor is one: otherwise the first render differs (a guard
 * redirects, the header offers the console, the theme toggle marks another choice), and React would
 * keep the server's attributes. Then the app renders from scratch, as on every other page.
 */
function matchesPrerender(): boolean {
  try {
    const stored = localStorage.getItem(AUTH_STORAGE_KEY);
    const signedIn =
      stored !== null &&
      (JSON.parse(stored) as { state?: { isAuthenticated?: unknown } }).state?.isAuthenticated === true;
    const theme = localStorage.getItem(THEME_STORAGE_KEY);
    return !signedIn && (theme === null || theme === 'system') && locale === 'en';
  } catch {
    // Storage blocked: the app sees nothing stored either, as the pre-render did.
    return true;
  }
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A signed-in landing page (/dashboard, /app...) carries the frame of its area (data-shell), drawn
// before any script: the app's first render draws the same frame over it (React replaces the
// container's content when it commits), so it stays on screen until then. Never hydrated.
const isShell = container.hasAttribute('data-shell');

/**
 * Calls `start` once the page as it is now has been painted. The frame's words are the page's own (its
 * header), so its first paint is the page's largest paint: when the scripts arrive with the HTML they
 * would otherwise run, and React replace the frame, before the browser painted it, and the page's
 * largest paint would wait for the page's code. A hidden tab does not paint: it starts at once.
 */
function afterNextPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

if (container.firstElementChild && !isShell && matchesPrerender()) {
  hydrateRoot(container, app);
} else {
  // Someone signed in: the pre-rendered page (hidden by index.html's style) is not theirs. It goes at
  // once; the app's own render follows, as on a page without pre-rendering.
  if (document.documentElement.hasAttribute('data-signed-in')) {
    if (!isShell) container.replaceChildren();
    document.documentElement.removeAttribute('data-signed-in');
  }
  // Signed out on a shell page (on the way to /login): the frame is not theirs either.
  else if (isShell) container.replaceChildren();
  // As a transition, React renders the app in slices (yielding every few ms) rather than in one long
  // task per step (the first render, each page whose code arrived): the page answers a tap while it
  // builds. Nothing is on screen to keep in the meantime but the frame, which stays until the commit.
  const render = () => {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  };
  if (isShell && container.firstElementChild) afterNextPaint(render);
  else render();
  container.removeAttribute('data-shell');
}

// The service worker (offline app shell, push notifications; src/sw/service-worker.ts) is registered
// once the page has loaded, so it never competes with the first visit's own downloads. Only the
// production build has one.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
