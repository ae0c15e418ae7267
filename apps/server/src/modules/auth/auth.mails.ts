import { messages, OTP_TTL_MINUTES } from '@app/contract';
import type { QueuedMail } from '../mail/mail.repository.ts';

export type AuthMailKind = 'SIGNUP_CODE' | 'RESET_CODE' | 'SIGNUP_ACCOUNT_EXISTS';

/** The mails the sign-in flows send, in the language of the moment (see AuthService.sendOtp). */
export const authMail = (kind: AuthMailKind, to: string, code: string): QueuedMail => {
  const m = messages.mails;
  if (kind === 'SIGNUP_ACCOUNT_EXISTS')
    return { to, subject: m.accountExistsSubject, text: m.accountExistsText };
  return {
    to,
    subject: m.otpSubject(code),
    text:
      kind === 'SIGNUP_CODE' ? m.signupOtpText(code, OTP_TTL_MINUTES) : m.resetOtpText(code, OTP_TTL_MINUTES),
  };
};
