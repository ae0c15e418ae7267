import { DASHBOARD_TIME_ZONE, formatDateTime, messages } from '@app/contract';
import type { QueuedMail } from '../mail/mail.repository.ts';

/**
 * The mail a WARN sends: the admin's words, about which session, and what follows if it goes on. In
 * the language of the moment: the caller sets the warned person's.
 */
export const warningMail = (input: {
  to: string;
  name: string;
  sessionStartedAt: Date | null;
  warning: string;
}): QueuedMail => {
  const m = messages.mails;
  const text = input.sessionStartedAt
    ? m.warningTextAt(
        input.name,
        formatDateTime(input.sessionStartedAt, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: DASHBOARD_TIME_ZONE,
        }),
        input.warning,
      )
    : m.warningText(input.name, input.warning);
  return { to: input.to, subject: m.warningSubject, text };
};
