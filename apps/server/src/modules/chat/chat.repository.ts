import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { qb } from '../../db/query-builder.ts';
import { asError, createStatementBatcher } from '../../db/statement-batcher.ts';
import { sessionMessages, sessions, type SessionMessageRow } from '../../db/schema.ts';

export type { SessionMessageRow };

type NewMessage = {
  sessionId: string;
  senderId: string;
  clientMessageId: string;
  body: string;
  originalBody: string | null;
  flags: string[];
  at: Date;
};

const placeholder = sql.placeholder;

/**
 * The insert behind insertMessageIfOpen, prepared once per database handle: a named statement is parsed
 * and planned once per connection, not per message (the chat bench measured PostgreSQL's CPU per stored
 * message 330 -> 140 µs). Ids come from the same defaults the table declares.
 */
const prepareInsert = (db: Db) => {
  const senderId = sql<string>`${placeholder('senderId')}::uuid`;
  const at = sql<Date>`${placeholder('at')}::timestamptz`;
  return qb(db)
    .insert(sessionMessages)
    .select(
      qb(db)
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          seq: sql<number>`nextval(pg_get_serial_sequence('session_messages', 'seq'))`.as('seq'),
          sessionId: sessions.id,
          senderId: sql<string>`${senderId}`.as('sender_id'),
          senderType: sql<SessionMessageRow['senderType']>`(case when ${sessions.customerId} = ${senderId}
            then 'CUSTOMER' else 'LISTENER' end)::sender_type`.as('sender_type'),
          clientMessageId: sql<string>`${placeholder('clientMessageId')}::text`.as('client_message_id'),
          body: sql<string>`${placeholder('body')}::text`.as('body'),
          originalBody: sql<string | null>`${placeholder('originalBody')}::text`.as('original_body'),
          flags: sql<string[]>`${placeholder('flags')}::text[]`.as('flags'),
          createdAt: sql<Date>`${at}`.as('created_at'),
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, placeholder('sessionId')),
            eq(sessions.status, 'IN_PROGRESS'),
            or(isNull(sessions.runsOutAt), gt(sessions.runsOutAt, at)),
            sql`${senderId} in (${sessions.customerId}, ${sessions.listenerId})`,
          ),
        ),
    )
    .onConflictDoNothing({
      target: [sessionMessages.sessionId, sessionMessages.senderId, sessionMessages.clientMessageId],
    })
    .returning({ id: sessionMessages.id, seq: sessionMessages.seq, senderType: sessionMessages.senderType })
    .prepare('insert_chat_message');
};
const preparedInserts = new WeakMap<Db, ReturnType<typeof prepareInsert>>();

type Stored = { row: SessionMessageRow; created: boolean };
type Waiting = { message: NewMessage; settle: (result: Stored | 'REFUSED' | Error) => void };

/** Messages stored by one statement at most (a burst beyond it waits for the next). */
const MAX_BATCH = 256;
/** Statements storing messages at once per database handle; the rest queue and go as one. */
const MAX_IN_FLIGHT = 2;

/**
 * Group commit (issue 21 §1): the messages that arrive while the previous statements are still running
 * are stored together, by one INSERT and one commit, and each is answered only once it is committed.
 * Nothing waits for a batch to fill: under light load every message goes on its own at the next turn of
 * the event loop, and the batches grow only with the queue. The queue holds nothing anybody was told is
 * stored, so a process that dies loses only messages whose senders never got their acknowledgement (and
 * whose clients send them again under the same clientMessageId).
 */
const createMessageBatcher = (db: Db) => {
  const enqueue = createStatementBatcher<Waiting>((batch) => storeBatch(db, batch), {
    maxBatch: MAX_BATCH,
    maxInFlight: MAX_IN_FLIGHT,
  });
  return (message: NewMessage) =>
    new Promise<Stored | 'REFUSED'>((resolve, reject) => {
      enqueue({
        message,
        settle: (result) => (result instanceof Error ? reject(result) : resolve(result)),
      });
    });
};
const batchers = new WeakMap<Db, ReturnType<typeof createMessageBatcher>>();

/**
 * Stores a message if, at this instant, the session is in progress (and not past its run-out moment)
 * and the sender is one of its two people: one statement, so the check cannot be raced by the session
 * ending. A retry (same session, sender and clientMessageId) stores nothing and answers the first row.
 * Answers `'REFUSED'` when the session does not take messages from this sender now.
 */
export const insertMessageIfOpen = (db: Db, message: NewMessage): Promise<Stored | 'REFUSED'> => {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = createMessageBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher(message);
};

/** Settles a message with what its own insert answered (or the error it failed with). */
const storeAlone = async (db: Db, { message, settle }: Waiting) => {
  try {
    settle(await insertOne(db, message));
  } catch (error) {
    settle(asError(error));
  }
};

/** The answer for a message its insert just stored: the rest of the row is what was written. */
const createdRow = (message: NewMessage, stored: InsertedColumns): Stored => {
  const { at: createdAt, ...columns } = message;
  return { row: { ...columns, ...stored, createdAt }, created: true };
};

/**
 * One INSERT for the whole batch, its rows in arrival order (a session's messages get their seq in the
 * order they came). A message alone (light load) goes by the prepared one-row statement, which
 * PostgreSQL plans once per connection. If the batch's statement fails, each message is stored on its
 * own (a session's in their order), so that one message the database refuses fails alone.
 */
