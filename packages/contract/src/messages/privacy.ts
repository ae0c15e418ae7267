import { localized } from '../i18n/localized.ts';
import { PRODUCT_NAME } from '../constants.ts';

/**
 * The privacy notice (issue 25, India's DPDP Act 2023 and its Rules): the public page, the agreement on
 * the sign-up screens, the gate that asks a signed-in person to accept a new version, and the server's
 * refusal of a version that is not the current one. A change to the notice's text is a new
 * PRIVACY_NOTICE_VERSION.
 */
export const privacyMessages = localized('privacy', {
  tabTitle: `Privacy notice · ${PRODUCT_NAME}`,
  title: 'Privacy notice',
  version: (version: string) => `Version ${version}`,
  intro: `What ${PRODUCT_NAME} knows about you, why, for how long, and what you can do about it. We wrote it to be read, not skimmed past.`,
  who: {
    title: 'Who we are',
    text: `${PRODUCT_NAME} connects people who want to talk with trained listeners, by chat or call, paid in coins per minute. We decide why and how your personal data is used, so we are responsible for it under India's Digital Personal Data Protection Act, 2023.`,
  },
  what: {
    title: 'What we hold',
    account:
      'Your account: name, email, password (stored only as a hash), language, and when you agreed to this notice.',
    sessions:
      'Your sessions: who you talked with, when, for how long, what it cost, and the chat messages. Calls are not recorded.',
    payments:
      'Money: coin purchases, receipts, the coin ledger, and for listeners their earnings, UPI id and withdrawals.',
    listeners:
      'Listener applications: profile, date of birth, languages, picture and the ID document you upload for review.',
    safety: 'Safety: reports you make or that are made about a session, ratings, blocks, and crisis alerts.',
  },
  why: {
    title: 'Why we use it',
    text: 'To run sessions and bill them, to pay listeners, to issue tax receipts, to review listener applications, to keep people safe (reports, crisis alerts, moderation), and to answer you. We do not sell your data or use it for advertising.',
    staff:
      'Admins may read a session’s messages only when it is reported or flagged, and may open a private document only to review an application. Every such reading is recorded with who read what and when.',
  },
  keep: {
    title: 'How long we keep it',
    transcripts:
      'Chat messages: deleted once the period set by the operator, 180 days by default, has passed since the session ended, unless a report about that session is still open.',
    uploads: 'Documents of a listener application that was not accepted: deleted after a set period.',
    money:
      'Payments, receipts, payouts and the coin ledger: kept as long as tax and accounting law requires, under a pseudonym once the account is deleted.',
    account: 'Everything else: while your account is open.',
  },
  rights: {
    title: 'Your rights',
    see: 'See and take your data: “Download my data” in your account settings prepares a file with your profile, sessions, messages, payments, withdrawals and reports, and mails you a link to it.',
    correct:
      'Correct it: change your name and profile in your account; write to us for anything you cannot change there.',
    erase:
      'Erase it: “Delete my account” in your account settings erases your personal data and messages and signs you out everywhere. What the law makes us keep is kept under a pseudonym, and the screen says what and why.',
    withdraw:
      'Withdraw your consent: deleting your account withdraws it. Withdrawing does not undo what was lawfully done before.',
    complain:
      'Complain: to our grievance officer (below), and then, if you are not satisfied, to the Data Protection Board of India.',
  },
  grievance: {
    title: 'Grievance officer',
    text: 'For a question or a complaint about your data, write to our grievance officer. We answer within 90 days, usually much sooner.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    loading: 'Loading the grievance officer’s details…',
    unavailable:
      'The grievance officer’s details could not be loaded. Write to our support address meanwhile:',
  },
  changes: {
    title: 'Changes to this notice',
    text: 'When this notice changes, its version changes, and we ask you to read it and agree again before you continue.',
  },
  signup: {
    agree: 'I have read the privacy notice and agree to it',
    read: 'Read the privacy notice',
    required: 'Please agree to the privacy notice to create your account',
  },
  gate: {
    title: 'Please read our privacy notice',
    text: 'Before you continue, please read how we handle your data and agree to it. You can read it again at any time from the link at the bottom of our pages.',
    updatedText: (version: string) =>
      `Our privacy notice has changed (version ${version}). Please read it and agree before you continue.`,
    read: 'Read the privacy notice',
    agree: 'I agree',
    saving: 'Saving…',
    signOut: 'Sign out',
    failed: 'Your agreement could not be saved. Please try again.',
  },
  errors: {
    versionOutdated: (current: string) =>
      `This is not the current privacy notice (the current one is version ${current}). Reload the page, read it and agree again.`,
    versionRequired: 'Say which version of the privacy notice you agree to',
  },
} as const);
