import { OTP_TTL_MINUTES, PRODUCT_NAME } from '@app/contract';
import type { QueuedMail } from '../mail/mail.repository.ts';

export type AuthMailKind = 'SIGNUP_CODE' | 'RESET_CODE' | 'SIGNUP_ACCOUNT_EXISTS';

/** The texts of the mails the sign-in flows send. Codes appear in the subject so they show in previews. */
export const authMail = (kind: AuthMailKind, to: string, code: string): QueuedMail => {
  if (kind === 'SIGNUP_ACCOUNT_EXISTS') {
    return {
      to,
      subject: `${PRODUCT_NAME}: you already have an account`,
      text: `Someone, probably you, asked to create a ${PRODUCT_NAME} account with this email. You already have one, so no new account was made.\n\nSign in with your password, or use "Forgot your password?" on the sign-in page to set a new one. If this was not you, ignore this mail: nothing has changed.`,
    };
  }
  const what = kind === 'SIGNUP_CODE' ? 'verify your account' : 'reset your password';
  return {
    to,
    subject: `${PRODUCT_NAME}: your OTP is ${code}`,
    text: `Your ${PRODUCT_NAME} OTP to ${what} is ${code}.\n\nIt is valid for ${OTP_TTL_MINUTES} minutes and can be used once. If you did not ask for it, ignore this mail.`,
  };
};
