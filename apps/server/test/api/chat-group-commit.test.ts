// @module-tag embedded
// Chat messages stored in groups (issue 21 §1): messages that arrive together are stored by one INSERT and
// one commit (rows written by one statement share its transaction id, `xmin`), each answered only once
// committed, in arrival order, once per clientMessageId; a message the session refuses, or the database
// refuses, fails alone and the rest of its group is stored.
import crypto from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionMessages } from '../../src/db/schema.ts';
import { insertMessageIfOpen } from '../../src/modules/chat/chat.repository.ts';
import { createSessionAt } from '../support/chat.ts';
import { useTestApp } from '../support/test-app.ts';

const t = await useTestApp({ deadlineSweepMs: 0 });

const message = (
  sessionId: string,
  senderId: string,
  body: string,
  clientMessageId = crypto.randomUUID(),
) => ({
  sessionId,
  senderId,
  clientMessageId,
  body,
  originalBody: null,
  flags: [] as string[],
  at: new Date(),
});

/** The transactions that wrote the sessions' rows, and the rows in seq order. */
const written = async (sessionIds: string[]) => {
  const rows = await t.database.db
    .select({
      sessionId: sessionMessages.sessionId,
      body: sessionMessages.body,
      seq: sessionMessages.seq,
      xid: sql<string>`${sessionMessages}.xmin::text`,
    })
    .from(sessionMessages)
    .where(inArray(sessionMessages.sessionId, sessionIds))
    .orderBy(sessionMessages.seq);
  return { rows, transactions: new Set(rows.map((row) => row.xid)).size };
};

describe('messages that arrive together', () => {
  it('are stored by one statement, each session in the order they came, each answered with its row', async () => {
    const a = await createSessionAt(t, 'in-progress');
    const b = await createSessionAt(t, 'in-progress');
    const sent = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? message(a.sessionId, i % 4 === 0 ? a.customer.id : a.listener.id, `a${i}`)
        : message(b.sessionId, i % 4 === 1 ? b.customer.id : b.listener.id, `b${i}`),
    );
    const answers = await Promise.all(sent.map((m) => insertMessageIfOpen(t.database.db, m)));

    for (const [i, answer] of answers.entries()) {
      if (answer === 'REFUSED') throw new Error(`message ${i} refused`);
      expect(answer.created).toBe(true);
      expect(answer.row).toMatchObject({ body: sent[i]?.body, sessionId: sent[i]?.sessionId });
      expect(answer.row.senderType).toBe(
        sent[i]?.senderId === (i % 2 === 0 ? a : b).customer.id ? 'CUSTOMER' : 'LISTENER',
      );
    }
    const { rows, transactions } = await written([a.sessionId, b.sessionId]);
    expect(transactions).toBe(1);
    expect(rows.filter((r) => r.sessionId === a.sessionId).map((r) => r.body)).toEqual(
      sent.filter((m) => m.sessionId === a.sessionId).map((m) => m.body),
    );
    // The seq each answer carries is the stored one.
    const seqs = new Map(rows.map((r) => [r.body, r.seq]));
    for (const answer of answers)
      if (answer !== 'REFUSED') expect(answer.row.seq).toBe(seqs.get(answer.row.body));
  });

  it('a retry in the same group is stored once: the first is created, the retry answered with its row', async () => {
    const { sessionId, customer } = await createSessionAt(t, 'in-progress');
    const clientMessageId = crypto.randomUUID();
    const [first, retry] = await Promise.all([
      insertMessageIfOpen(t.database.db, message(sessionId, customer.id, 'once', clientMessageId)),
      insertMessageIfOpen(t.database.db, message(sessionId, customer.id, 'once', clientMessageId)),
    ]);
    if (first === 'REFUSED' || retry === 'REFUSED') throw new Error('refused');
    expect([first.created, retry.created]).toEqual([true, false]);
    expect(retry.row.id).toBe(first.row.id);
    expect((await written([sessionId])).rows).toHaveLength(1);
  });

  it('a message its session does not take is refused alone; the rest of the group is stored', async () => {
    const open = await createSessionAt(t, 'in-progress');
    const pending = await createSessionAt(t, 'pending');
    const [before, refused, stranger, after] = await Promise.all([
      insertMessageIfOpen(t.database.db, message(open.sessionId, open.customer.id, 'before')),
      insertMessageIfOpen(t.database.db, message(pending.sessionId, pending.customer.id, 'not yet')),
      insertMessageIfOpen(t.database.db, message(open.sessionId, pending.customer.id, 'not mine')),
      insertMessageIfOpen(t.database.db, message(open.sessionId, open.listener.id, 'after')),
    ]);
    expect(refused).toBe('REFUSED');
    expect(stranger).toBe('REFUSED');
    expect([before, after].map((answer) => answer !== 'REFUSED' && answer.created)).toEqual([true, true]);
    expect((await written([open.sessionId, pending.sessionId])).rows.map((r) => r.body)).toEqual([
      'before',
      'after',
    ]);
  });

  it('a message the database refuses fails alone; the rest of the group is stored', async () => {
    const { sessionId, customer, listener } = await createSessionAt(t, 'in-progress');
    const results = await Promise.allSettled([
      insertMessageIfOpen(t.database.db, message(sessionId, customer.id, 'first')),
      // An empty body breaks the table's check (the socket's schema never lets one through).
      insertMessageIfOpen(t.database.db, message(sessionId, customer.id, '')),
      insertMessageIfOpen(t.database.db, message(sessionId, listener.id, 'third')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await written([sessionId])).rows.map((r) => r.body)).toEqual(['first', 'third']);
  });
});
