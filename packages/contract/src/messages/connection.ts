import { localized } from '../i18n/localized.ts';
/**
 * The one connection state both session screens show (issue 23 §3): this side's own connection and
 * the other person's, with what each means for the session and its billing.
 */
export const connectionMessages = localized('connection', {
  connected: 'Connected',
  reconnecting: 'Reconnecting…',
  /** The customer's own connection dropped: the session (and its billing) runs on meanwhile. */
  reconnectingCustomer: 'The session continues; you are billed while it runs.',
  reconnectingListener: 'The session continues while you reconnect.',
  /** Both sides: the reconnect grace of this session's mode (RECONNECT_GRACE_SECONDS). */
  reconnectingEnds: (seconds: number) => `It ends if you are not back within ${seconds} seconds.`,
  /** The other person's last socket left: 'Customer lost connection', 'Your listener lost connection'. */
  peerLost: (who: string) => `${who} lost connection`,
  peerEndsIn: (clock: string) => `The session ends in ${clock} unless they come back.`,
  peerEnding: 'Ending the session…',
  /** What the end would cost: the server bills up to the moment they left (CONNECTION_LOST). */
  peerLostBilling: 'If it ends, billing stops at the moment they left.',
  waitingForCustomer: 'Waiting for the customer to join',
  waitingForListener: 'Waiting for your listener to join',
  connecting: 'Connecting…',
  customer: 'Customer',
  yourListener: 'Your listener',
} as const);
