import { localized } from '../i18n/localized.ts';
import type { SessionEndReason } from '../constants.ts';

/**
 * How a session ended, as sentences (rules/session-endings). Its own group, apart from `sessions`
 * (the API's texts, on every signed-in page's first load): only the session screens read these.
 */
export const sessionEndingsMessages = localized('sessionEndings', {
  /** How a session ended, as a sentence for the listener (rules/session-endings): the customer's name. */
  endedForListener: {
    DECLINED: (customer: string) => `You declined ${customer}'s request.`,
    CANCELLED: (customer: string) => `${customer} cancelled the request before it started.`,
    EXPIRED: (customer: string) => `${customer}'s request expired before the session started.`,
    CLOSED_BY_LISTENER: (_customer: string) => 'You closed the session.',
    ENDED_BY_CUSTOMER: (customer: string) => `${customer} ended the session.`,
    INSUFFICIENT_BALANCE: (customer: string) => `${customer}'s coins ran out.`,
    CONNECTION_LOST: (_customer: string) => 'The session ended because the connection was lost for too long.',
    ENDED_BY_PLATFORM: (_customer: string) => 'This session has ended.',
  } satisfies Record<SessionEndReason, (customer: string) => string>,
  /** The same for the customer: the listener's name. */
  endedForCustomer: {
    DECLINED: (listener: string) => `${listener} could not take your request this time.`,
    CANCELLED: (_listener: string) => 'You cancelled the request before it started.',
    EXPIRED: (listener: string) => `Your request expired before ${listener} started the session.`,
    CLOSED_BY_LISTENER: (listener: string) => `${listener} ended the session.`,
    ENDED_BY_CUSTOMER: (_listener: string) => 'You ended the session.',
    INSUFFICIENT_BALANCE: (_listener: string) => 'Your coins ran out, so the session ended by itself.',
    CONNECTION_LOST: (_listener: string) => 'The session ended because the connection was lost for too long.',
    ENDED_BY_PLATFORM: (_listener: string) => 'This session has ended.',
  } satisfies Record<SessionEndReason, (listener: string) => string>,
  /** Who ended it when a name is missing. */
  endedCustomerFallback: 'The customer',
  endedListenerFallback: 'Your listener',
} as const);
