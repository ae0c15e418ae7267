import {
  isApprovedListener,
  type ApplicationStatus,
  type Gender,
  type Locale,
  type Role,
} from '@app/contract';

/**
 * The signed-in user as routes, plugins and services see it: the user row without its password hash,
 * plus the listener's block and application status. Set on the request by the access check.
 */
export type CurrentUser = {
  id: string;
  name: string;
  email: string | null;
  role: Role;
  isActive: boolean;
  approvedAt: Date | null;
  tokenVersion: number;
  gender: Gender | null;
  age: number | null;
  profileImageUrl: string | null;
  avatar: string | null;
  deletedAt: Date | null;
  /** The language the person reads (their mails and notifications). */
  locale: Locale;
  listener: { isBlocked: boolean; applicationStatus: ApplicationStatus } | null;
  /** Whether the account has confirmed two-step sign-in (an admin without it reaches only its set-up). */
  twoFactorEnabled: boolean;
};

/** Drops the password hash (and any other column) of an authenticated user row. */
export const toCurrentUser = (user: CurrentUser): CurrentUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  isActive: user.isActive,
  approvedAt: user.approvedAt,
  tokenVersion: user.tokenVersion,
  gender: user.gender,
  age: user.age,
  profileImageUrl: user.profileImageUrl,
  avatar: user.avatar,
  deletedAt: user.deletedAt,
  locale: user.locale,
  listener: user.listener,
  twoFactorEnabled: user.twoFactorEnabled,
});

/**
 * The server's approved-listener check: the contract's `isApprovedListener` (the web's too) on what the
 * server knows of a user, application status included (a listener without a profile row is not approved).
 */
export const isApprovedListenerUser = (user: Pick<CurrentUser, 'role' | 'approvedAt' | 'listener'>) =>
  isApprovedListener({
    role: user.role,
    approvedAt: user.approvedAt,
    applicationStatus: user.listener?.applicationStatus ?? null,
  });
