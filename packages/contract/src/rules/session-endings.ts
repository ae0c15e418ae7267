import type { SessionEndReason } from '../constants.ts';

/** Who reads the sentence: the listener (wrap-up) or the customer (summary). */
export type SessionEndViewer = 'listener' | 'customer';

export type SessionEndPeople = {
  /** The customer's display name; empty falls back to "The customer". */
  customerName?: string | null;
  /** The listener's display name; empty falls back to "Your listener". */
  listenerName?: string | null;
};

const nameOr = (name: string | null | undefined, fallback: string) => name?.trim() || fallback;

/**
 * How a session ended, as one human sentence for the person reading it (issue 23 §4): never a bare
 * code or "Insufficient balance". ENDED_BY_PLATFORM stays neutral on both sides: the other person is
 * never told that someone was blocked or deactivated.
 */
export function describeSessionEnd(
  reason: SessionEndReason,
  viewer: SessionEndViewer,
  people: SessionEndPeople = {},
): string {
  if (viewer === 'listener') {
    const customer = nameOr(people.customerName, 'The customer');
    switch (reason) {
      case 'DECLINED':
        return `You declined ${customer}'s request.`;
      case 'CANCELLED':
        return `${customer} cancelled the request before it started.`;
      case 'EXPIRED':
        return `${customer}'s request expired before the session started.`;
      case 'CLOSED_BY_LISTENER':
        return 'You closed the session.';
      case 'ENDED_BY_CUSTOMER':
        return `${customer} ended the session.`;
      case 'INSUFFICIENT_BALANCE':
        return `${customer}'s coins ran out.`;
      case 'CONNECTION_LOST':
        return 'The session ended because the connection was lost for too long.';
      case 'ENDED_BY_PLATFORM':
        return 'This session has ended.';
    }
  }
  const listener = nameOr(people.listenerName, 'Your listener');
  switch (reason) {
    case 'DECLINED':
      return `${listener} could not take your request this time.`;
    case 'CANCELLED':
      return 'You cancelled the request before it started.';
    case 'EXPIRED':
      return `Your request expired before ${listener} started the session.`;
    case 'CLOSED_BY_LISTENER':
      return `${listener} ended the session.`;
    case 'ENDED_BY_CUSTOMER':
      return 'You ended the session.';
    case 'INSUFFICIENT_BALANCE':
      return 'Your coins ran out, so the session ended by itself.';
    case 'CONNECTION_LOST':
      return 'The session ended because the connection was lost for too long.';
    case 'ENDED_BY_PLATFORM':
      return 'This session has ended.';
  }
}
