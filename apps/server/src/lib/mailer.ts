import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

/**
 * Sends through SMTP_URL. Without it (embedded, single-machine mode) the mail is written to the
 * server log instead: the one place a code may appear in a log, so a developer can sign up locally.
 */
export const createMailer = (smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer => {
  if (!smtpUrl) {
    return {
      send: (mail) => {
        log.info(
          { mailTo: mail.to, subject: mail.subject },
          `Mail (SMTP_URL unset, not sent):\n${mail.text}`,
        );
        return Promise.resolve();
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
};
