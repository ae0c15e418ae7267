import { PRODUCT_NAME } from '../constants.ts';
import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';

/**
 * The app's frame: the public pages' header and footer, the console's sidebar and header, the status
 * pages (401, 404, a crash), loading states, and the shared controls of dialogs, lists and uploads.
 */
export const shellMessages = localized('shell', {
  console: {
    admin: 'Admin console',
    listener: 'Listener console',
    other: 'Console',
    /** The sidebar's home link: the product's name and the console's. */
    homeTooltip: (subtitle: string) => `${PRODUCT_NAME}: ${subtitle}`,
    pendingApprovalReason: 'Opens once an admin approves your application',
    rejectedReason: 'Closed: your application was not approved',
    rejectedNotice:
      'Your application was not approved, so the menu stays closed. Your profile says why; please contact admin for any changes.',
    pendingNotice:
      'The menu opens once an admin approves your application. Your profile shows where it stands.',
    viewProfile: 'View profile',
    /** A closed entry's tooltip: the entry, then why it is closed. */
    closedEntry: (title: string, reason: string) =>
      `${title}: ${reason.charAt(0).toLowerCase() + reason.slice(1)}`,
    navigation: 'Navigation',
    navigationDescription: 'Main menu of the console.',
    toggleSidebar: 'Toggle sidebar',
  },
  userMenu: {
    accountMenu: 'Account menu',
    accountMenuOf: (who: string) => `Account menu: ${who}`,
    changePassword: 'Change Password',
    profile: 'Profile',
    account: 'Account',
    logOut: 'Log out',
  },
  /** The toaster (components/ui/sonner.tsx): its region, with the key that moves focus to it, and a toast's close button. */
  toaster: {
    region: (hotkey: string) => `Notifications ${hotkey}`,
    close: 'Close toast',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    home: 'Go to home page',
  },
  unauthorized: {
    title: 'Access Denied',
    signedIn:
      'This page belongs to another kind of account. Your own console is one click away, or sign in with an account that has access.',
    signedOut:
      'You do not have permission to view this page. Sign in with an account that has access, or go back to where you were.',
    signIn: 'Sign In',
    shouldHaveAccess: 'Think you should have access?',
    contactSupport: 'Contact support',
  },
  goBack: 'Go Back',
  goToConsole: 'Go to your console',
  cancel: 'Cancel',
  close: 'Close',
  tryAgain: 'Try again',
  pages: 'Pages',
  /** 'Showing 13-24 of 40 listeners': the rows' noun comes from the list. */
  pagerSummary: (first: string, last: string, total: string, noun: string) =>
    `${first}-${last} of ${total} ${noun}`,
  previous: 'Previous',
  next: 'Next',
  table: {
    clearSearch: 'Clear search',
    all: 'All',
    filterBy: (title: string) => `Filter by ${title.toLowerCase()}`,
    /** A filter button's name: what it filters, then the choice ('Gender: Male'). */
    filterValue: (title: string, value: string) => `${title}: ${value}`,
    clearFilter: 'Clear filter',
    chooseColumns: 'Choose columns',
    columns: 'Columns',
    toggleColumns: 'Toggle columns',
    pagination: 'Pagination',
    rowsPerPage: 'Rows per page',
    noRows: 'No rows',
    showing: (first: number, last: number, total: number) =>
      `Showing ${formatNumber(first, {}, 'en')}–${formatNumber(last, {}, 'en')} of ${formatNumber(total, {}, 'en')}`,
    firstPage: 'First page',
    previousPage: 'Previous page',
    page: (page: number) => `Page ${page}`,
    nextPage: 'Next page',
    lastPage: 'Last page',
    loadFailed: 'Could not load the list',
    scrollHint: 'Scroll sideways to see every column',
    /** A sorted column's header as a screen reader names it. */
    sortedAscending: (label: string) => `${label}, sorted ascending`,
    sortedDescending: (label: string) => `${label}, sorted descending`,
  },
  upload: {
    previewUnavailable: 'Preview unavailable',
    preview: (label: string) => `${label} preview`,
    pdfDocument: 'PDF document',
    openFullSize: 'Open full size',
    uploadedFile: 'Uploaded file',
    currentPicture: 'Current picture',
    noFile: 'No file chosen',
    upload: 'Upload',
    replace: 'Replace',
    uploadThe: (label: string) => `Upload ${label.toLowerCase()}`,
    replaceThe: (label: string) => `Replace ${label.toLowerCase()}`,
    uploading: 'Uploading...',
    open: 'Open',
  },
  /** Shared formats of people and figures (lib/people-format.ts, lib/quality-format.ts). */
  formats: {
    coins: (coins: number) => `${formatNumber(coins, {}, 'en')} ${Math.abs(coins) === 1 ? 'coin' : 'coins'}`,
    /** The spec's durations: '{h}h {m}m', or '{m}m' under an hour. */
    hoursMinutes: (hours: number, minutes: number) => `${hours}h ${minutes}m`,
    minutes: (minutes: number) => `${minutes}m`,
    acceptSeconds: (seconds: number) => `${seconds} s`,
    acceptMinutes: (minutes: number) => `${minutes} min`,
    acceptHours: (hours: number) => `${hours} h`,
    acceptHoursMinutes: (hours: number, minutes: number) => `${hours} h ${minutes} min`,
    gender: { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' },
    mode: { AUDIO: 'Audio', CHAT: 'Chat' },
    /** Admin wording: UNDER_REVIEW is 'Processing' (ARCHITECTURE.md, Decisions). */
    applicationStatus: {
      PENDING: 'Pending',
      UNDER_REVIEW: 'Processing',
      APPROVED: 'Approved',
      REJECTED: 'Rejected',
    },
  },
  withdrawalStatus: {
    PENDING: 'Pending',
    ACCEPTED: 'Accepted',
    PROCESSING: 'Processing',
    PROCESSED: 'Processed',
    REJECTED: 'Rejected',
    FAILED: 'Failed',
  },
} as const);
