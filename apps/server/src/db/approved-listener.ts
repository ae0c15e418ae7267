import { and, eq, isNotNull } from 'drizzle-orm';
import { listenerProfiles, users } from './schema.ts';

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
