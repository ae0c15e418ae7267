// Layout and feedback settings of the console (the spec's figures). No imports: e2e reads them too.

/** Ctrl/Cmd + this key toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Below this width the console uses its narrow-screen layout (sheet sidebar, compact tables). */
export const MOBILE_BREAKPOINT_PX = 768;
/** The spec: form messages clear after 3000 ms. */
export const MESSAGE_CLEAR_MS = 3000;
