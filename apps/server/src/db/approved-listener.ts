import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { listenerProfiles, sessions, users } from './schema.ts';

/**
 * The SQL twin of the contract's `isApprovedListener` (users joined with listener_profiles): a LISTENER
 * with an approval date whose application is APPROVED. Directory and public pictures filter with it;
 * test/api/approved-listener.test.ts checks it against the contract's table.
 */
export const approvedListenerSql = and(
  eq(users.role, 'LISTENER'),
  isNotNull(users.approvedAt),
  eq(listenerProfiles.applicationStatus, 'APPROVED'),
);

/** Listeners a customer may see, book or star: approved, active, not deleted, not blocked by an admin. */
export const bookableListenerSql = and(
  approvedListenerSql,
  eq(users.isActive, true),
  isNull(users.deletedAt),
  eq(listenerProfiles.isBlocked, false),
);

/** The listener of a `users` row is in an accepted or running session. */
export const listenerBusySql = sql<boolean>`exists (select 1 from ${sessions} where ${sessions.listenerId} = ${users.id} and ${sessions.status} in ('ACCEPTED', 'IN_PROGRESS'))`;
