import { formatNumber } from '../i18n/format.ts';
import { localized } from '../i18n/localized.ts';
import type { Mood, SessionMode, SessionStatus } from '../constants.ts';

// The web's session screens (the listener's Session Requests, Ongoing Sessions and Sessions pages, the
// live chat and call screens, the wrap-up, the queue and the availability switch): the texts the
// screens write themselves. The server's answers and the spec's toasts are in sessions, liveSession,
// chat and connection.

const modeWords = { AUDIO: 'Audio', CHAT: 'Chat' } as const satisfies Record<SessionMode, string>;

export const sessionScreensMessages = localized('sessionScreens', {
  /** A session's mode in a column or a line ('Audio', 'Chat'). */
  modeLabels: { ...modeWords } satisfies Record<SessionMode, string>,
  /** The customer's mood as they gave it (shown capitalized). */
  moodLabels: {
    happy: 'happy',
    sad: 'sad',
    angry: 'angry',
    neutral: 'neutral',
    excited: 'excited',
    frustrated: 'frustrated',
  } satisfies Record<Mood, string>,
  /** A session's status badge. */
  statusLabels: {
    pending: 'Pending',
    ACCEPTED: 'Accepted',
    IN_PROGRESS: 'In progress',
    COMPLETED: 'Completed',
    REPORTED: 'Reported',
    CANCELLED: 'Cancelled',
  } satisfies Record<SessionStatus, string>,

  // The session lists' columns.
  columnSessionId: 'Session ID',
  columnCustomer: 'Customer',
  columnMode: 'Mode',
  columnLanguage: 'Language',
  columnRate: 'Rate per min',
  columnMood: 'Mood',
  columnDuration: 'Duration (min)',
  columnCoinsEarned: 'Coins Earned',
  columnStatus: 'Status',
  columnActions: 'Actions',
  /** The spec's rate: '{n}/min'. */
  ratePerMinute: (coinsPerMinute: number) => `${formatNumber(coinsPerMinute, {}, 'en')}/min`,
  /** A rate in a line of text: '6 coins/min'. */
  coinsPerMinute: (coinsPerMinute: number) => `${formatNumber(coinsPerMinute, {}, 'en')} coins/min`,
  /** What a session earned: '7 coins', '1 coin'. */
  coins: (coins: number) => `${formatNumber(coins, {}, 'en')} ${Math.abs(coins) === 1 ? 'coin' : 'coins'}`,
  /** Stands in for a customer without a name inside a sentence ('Close session with customer'). */
  customerInSentence: 'customer',
  /** Stands in for a customer without a name as the one reported or closed on. */
  thisCustomer: 'this customer',
  close: 'Close',
  elapsedTime: 'Elapsed time',

  // Session Requests.
  requestsTitle: 'Session Requests',
  requestsDescription: 'Customers waiting for you to accept their session',
  requestsLabel: 'Session requests',
  requestsEmpty: 'New requests appear here while you are online. This list refreshes every 5 seconds.',
  closeRequestLabel: (name: string) => `Close request from ${name}`,

  // Ongoing Sessions.
  ongoingTitle: 'Ongoing Sessions',
  ongoingDescription: 'Sessions you accepted, and the ones in progress',
  ongoingLabel: 'Ongoing sessions',
  ongoingEmpty: 'Requests you accept appear here until they end. This list refreshes every 5 seconds.',
  closeSessionLabel: (name: string) => `Close session with ${name}`,
  goToSession: 'Go to Session',
  goToSessionLabel: (name: string) => `Go to Session with ${name}`,

  // Sessions (completed).
  completedTitle: 'Sessions',
  completedDescription: 'Your completed sessions and what each one earned',
  completedLabel: 'Completed sessions',
  completedEmpty: 'Sessions you finish appear here with their minutes and the coins you earned.',
  reportSessionLabel: (name: string) => `Report session with ${name}`,
  actionsFor: (name: string) => `Actions for ${name}`,
  /** Blocking a customer from the list: the customer is not told (their requests are refused as 'not available'). */
  blockCustomerDescription: (name: string) =>
    `${name} will not be able to ask you for a session again. They are not told that you blocked them. You can unblock them at any time on your Account page.`,

  // Who waits while the listener is busy.
  queueDescription: 'Take the next person when you are free: their request appears below.',
  queueTaking: 'Taking...',
  queueTaken: (name: string) => `${name}'s request is waiting for you below.`,
  tryAgain: 'Please try again.',

  // The chat screen.
  chatTitle: 'Chat',
  /** The chat screen's header: 'Chat session · 6 coins/min'. */
  modeSessionRate: (mode: SessionMode, coinsPerMinute: number) =>
    `${modeWords[mode]} session · ${formatNumber(coinsPerMinute, {}, 'en')} coins/min`,
  /** After the session: 'Chat session with Priya Nair'. */
  modeSessionWith: (mode: SessionMode, name: string) => `${modeWords[mode]} session with ${name}`,
  chatEmptyInProgress: (name: string) => `No messages yet. Say hello to ${name}.`,
  chatEmptyAccepted: (name: string) => `${name} is waiting. Start the session when you are ready.`,
  /** A day separator: 'Today · 15-06-2026'. */

  // The call screen.
  callTitle: 'Call',
  audioSessionWith: (name: string) => `Audio session with ${name}`,
  callSilentUntilStart:
    'The call stays silent until you start the session: billing and talking begin together.',
  endCall: 'End call',

  // The wrap-up and the private note.
  yourSessionWith: (name: string) => `Your session with ${name}`,
  cannotReport: 'This session cannot be reported',
  noteLabel: (name: string) => `Private note about ${name}`,
  notePlaceholder: 'What would help you next time? Their exams, a name they mentioned, what helped.',
  cancel: 'Cancel',
  saving: 'Saving...',
  saveNote: 'Save note',
} as const);
