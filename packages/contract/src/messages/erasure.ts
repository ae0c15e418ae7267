import { localized } from '../i18n/localized.ts';

/**
 * "Delete my account" and the retention of transcripts (issue 25 §3, DPDP Act): what is erased, what is
 * kept and why. The same words answer the deletion and stand in the dialog before it is confirmed.
 */
export const erasureMessages = localized('erasure', {
  passwordWrong: 'The password is not correct.',
  noPassword: 'Set a password for your account (Forgot your password?) before deleting it.',
  tooManyTries: 'Too many wrong passwords. Please wait a few minutes and try again.',
  codeRequired: 'Enter the code from your authenticator app to delete your account.',
  codeWrong: 'The authenticator code is not correct. Your account was not deleted.',
  adminsNotHere: 'An admin account cannot be deleted here.',
  withdrawalOpen:
    'There is a withdrawal that is not settled yet. The account can be deleted once it is paid or rejected.',
  deleted: 'Your account is deleted and you are signed out everywhere.',
  erasedTitle: 'What is erased',
  erased: {
    profile: 'Your name, email, phone, profile, photos, documents and UPI id',
    messages: 'The messages you wrote, your private notes, favourites, blocks and devices',
    signIns: 'Every sign-in on every device ends at once',
  },
  keptTitle: 'What is kept, and why',
  kept: {
    money:
      'Coin movements, purchases, receipts and payouts stay under a pseudonym, because tax and payment law requires these records.',
    coins:
      'Coins left in your wallet or earnings are forfeited: they stay recorded but can no longer be used.',
    others: 'What other people wrote to you stays theirs until the transcript retention period ends.',
  },
  // The section on the account and settings pages, and its confirmation dialog.
  sectionTitle: 'Delete my account',
  sectionDescription:
    'Erase your personal data and messages for good. Money records required by law are kept under a pseudonym.',
  open: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogDescription: 'This cannot be undone. Enter your password to confirm.',
  dialogDescriptionWithCode:
    'This cannot be undone. Enter your password and a code from your authenticator app to confirm.',
  passwordLabel: 'Password',
  codeLabel: 'Code from your authenticator app, or a recovery code',
  confirm: 'Delete my account for good',
  deleting: 'Deleting...',
  doneBody: 'Your personal data is erased and you are signed out. You can sign up again with the same email.',
} as const);
