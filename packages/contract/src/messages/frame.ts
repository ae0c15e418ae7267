import { PRODUCT_NAME } from '../constants.ts';
import { localized } from '../i18n/localized.ts';

/**
 * What every page's first load draws before a page's own code arrives: the tab's title, the console's
 * page titles, loading states and the crash screen. A small group of its own, so the entry does not
 * carry the texts of the frame's later parts (menus, tables, dialogs: `shell`).
 */
export const frameMessages = localized('frame', {
  /** A page's browser-tab title: the page's own, then the product's name. */
  tabTitle: (title: string) => `${title} · ${PRODUCT_NAME}`,
  /** The title each console page opens with (the skeleton shown while its code loads carries it). */
  pageTitles: {
    dashboard: 'Dashboard',
    account: 'Account',
    changePassword: 'Change Password',
    applications: 'Applications',
    listeners: 'Listeners',
    users: 'Users',
    plans: 'Plans Management',
    withdrawalRequests: 'Withdrawal Requests',
    moderation: 'Moderation',
    auditLog: 'Audit Log',
    purchases: 'Purchases',
    profile: 'Profile',
    sessions: 'Sessions',
    sessionRequests: 'Session Requests',
    ongoingSessions: 'Ongoing Sessions',
    earnings: 'Earnings',
    withdrawals: 'Withdrawals',
    reports: 'Reports',
  },
  loading: 'Loading...',
  loadingShort: 'Loading',
  loadingPage: (title: string) => `Loading ${title}...`,
  opening: 'Opening...',
  openingConsole: 'Opening your console...',
  checkingSignIn: 'Checking your sign-in...',
  crash: {
    title: 'Something went wrong',
    before: 'This page could not be shown. Reloading usually fixes it. If it keeps happening, write to',
    after: '.',
    reload: 'Reload page',
  },
  /** The tab's title while requests wait: '(2) Earnings · ListenWell'. */
  titleCount: (count: number, title: string) => (count > 0 ? `(${count}) ${title}` : title),
  /** The listener's home's header (the console's frame draws it before the page arrives). */
  listenerHomeTitle: 'Dashboard',
  listenerHomeSubtitle: 'Overview of your session analytics and earnings',
  adminHomeTitle: 'Dashboard',
  adminHomeSubtitle: 'The marketplace at a glance: money, sessions and what waits for you',
  /** The password field's toggle (on /login's first load, and every form with a password). */
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** A person without a name yet, wherever people are listed. */
  unnamed: 'Unnamed applicant',
  /** The console's sidebar (the spec's entries, then ours). */
  nav: {
    general: 'General',
    dashboard: 'Dashboard',
    applications: 'Applications',
    listeners: 'Listeners',
    users: 'Users',
    plans: 'Plans',
    withdrawalRequests: 'Withdrawal Requests',
    purchases: 'Purchases',
    moderation: 'Moderation',
    auditLog: 'Audit Log',
    sessions: 'Sessions',
    requests: 'Requests',
    ongoingSession: 'Ongoing Session',
    earnings: 'Earnings',
    withdraw: 'Withdraw',
    reports: 'Reports',
  },
} as const);