const storeBatch = async (db: Db, batch: Waiting[]) => {
  if (batch.length === 1) return storeAlone(db, batch[0] as Waiting);
  let inserted: Map<string, InsertedColumns>;
  try {
    inserted = await insertBatch(
      db,
      batch.map((waiting) => waiting.message),
    );
  } catch {
    // Each session's messages one after another, in the order they came (their seq keeps that order);
    // the sessions side by side.
    const bySession = new Map<string, Waiting[]>();
    for (const waiting of batch) {
      const id = waiting.message.sessionId;
      bySession.set(id, [...(bySession.get(id) ?? []), waiting]);
    }
    await Promise.all(
      [...bySession.values()].map(async (waitings) => {
        for (const waiting of waitings) await storeAlone(db, waiting);
      }),
    );
    return;
  }
  await Promise.all(
    batch.map(async ({ message, settle }) => {
      const key = keyOf(message);
      const stored = inserted.get(key);
      if (stored) {
        // The first of the batch with this key made the row; any other is a retry of it.
        inserted.delete(key);
        return settle(createdRow(message, stored));
      }
      try {
        settle(await earlierOrRefused(db, message));
      } catch (error) {
        settle(asError(error));
      }
    }),
  );
};

type InsertedColumns = Pick<SessionMessageRow, 'id' | 'seq' | 'senderType'>;
type InsertedRow = {
  id: string;
  seq: string;
  session_id: string;
  sender_id: string;
  client_message_id: string;
  sender_type: SessionMessageRow['senderType'];
};
const keyOf = (m: Pick<NewMessage, 'sessionId' | 'senderId' | 'clientMessageId'>) =>
  `${m.sessionId} ${m.senderId} ${m.clientMessageId}`;

const insertBatch = async (db: Db, batch: NewMessage[]) => {
  const rows = JSON.stringify(
    batch.map((m, ord) => ({
      ord,
      session_id: m.sessionId,
      sender_id: m.senderId,
      client_message_id: m.clientMessageId,
      body: m.body,
      original_body: m.originalBody,
      flags: m.flags,
      at: m.at.toISOString(),
    })),
  );
  const result = await qb(db).execute(sql`
    insert into ${sessionMessages}
      (session_id, sender_id, sender_type, client_message_id, body, original_body, flags, created_at)
    select session_id, sender_id, sender_type, client_message_id, body, original_body, flags, at
    from (
      select m.ord, m.session_id, m.sender_id,
        (case when ${sessions.customerId} = m.sender_id then 'CUSTOMER' else 'LISTENER' end)::sender_type
          as sender_type,
        m.client_message_id, m.body, m.original_body, m.flags, m.at
      from json_to_recordset(${rows}::json) as m(
        ord int, session_id uuid, sender_id uuid, client_message_id text, body text, original_body text,
        flags text[], at timestamptz)
      join ${sessions} on ${sessions.id} = m.session_id
      where ${sessions.status} = 'IN_PROGRESS'
        and (${sessions.runsOutAt} is null or ${sessions.runsOutAt} > m.at)
        and m.sender_id in (${sessions.customerId}, ${sessions.listenerId})
      order by m.ord
    ) as m
    on conflict (session_id, sender_id, client_message_id) do nothing
    returning id, seq, session_id, sender_id, client_message_id, sender_type`);
  // Both drivers answer through node-postgres (db/database.ts): its result, with bigint as text.
  const { rows: inserted } = result as { rows: InsertedRow[] };
  return new Map(
    inserted.map((row) => [
      keyOf({ sessionId: row.session_id, senderId: row.sender_id, clientMessageId: row.client_message_id }),
      { id: row.id, seq: Number(row.seq), senderType: row.sender_type },
    ]),
  );
};

/** One message, by its own prepared statement (the fallback of a batch that failed). */
const insertOne = async (db: Db, message: NewMessage): Promise<Stored | 'REFUSED'> => {
  let insert = preparedInserts.get(db);
  if (!insert) {
    insert = prepareInsert(db);
    preparedInserts.set(db, insert);
  }
  const [stored] = await insert.execute({ ...message, at: message.at.toISOString() });
  // The rest of the row is what was just written: no second query (the chat bench measured reading it
  // back as ~1/3 of the embedded database's cost per message).
  if (stored) return createdRow(message, stored);
  return earlierOrRefused(db, message);
};

/** A message not stored now: a retry of a stored one (answered with that row), or refused. */
const earlierOrRefused = async (db: Db, message: NewMessage): Promise<Stored | 'REFUSED'> => {
  const earlier = await findByClientId(db, message.sessionId, message.senderId, message.clientMessageId);
  return earlier ? { row: earlier, created: false } : 'REFUSED';
};

const findByClientId = async (db: Db, sessionId: string, senderId: string, clientMessageId: string) => {
  const [row] = await qb(db)
    .select()
    .from(sessionMessages)
    .where(
      and(
        eq(sessionMessages.sessionId, sessionId),
        eq(sessionMessages.senderId, senderId),
        eq(sessionMessages.clientMessageId, clientMessageId),
      ),
    )
    .limit(1);
  return row;
};
