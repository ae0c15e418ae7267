// The log of the socket path keeps no personal data, as the HTTP path's (input-hygiene.test.ts): a chat
// message the database refuses is logged with its query and the database's error code, never with the
// query's parameters (the chat text, the sender) nor the row the database echoes back.
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@app/contract';
import { closeSocketsAfterEach, createJoinedPair, listenForSockets, sendMessage } from '../support/chat.ts';
import { useTestApp } from '../support/test-app.ts';

const lines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));

const t = await useTestApp({ logStream });
const baseUrl = await listenForSockets(t);
closeSocketsAfterEach();

describe('the log of a failed chat message', () => {
  it('has the failed query and its error code, and no chat text, sender or echoed row', async () => {
    const { c, sessionId, customer } = await createJoinedPair(t, baseUrl);
    // From now on the database refuses every stored message (this file's own database copy).
    await t.database.db.execute(
      sql`alter table session_messages add constraint refuse_all check (length(body) < 0) not valid`,
    );
    const text = 'Priya here, call me on 9876543210';
    const ack = await sendMessage(c, sessionId, text);
    expect(ack).toEqual({ ok: false, message: messages.chat.sendFailed });
    await new Promise((resolve) => setImmediate(resolve));

    const failures = lines.filter((line) => line.includes('socket handler failed'));
    expect(failures).toHaveLength(1);
    const logged = failures[0]!;
    expect(logged).toContain('Failed query: insert into \\"session_messages\\"');
    expect(logged).toContain('"code":"23514"');
    expect(lines.join('\n')).not.toMatch(/Priya|9876543210/);
    expect(logged).not.toContain(customer.id);
  });
});
