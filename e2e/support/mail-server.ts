// A real SMTP catcher (smtp-server) plus a tiny HTTP endpoint that exposes the caught mails to the
// test workers, which run in other processes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freePort } from './ports.ts';

export type StoredMail = {
  id: number;
  from: string;
  to: string[];
  receivedAt: number;
  raw: string;
};

export type MailCatcher = {
  smtpPort: number;
  httpUrl: string;
  close: () => Promise<void>;
};

export const startMailCatcher = async (): Promise<MailCatcher> => {
  const mails: StoredMail[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'e2e mail catcher',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        const from = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
        mails.push({
          id: nextId++,
          from,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          receivedAt: Date.now(),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  smtp.on('error', (error) => console.error('[e2e smtp]', error));

  const smtpPort = await freePort();
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve());
  });

  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/mails') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? mails.filter((mail) => mail.to.includes(to)) : mails;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(list));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  const httpPort = await freePort();
  await new Promise<void>((resolve, reject) => {
    api.once('error', reject);
    api.listen(httpPort, '127.0.0.1', () => resolve());
  });
  const address = api.address() as AddressInfo;

  return {
    smtpPort,
    httpUrl: `http://127.0.0.1:${address.port}`,
    close: async () => {
      api.closeAllConnections();
      await new Promise<void>((resolve) => api.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
};
