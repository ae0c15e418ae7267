import { localized } from '../i18n/localized.ts';
import { PRIVATE_NOTE_MAX } from '../constants.ts';

/** A listener's private notes about their customers (issue 23 §5): only that listener ever reads them. */
export const notesMessages = localized('notes', {
  bodyRequired: 'Please write something in the note',
  bodyTooLong: `A note can be at most ${PRIVATE_NOTE_MAX} characters`,
  /** A customer the listener never had a session with: the same answer as a missing one. */
  customerNotFound: 'Customer not found',
  noteNotFound: 'There is no note about this customer.',
  saved: 'Private note saved',
  deleted: 'Private note deleted',
  saveFailed: 'Could not save the note',
  /** Shown beside every note: the customer never sees it. */
  privacyHint: 'Only you can see this note. The customer never does.',
} as const);
