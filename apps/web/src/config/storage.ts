// Names under which the browser keeps the console's own state. They never cross the wire, so they
// live with the web app rather than in the contract. No imports: e2e reads them too.

/** localStorage key of the persisted sign-in (zustand persist, version 0). */
export const AUTH_STORAGE_KEY = 'sms';
/** localStorage key of the chosen theme; public/theme-init.js reads the same key before first paint. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** Cookie holding whether the desktop sidebar is expanded, kept for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

/** localStorage key: '1' while the listener has muted the chime of new session requests. */
export const REQUEST_SOUND_MUTED_STORAGE_KEY = 'request-sound-muted';

/** localStorage key of the language chosen on this browser ('en' or 'hi'); none: the browser's own. */
export const LOCALE_STORAGE_KEY = 'lw-locale';
