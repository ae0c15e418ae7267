// Test-side access to the mail catcher started by global setup, with a small MIME decoder
// (quoted-printable, base64, multipart) so codes can be read from real mails.
import type { StoredMail } from './mail-server.ts';

const mailboxUrl = (): string => {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error('E2E_MAILBOX_URL is not set: global setup did not run');
  return url;
};

export const fetchMails = async (email: string): Promise<StoredMail[]> => {
  const response = await fetch(`${mailboxUrl()}/mails?to=${encodeURIComponent(email.toLowerCase())}`);
  if (!response.ok) throw new Error(`Mailbox answered ${response.status}`);
  return (await response.json()) as StoredMail[];
};

type Part = { headers: Map<string, string>; body: string };

const parsePart = (raw: string): Part => {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = split === -1 ? text : text.slice(0, split);
  const body = split === -1 ? '' : text.slice(split + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines, then read "Name: value".
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
};

export const decodeQuotedPrintable = (input: string): string => {
  const bytes: number[] = [];
  const softBroken = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < softBroken.length; i += 1) {
    const char = softBroken[i] as string;
    const hex = softBroken.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

const decodeBody = (part: Part): string => {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
};

type Leaf = { type: string; text: string };

const leaves = (part: Part): Leaf[] => {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const type = (contentType.split(';')[0] ?? 'text/plain').trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => leaves(parsePart(chunk.replace(/^\n/, ''))));
  }
  return [{ type, text: decodeBody(part) }];
};

const htmlToText = (html: string): string =>
  html
    .replace(/<(style|script|head)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** The readable text of a raw mail: its text/plain parts, else its HTML parts without tags. */
export const mailText = (raw: string): string => {
  const all = leaves(parsePart(raw));
  const plain = all.filter((leaf) => leaf.type === 'text/plain');
  if (plain.length > 0) return plain.map((leaf) => leaf.text).join('\n');
  return all
    .filter((leaf) => leaf.type === 'text/html')
    .map((leaf) => htmlToText(leaf.text))
    .join('\n');
};

/**
 * Polls the catcher until a mail to `email` received at or after `since` (ms epoch) exists, and
 * returns the 6-digit code of the latest such mail.
 */
export const waitForOtp = async (
  email: string,
  options: { since?: number; timeoutMs?: number } = {},
): Promise<string> => {
  const since = options.since ?? 0;
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const mails = (await fetchMails(email)).filter((mail) => mail.receivedAt >= since);
    const latest = mails.at(-1);
    if (latest) {
      const code = /\b(\d{6})\b/.exec(mailText(latest.raw))?.[1];
      if (!code) throw new Error(`Latest mail to ${email} has no 6-digit code:\n${latest.raw}`);
      return code;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${email} arrived within the timeout`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
