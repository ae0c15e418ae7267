import { CONTACT_MASK } from '../constants.ts';

// Contact details in chat messages (issue 9): people meet here through the marketplace, and taking the
// conversation elsewhere skips its safety rules and its billing. The server masks what the other side
// receives and what history shows; the original is kept for moderation.

export const CONTACT_KINDS = ['link', 'email', 'upi', 'phone'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

const TLDS = 'com|in|net|org|io|me|co|app|ly|gg|info|biz|xyz|link|site|online|live|chat';

/** In this order: a link swallows an address inside it, an e-mail comes before the shorter UPI form. */
const PATTERNS: readonly (readonly [ContactKind, RegExp])[] = [
  ['link', /\b(?:https?:\/\/|www\.)[^\s]+/gi],
  ['email', /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g],
  ['upi', /[A-Za-z0-9._-]{2,}@[A-Za-z]{2,}\b/g],
  ['link', new RegExp(String.raw`\b[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:${TLDS})\b(?:/[^\s]*)?`, 'gi')],
  // Ten or more digits, however spaced or dashed: Indian mobiles with or without +91.
  ['phone', /(?:\+|\b)\d(?:[\s\-.()]{0,3}\d){9,}/g],
];

export type ContactFilterResult = {
  /** The text with each contact detail replaced by CONTACT_MASK. */
  text: string;
  /** What was found (each kind once), empty when nothing was masked. */
  kinds: ContactKind[];
};

export const maskContactDetails = (text: string): ContactFilterResult => {
  const kinds = new Set<ContactKind>();
  let masked = text;
  for (const [kind, pattern] of PATTERNS) {
    masked = masked.replace(pattern, () => {
      kinds.add(kind);
      return CONTACT_MASK;
    });
  }
  return { text: masked, kinds: [...kinds] };
};
