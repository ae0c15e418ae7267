import type { MessageFlag } from '../constants.ts';
import { abusiveWordsIn } from './abuse-filter.ts';
import { maskContactDetails } from './contact-filter.ts';
import { crisisPhrasesIn } from './crisis-filter.ts';
import { normaliseForMatching } from './phrase-match.ts';

export type ScreenedMessage = {
  /** What the other side and the history see: contact details masked. */
  text: string;
  /** Whether anything was masked (then the original is kept, for moderation only). */
  masked: boolean;
  /** What the filters found: contact kinds, then 'crisis' and 'abuse' (each once). */
  flags: MessageFlag[];
};

/**
 * Every filter a chat message goes through before it is stored (issues 9 and 12): contact details masked,
 * then the crisis and abuse lists read the sender's own words (normalised once for both).
 */
export const screenMessage = (message: string): ScreenedMessage => {
  const contact = maskContactDetails(message);
  const normalised = normaliseForMatching(message);
  return {
    text: contact.text,
    masked: contact.kinds.length > 0,
    flags: [
      ...contact.kinds,
      ...(crisisPhrasesIn(normalised).length > 0 ? (['crisis'] as const) : []),
      ...(abusiveWordsIn(normalised).length > 0 ? (['abuse'] as const) : []),
    ],
  };
};
