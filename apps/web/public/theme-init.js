// Runs synchronously in <head> before any CSS-dependent paint. Mirrors ThemeProvider's rule
// (src/components/theme/theme-provider.tsx): stored 'light' | 'dark' | 'system', default 'system'.
(function () {
  var theme = 'system';
  try {
    var stored = window.localStorage.getItem('vite-ui-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch (e) {
    // Storage can be blocked (private mode, policies): fall back to the system preference.
  }
  var resolved =
    theme === 'system'
      ? window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
      : theme;
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
  // `/` and `/login` arrive pre-rendered for a signed-out visitor; someone signed in (the persisted
  // sign-in, key 'sms') is sent on by the app, so index.html's style hides that markup until then.
  try {
    var auth = JSON.parse(window.localStorage.getItem('sms') || 'null');
    if (auth && auth.state && auth.state.isAuthenticated === true) root.setAttribute('data-signed-in', '');
  } catch (e) {
    // No storage, or not JSON: the app sees no sign-in either.
  }
})();
