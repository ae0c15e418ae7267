import { localized } from '../i18n/localized.ts';
/** The listener's call and chat screens (spec §2 and §8). */
export const liveSessionMessages = localized('liveSession', {
  loading: 'Loading session...',
  notAvailableForCall: 'This session is not available for calling.',
  goBackToSessions: 'Go Back to Sessions',
  audioCall: 'Audio Call',
  customerFallback: 'Customer',
  startSession: 'Start Session',
  startingSession: 'Starting Session...',
  startUnexpected: 'Failed to start session - unexpected response',
  closedByCustomer: 'Session was closed by the customer',
  callEnded: (reason: string) => `Call ended: ${reason}`,
  chatOnlyInProgress: 'Chat is only available when the session is in progress.',
  connecting: 'Connecting...',
  connectedToSocket: 'Connected to socket server',
  disconnectedFromSocket: 'Disconnected from socket server',
  callConnected: 'Call connected',
  callDisconnected: 'Call disconnected',
  /** The call's status line (spec §4); the chat's toast is messages.chat.customerDisconnected. */
  customerDisconnected: 'Customer disconnected',
  /** The customer's call status line when the listener's last socket left. */
  listenerDisconnected: 'Listener disconnected',
  microphoneDenied: 'Microphone access denied',
  /** No microphone, or it could not be opened (another app holds it, no secure context). */
  microphoneUnavailable: 'No microphone could be opened',
  /** A browser without WebRTC. */
  callsUnsupported: 'This browser cannot make audio calls',
  sessionCompleted: 'This session has ended. Taking you back to your sessions…',
  // Close asks first and says what happens (issue 23 §4).
  closeConfirmTitle: (name: string) => `Close the session with ${name}?`,
  closeConfirmInProgress:
    'The session ends now for both of you. The customer pays for the minutes so far and you earn your share.',
  closeConfirmAccepted: 'The session has not started: it is cancelled and the customer pays nothing.',
  closeConfirmCrisis: (name: string) =>
    `${name}'s messages suggested they may be at risk. Before you close, share a helpline with them; once closed you cannot write to them again.`,
  closeConfirm: 'Close session',
  closingSession: 'Closing...',
  keepTalking: 'Keep talking',
  // The wrap-up after any ending (issue 23 §4).
  wrapUpTitle: 'Session ended',
  wrapUpDuration: 'Duration',
  wrapUpCoinsEarned: 'Coins earned',
  wrapUpHowItEnded: 'How it ended',
  wrapUpReport: 'Report',
  wrapUpAddNote: 'Add a private note',
  wrapUpEditNote: 'Edit private note',
  wrapUpBackToRequests: 'Back to requests',
  returningCustomerNote: 'Your private note',
} as const);
