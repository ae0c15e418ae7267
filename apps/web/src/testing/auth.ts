import type { AuthUser } from '@app/contract';
import { useAuthStore } from '@/stores/auth-store';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export const users = {
  admin: {
    id: 'u-admin',
    name: 'Ada Admin',
    email: 'admin@listenwell.test',
    role: 'ADMIN',
    approvedAt: null,
  },
  listener: {
    id: 'u-asha',
    name: 'Asha Rao',
    email: 'asha@listenwell.test',
    role: 'LISTENER',
    approvedAt: '2025-01-10T10:00:00.000Z',
  },
  pendingListener: {
    id: 'u-kabir',
    name: 'Kabir Shah',
    email: 'kabir@listenwell.test',
    role: 'LISTENER',
    approvedAt: null,
  },
  customer: {
    id: 'u-priya',
    name: 'Priya Nair',
    email: 'priya@listenwell.test',
    role: 'CUSTOMER',
    approvedAt: null,
  },
} satisfies Record<string, Partial<AuthUser> & { role: string }>;

type Claims = Record<string, unknown>;

/** An unsigned token with the claims the server puts in a sign-in token (the client only decodes it). */
export function makeToken(claims: Claims): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { profileImageUrl: null, avatar: null, tv: 0, iat: now, exp: now + 3600, ...claims };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

/** Puts the store in the signed-in state the app has after a sign-in (and after GET /auth/me). */
export function signInAs(claims: Claims): string {
  const token = makeToken(claims);
  useAuthStore.getState().setAuth(token);
  return token;
}
