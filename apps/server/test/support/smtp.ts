import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps what it receives. */
export const startSmtpCatcher = async () => {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const mailsTo = (email: string) => mails.filter((mail) => mail.to.includes(email.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    mailsTo,
    /** Waits until at least `count` mails reached `email`; returns the 6-digit code of the latest. */
    async latestOtp(email: string, count = 1, timeoutMs = 5000): Promise<string> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const received = mailsTo(email);
        const mail = received.length >= count ? received.at(-1) : undefined;
        // The subject as a mail client shows it (a Hindi one arrives encoded, RFC 2047).
        const subject = mail && (await PostalMime.parse(mail.raw)).subject;
        const code = subject && /\b(\d{6})\b/.exec(subject)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`No code mail number ${count} to ${email} arrived within ${timeoutMs} ms`);
    },
    /** The latest mail to `email` (waiting for the `count`th), read as a mail client reads it. */
    async readMail(email: string, count = 1, timeoutMs = 5000): Promise<{ subject: string; text: string }> {
      const raw = await this.waitForMail(email, count, timeoutMs);
      const parsed = await PostalMime.parse(raw);
      return { subject: parsed.subject ?? '', text: parsed.text ?? '' };
    },
    /** Waits until at least `count` mails reached `email`; returns the latest, raw. */
    async waitForMail(email: string, count = 1, timeoutMs = 5000): Promise<string> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const received = mailsTo(email);
        if (received.length >= count) return received.at(-1)!.raw;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`No mail number ${count} to ${email} arrived within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
