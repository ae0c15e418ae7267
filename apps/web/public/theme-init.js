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
})();
