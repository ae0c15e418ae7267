import { unzipSync, strFromU8 } from 'fflate';
import { API_PREFIX } from '@app/contract';
import type { TestApp } from './test-app.ts';

/** The export id and token of the latest "your data is ready" mail to `email`. */
export const exportLinkOf = async (t: TestApp, email: string, count = 1) => {
  await t.app.mailOutbox.flush();
  const mail = await t.smtp.readMail(email, count);
  const match = /dataExport=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`no export link in: ${mail.text}`);
  return { id: match[1], token: match[2], mail };
};

/** GET the export's download as `token` (the person's sign-in) with the link's `linkToken`. */
export const downloadExport = async (t: TestApp, id: string, linkToken: string, token?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}/my-data/exports/${id}/download?token=${encodeURIComponent(linkToken)}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return response;
};

type Rows = Record<string, unknown>[];
/** The files of an export, as the tests read them. */
export type ExportFiles = {
  'README.json': { files: Record<string, string> };
  'profile.json': { account: Record<string, unknown>; listenerProfile: Record<string, unknown> | null };
  'sessions.json': Rows;
  'messages.json': { body: string }[];
  'payments.json': { ledgerEntries: { kind: string; amount: number }[]; purchases: Rows; receipts: Rows };
  'withdrawals.json': Rows;
  'reports.json': Rows;
  'favourites.json': Rows;
  'blocks.json': Rows;
  'notes.json': Rows;
};

/** The archive's JSON files, parsed, and its whole text (every file, for searching). */
export const unzipExport = (bytes: Buffer) => {
  const entries = unzipSync(new Uint8Array(bytes));
  const files: Record<string, unknown> = {};
  let text = '';
  for (const [name, data] of Object.entries(entries)) {
    const content = strFromU8(data);
    text += content;
    files[name] = JSON.parse(content) as unknown;
  }
  return { files: files as ExportFiles, names: Object.keys(files), text };
};
