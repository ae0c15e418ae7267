import { localized } from '../i18n/localized.ts';
import { PRODUCT_NAME } from '../constants.ts';

const warningClose = `Please follow the ${PRODUCT_NAME} guidelines in every session. If this happens again, your account may be blocked.\n\n${PRODUCT_NAME} Trust and Safety`;

/** The mails the server sends, in the language of the person they go to. */
export const mailsMessages = localized('mails', {
  /** Codes appear in the subject so they show in previews. */
  otpSubject: (code: string) => `${PRODUCT_NAME}: your OTP is ${code}`,
  signupOtpText: (code: string, minutes: number) =>
    `Your ${PRODUCT_NAME} OTP to verify your account is ${code}.\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this mail.`,
  resetOtpText: (code: string, minutes: number) =>
    `Your ${PRODUCT_NAME} OTP to reset your password is ${code}.\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask for it, ignore this mail.`,
  accountExistsSubject: `${PRODUCT_NAME}: you already have an account`,
  accountExistsText: `Someone, probably you, asked to create a ${PRODUCT_NAME} account with this email. You already have one, so no new account was made.\n\nSign in with your password, or use "Forgot your password?" on the sign-in page to set a new one. If this was not you, ignore this mail: nothing has changed.`,
  warningSubject: `${PRODUCT_NAME}: a warning about your conduct`,
  /** The admin's words about a session that never started. */
  warningText: (name: string, warning: string) =>
    `Hello ${name},\n\nOur team reviewed a report about your session and is giving you a warning:\n\n${warning}\n\n${warningClose}`,
  /** The same about a session that started `when` (India time). */
  warningTextAt: (name: string, when: string, warning: string) =>
    `Hello ${name},\n\nOur team reviewed a report about your session on ${when} (India time) and is giving you a warning:\n\n${warning}\n\n${warningClose}`,
  /** Issue 25 §2: every change of the UPI id (masked ids; `when` and `until` formatted, India time). */
  payoutChangedSubject: `${PRODUCT_NAME}: the UPI ID for your withdrawals was changed`,
  payoutChangedText: (name: string, oldUpi: string, newUpi: string, when: string, until: string) =>
    `Hello ${name},\n\nThe UPI ID your ${PRODUCT_NAME} earnings are paid to was changed on ${when} (India time).\n\nOld UPI ID: ${oldUpi}\nNew UPI ID: ${newUpi}\n\nFor your safety, withdrawals are paused until ${until} (India time).\n\nIf this was not you, change your password at once (use "Forgot your password?" on the sign-in page) and write to our support team: we will stop any withdrawal to the new UPI ID.\n\n${PRODUCT_NAME} Trust and Safety`,
  /** The same change made by our team (an admin's edit, at the listener's request by mail). */
  payoutChangedByTeamText: (name: string, oldUpi: string, newUpi: string, when: string, until: string) =>
    `Hello ${name},\n\nOur support team changed the UPI ID your ${PRODUCT_NAME} earnings are paid to on ${when} (India time), as you asked.\n\nOld UPI ID: ${oldUpi}\nNew UPI ID: ${newUpi}\n\nFor your safety, withdrawals are paused until ${until} (India time).\n\nIf you did not ask us for this, reply to this mail or write to our support team at once: we will stop any withdrawal to the new UPI ID.\n\n${PRODUCT_NAME} Trust and Safety`,
  payoutChangedNone: 'none',
} as const);
