import { localized } from '../i18n/localized.ts';
import { PRODUCT_NAME } from '../constants.ts';

/**
 * "Download my data" (issue 25 §3): the section on the account and settings pages, the answers of its
 * endpoints, the mail with the link, and the README inside the archive.
 */
export const myDataMessages = localized('myData', {
  heading: 'Your data',
  intro: `Download a copy of what ${PRODUCT_NAME} holds about you: your profile, sessions, the messages you wrote, payments, withdrawals and reports. We prepare it in the background and mail you a link.`,
  ask: 'Download my data',
  asking: 'Asking…',
  pending: 'We are preparing your data. We will mail you a link when it is ready.',
  /** Ready, opened from the mailed link: the button downloads the archive. */
  ready: (expiresAt: string) => `Your data is ready. The link works until ${expiresAt}.`,
  /** Ready, seen without the mailed link. */
  readyOpenMail: (expiresAt: string) =>
    `Your data is ready. Open the link we mailed you to download it (it works until ${expiresAt}).`,
  download: 'Download my data (ZIP)',
  downloading: 'Downloading…',
  expired: 'Your last download link has expired and the file was deleted. You can ask for a new copy.',
  failed: 'We could not prepare your data. Please ask again.',
  /** When the next export may be asked for. */
  nextAllowed: (when: string) => `You can ask for a new copy after ${when}.`,
  loadFailed: 'Your data section could not be loaded. Try again.',
  askFailed: 'Your data could not be asked for. Try again.',
  downloadFailed: 'The download did not work. Try again.',
  tooSoon: (hours: number, when: string) =>
    `You can ask for your data once every ${hours} hours. Try again after ${when}.`,
  notFound: 'Export not found',
  notReady: 'Your data is still being prepared. We will mail you a link when it is ready.',
  linkExpired:
    'This download link has expired and the file was deleted. Ask for a new copy of your data from your account page.',
  tokenRequired: 'The download link is incomplete: open it from the mail we sent you.',
  mailSubject: `${PRODUCT_NAME}: your data is ready to download`,
  mailText: (name: string, url: string, hours: number) =>
    `Hello ${name},\n\nThe copy of your ${PRODUCT_NAME} data you asked for is ready. Sign in and download it here:\n\n${url}\n\nThe link works for ${hours} hours; after that the file is deleted and you can ask for a new copy. If you did not ask for it, change your password.\n\n${PRODUCT_NAME}`,
  /** README.json inside the archive: what each file holds. */
  readmeAbout: `A copy of the personal data ${PRODUCT_NAME} holds about you, as JSON. Times are UTC (ISO 8601); coins are whole coins and rupee amounts are in paise.`,
  readmeProfile: 'Your account, and your listener profile and application if you have one.',
  readmeSessions:
    'Your sessions. The other person is shown by their display name only: their account is their data.',
  readmeMessages:
    'The chat messages you wrote. The other person’s messages are not included: they are their personal data.',
  readmePayments:
    'Your wallet and earnings entries (the ledger), your plan purchases and their tax receipts.',
  readmeWithdrawals: 'Your withdrawal requests and what happened to them.',
  readmeReports: 'The reports you made about sessions.',
  readmeFavourites: 'The listeners you starred.',
  readmeBlocks: 'The people you blocked, by display name.',
  readmeNotes: 'The private notes you wrote about customers (listeners only).',
} as const);
