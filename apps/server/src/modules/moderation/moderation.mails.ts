import { DASHBOARD_TIME_ZONE, PRODUCT_NAME } from '@app/contract';
import type { QueuedMail } from '../mail/mail.repository.ts';

/** The mail a WARN sends: the admin's words, about which session, and what follows if it goes on. */
export const warningMail = (input: {
  to: string;
  name: string;
  sessionStartedAt: Date | null;
  warning: string;
}): QueuedMail => {
  const when = input.sessionStartedAt
    ? ` on ${input.sessionStartedAt.toLocaleString('en-IN', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: DASHBOARD_TIME_ZONE,
      })} (India time)`
    : '';
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: a warning about your conduct`,
    text: `Hello ${input.name},\n\nOur team reviewed a report about your session${when} and is giving you a warning:\n\n${input.warning}\n\nPlease follow the ${PRODUCT_NAME} guidelines in every session. If this happens again, your account may be blocked.\n\n${PRODUCT_NAME} Trust and Safety`,
  };
};
