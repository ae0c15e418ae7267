import type { SessionEndReason } from '../constants.ts';
import { sessionEndingsMessages } from '../messages/session-endings.ts';

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
  const m = sessionEndingsMessages;
  return viewer === 'listener'
    ? m.endedForListener[reason](nameOr(people.customerName, m.endedCustomerFallback))
    : m.endedForCustomer[reason](nameOr(people.listenerName, m.endedListenerFallback));
}
