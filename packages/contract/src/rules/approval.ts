import type { ApplicationStatus } from '../constants.ts';

/** What decides approval; a sign-in token carries `role` and `approvedAt`, the server also knows the status. */
export type ApprovalFacts = {
  role: string;
  /** The spec counts approvedAt missing, null, '' or the text 'null' as "not approved yet". */
  approvedAt?: string | Date | null;
  /**
   * The application's status, where the caller knows it (the server). The approval sets it to APPROVED
   * in the same transaction as approvedAt and no transition leaves APPROVED, so a client that only has
   * the token (no status) decides the same.
   */
  applicationStatus?: ApplicationStatus | null;
};

/** An approved listener: may use every listener feature but the profile (the server's 'approved-listener'). */
export function isApprovedListener(user: ApprovalFacts): boolean {
  const { approvedAt } = user;
  const hasApprovalDate =
    approvedAt instanceof Date ||
    (typeof approvedAt === 'string' && approvedAt !== '' && approvedAt !== 'null');
  return (
    user.role === 'LISTENER' &&
    hasApprovalDate &&
    (user.applicationStatus === undefined || user.applicationStatus === 'APPROVED')
  );
}
