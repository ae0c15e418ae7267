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
  // Their role picks what the frame of a signed-in landing page shows of their home (data-for-role:
  // /dashboard's description for an admin or a listener), so the frame draws what the page will.
  try {
    var auth = JSON.parse(window.localStorage.getItem('sms') || 'null');
    if (auth && auth.state && auth.state.isAuthenticated === true) {
      root.setAttribute('data-signed-in', '');
      var user = auth.state.user;
      if (user && typeof user.role === 'string') {
        root.setAttribute('data-role', user.role);
        // A page several roles land on lists what only each role's first render needs (vite.config.ts,
        // roleLandingModules): preload this role's, at low priority like the page's other chunks.
        var lists = document.getElementById('role-preloads');
        var files = lists ? JSON.parse(lists.textContent || '{}')[user.role] : null;
        for (var i = 0; files && i < files.length; i += 1) {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = files[i];
          link.setAttribute('fetchpriority', 'low');
          document.head.appendChild(link);
        }
      }
    }
  } catch (e) {
    // No storage, or not JSON: the app sees no sign-in either.
  }
})();
