import { jwtDecode } from 'jwt-decode';
import { routes, type AuthUser } from '@app/contract';

/**
 * The signed-in user as the client knows it: the decoded sign-in token. `role` stays a plain string
 * because the guards must treat any role they do not know as "not allowed", not crash on it.
 */
export type SessionUser = Omit<AuthUser, 'role'> & { role: string };

const readString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Decodes (does not verify: the server does) a sign-in token into the user it describes. */
export function decodeSessionUser(token: string): SessionUser {
  const claims = jwtDecode<Record<string, unknown>>(token);
  const role = readString(claims.role);
  const id = readString(claims.id) ?? readString(claims.sub);
  if (!role || !id) throw new Error('The sign-in token does not describe a user');
  const email = readString(claims.email) ?? '';
  return {
    id,
    name: readString(claims.name) ?? email,
    email,
    role,
    approvedAt: readString(claims.approvedAt),
    profileImageUrl: readString(claims.profileImageUrl),
    avatar: readString(claims.avatar),
  };
}

/** Where a signed-in user starts: customers in the customer area, everyone else in the console. */
export const homePathFor = (role: string): string =>
  role === 'CUSTOMER' ? routes.app.home : routes.dashboard;
