// The data of the chat bench (chat.ts): N approved listeners, N customers and N IN_PROGRESS sessions
// (listener k chats with customer k in session k), written with three INSERT ... SELECT FROM
// generate_series statements (well under a second for thousands, on either database). Ids are
// md5-derived from the index (shaped as version-4 UUIDs), the same way in SQL and here, so the bench knows every id without
// reading one back. The sessions run out a day from now: the server's deadline sweeper and
// low-balance warnings leave them alone while the bench runs. No wallets or ledger rows: sending a
// message reads only the session.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '@app/contract';
import type { Db } from '../apps/server/src/db/database.ts';
import { qb } from '../apps/server/src/db/query-builder.ts';

/** A version-4-shaped UUID from the md5 of `text` (the contract's schemas accept RFC UUIDs only). */
const md5Uuid = (text: string) =>
  crypto
    .createHash('md5')
    .update(text)
    .digest('hex')
    .replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12})$/, '$1-$2-4$3-8$4-$5');

/** Listener k, customer k and their session k, as the server sees them (the claims a token carries). */
export const chatPair = (k: number) => {
  const listener: AuthUser = {
    id: md5Uuid(`bench-chat-listener-${k}`),
    name: `Listener ${k}`,
    email: `bench.chat.listener.${k}@example.test`,
    role: 'LISTENER',
    approvedAt: null,
    profileImageUrl: null,
    avatar: null,
  };
  const customer: AuthUser = {
    id: md5Uuid(`bench-chat-customer-${k}`),
    name: `Customer ${k}`,
    email: `bench.chat.customer.${k}@example.test`,
    role: 'CUSTOMER',
    approvedAt: null,
    profileImageUrl: null,
    avatar: null,
  };
  return { listener, customer, sessionId: md5Uuid(`bench-chat-session-${k}`) };
};

const g = sql.raw('g');
/** The same id in SQL: md5 with the version (4) and variant (8) digits set. */
const id = (prefix: string) =>
  sql`overlay(overlay(md5(${prefix} || ${g}) placing '4' from 13) placing '8' from 17)::uuid`;

/** Writes `pairs` listeners, customers and running sessions between them. */
export const seedChatSessions = async (db: Db, pairs: number, now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const last = sql.raw(String(Math.trunc(pairs) - 1));
  await qb(db).execute(sql`
    insert into users (id, email, name, role, approved_at, created_at, updated_at)
    select ${id('bench-chat-listener-')}, 'bench.chat.listener.' || g || '@example.test', 'Listener ' || g,
      'LISTENER'::role, ${at} - interval '30 days', ${at} - interval '40 days', ${at}
    from generate_series(0, ${last}) g
    union all
    select ${id('bench-chat-customer-')}, 'bench.chat.customer.' || g || '@example.test', 'Customer ' || g,
      'CUSTOMER'::role, null, ${at} - interval '20 days', ${at}
    from generate_series(0, ${last}) g`);
  await qb(db).execute(sql`
    insert into listener_profiles (user_id, application_status, coins_per_minute, languages, is_online,
      description, submitted_at, created_at, updated_at)
    select ${id('bench-chat-listener-')}, 'APPROVED', 4, array['English'], true, 'Here to listen.',
      ${at} - interval '35 days', ${at} - interval '40 days', ${at}
    from generate_series(0, ${last}) g`);
  await qb(db).execute(sql`
    insert into sessions (id, customer_id, listener_id, status, mode, language, user_mood, coins_per_minute,
      requested_at, expires_at, accepted_at, started_at, runs_out_at, updated_at)
    select ${id('bench-chat-session-')}, ${id('bench-chat-customer-')}, ${id('bench-chat-listener-')},
      'IN_PROGRESS', 'CHAT', 'English', 'neutral', 4, ${at} - interval '2 minutes',
      ${at} + interval '1 minute', ${at} - interval '90 seconds', ${at} - interval '60 seconds',
      ${at} + interval '1 day', ${at}
    from generate_series(0, ${last}) g`);
  await qb(db).execute(sql`analyze users`);
  await qb(db).execute(sql`analyze listener_profiles`);
  await qb(db).execute(sql`analyze sessions`);
};
