import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { listenerProfiles, sessionMessages, sessions, type SessionMessageRow } from '../../db/schema.ts';

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

/**
 * Stores a message if, at this instant, the session is in progress (and not past its run-out moment)
 * and the sender is one of its two people: one statement, so the check cannot be raced by the session
 * ending. A retry (same session, sender and clientMessageId) stores nothing and answers the first row.
 * Answers `'REFUSED'` when the session does not take messages from this sender now.
 */
export const insertMessageIfOpen = async (db: Db, message: NewMessage) => {
  const inserted = await db.execute(sql`
    insert into ${sessionMessages}
      (session_id, sender_id, sender_type, client_message_id, body, original_body, flags, created_at)
    select s.id, ${message.senderId}::uuid,
      (case when s.customer_id = ${message.senderId}::uuid then 'CUSTOMER' else 'LISTENER' end)::sender_type,
      ${message.clientMessageId}::text, ${message.body}::text, ${message.originalBody}::text,
      array[${sql.join(
        message.flags.map((flag) => sql`${flag}`),
        sql`, `,
      )}]::text[],
      ${message.at.toISOString()}::timestamptz
    from ${sessions} s
    where s.id = ${message.sessionId}
      and s.status = 'IN_PROGRESS'
      and (s.runs_out_at is null or s.runs_out_at > ${message.at.toISOString()}::timestamptz)
      and ${message.senderId}::uuid in (s.customer_id, s.listener_id)
    on conflict (session_id, sender_id, client_message_id) do nothing
    returning id, seq, sender_type as "senderType"`);
  // Both drivers answer raw statements as { rows }. The rest of the row is what was just written: no
  // second query (the chat bench measured a read-back as ~1/3 of the embedded database's cost per message).
  type Returned = Pick<SessionMessageRow, 'id' | 'senderType'> & { seq: string | number };
  const stored = (inserted as { rows: Returned[] }).rows[0];
  if (stored) {
    const { at: createdAt, ...columns } = message;
    return { row: { ...columns, ...stored, seq: Number(stored.seq), createdAt }, created: true as const };
  }
  const earlier = await findByClientId(db, message.sessionId, message.senderId, message.clientMessageId);
  return earlier ? { row: earlier, created: false as const } : 'REFUSED';
};

const findByClientId = async (db: Db, sessionId: string, senderId: string, clientMessageId: string) => {
  const [row] = await db
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

/** Every message of a session in delivery order. */
export const listMessages = (db: Db, sessionId: string) =>
  db
    .select()
    .from(sessionMessages)
    .where(eq(sessionMessages.sessionId, sessionId))
    .orderBy(asc(sessionMessages.seq));

// ---------- presence ----------

/** Marks listeners as seen now (a process holds a live socket of theirs, or their last one just went). */
export const markListenersSeen = async (db: Db, listenerIds: string[], at: Date) => {
  if (listenerIds.length === 0) return;
  await db
    .update(listenerProfiles)
    .set({ lastSeenAt: at })
    .where(inArray(listenerProfiles.userId, listenerIds));
};

// ---------- low-balance warnings ----------

/**
 * Claims the running sessions whose wallet runs out within `warnSeconds` and whose customer was not yet
 * warned about that run-out moment. The update is the claim: with several processes, one warns.
 */
export const claimLowBalanceWarnings = async (db: Db, now: Date, warnSeconds: number) => {
  const horizon = new Date(now.getTime() + warnSeconds * 1000);
  return db
    .update(sessions)
    .set({ lowBalanceWarnedFor: sql`${sessions.runsOutAt}` })
    .where(
      and(
        eq(sessions.status, 'IN_PROGRESS'),
        isNotNull(sessions.runsOutAt),
        lte(sessions.runsOutAt, horizon),
        gt(sessions.runsOutAt, now),
        sql`${sessions.lowBalanceWarnedFor} is distinct from ${sessions.runsOutAt}`,
      ),
    )
    .returning({ id: sessions.id, customerId: sessions.customerId, runsOutAt: sessions.runsOutAt });
};
