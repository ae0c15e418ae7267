import { localized } from '../i18n/localized.ts';
import type { SessionEndReason } from '../constants.ts';

// The listener's incoming-request card (issue 23 §1) and the customer's moment of acceptance.

const modeWords = { CHAT: 'chat', AUDIO: 'audio call' } as const;

export const requestCardMessages = localized('requestCard', {
  /** The card's heading: 'Priya Nair wants an audio call'. */
  heading: (name: string, mode: 'CHAT' | 'AUDIO') =>
    `${name} wants ${mode === 'AUDIO' ? 'an' : 'a'} ${modeWords[mode]}`,
  /** What a screen reader hears when a card rings (the countdown itself is not read out each second). */
  announce: (name: string, mode: 'CHAT' | 'AUDIO', secondsLeft: number) =>
    `New ${modeWords[mode]} request from ${name}, ${secondsLeft} seconds to answer`,
  stackLabel: 'Incoming requests',
  timeLeft: 'Time left',
  timeLeftLabel: (secondsLeft: number) => `${secondsLeft} seconds left to answer`,
  accept: 'Accept',
  decline: 'Decline',
  acceptLabel: (name: string) => `Accept request from ${name}`,
  declineLabel: (name: string) => `Decline request from ${name}`,
  declined: 'Request declined',
  /** More cards than the stack shows. */
  moreWaiting: (count: number) => `${count} more waiting`,
  openRequests: 'Open Requests',
  /** Why a card went away without the listener answering it (shown on the card for a moment). */
  goneReasons: {
    EXPIRED: 'Expired: no answer in time',
    CANCELLED: 'The customer cancelled',
    DECLINED: 'Declined',
    CLOSED_BY_LISTENER: 'Declined',
    ENDED_BY_PLATFORM: 'No longer available',
    CONNECTION_LOST: 'The customer left',
    ENDED_BY_CUSTOMER: 'The customer cancelled',
    INSUFFICIENT_BALANCE: 'The customer ran out of coins',
  } satisfies Record<SessionEndReason, string>,
  /** Answered elsewhere (another tab or device of this listener). */
  /** Gone from the server's list without a reason reaching this tab. */
  noLongerWaiting: 'No longer waiting',
  /** The customer's accepted screen until the listener starts: 'Asha accepted, opening…'. */
  acceptedOpening: (firstName: string) => `${firstName} accepted, opening…`,
} as const);
