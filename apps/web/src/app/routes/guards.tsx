import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { frameMessages, isApprovedListener, type Role, routes } from '@app/contract';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { pageTitleFor } from '@/app/routes/page-titles';
import { homePathFor } from '@/lib/auth-user';
import { useAuthStore } from '@/stores/auth-store';

/** Where a signed-out visitor wanted to go, so sign-in can bring them back. */
export type RedirectState = { from?: string };

/** What an undecided screen shows inside the shell while GET /auth/me confirms the stored sign-in. */

/**
 * Under /dashboard: signed-out visitors go to /login. A stored sign-in opens the console at once;
 * GET /auth/me re-checks it in the background (a 401 from it ends the sign-in and goes to /login with
 * the server's reason: see lib/api-client.ts).
 */
export function RequireAuth() {
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  if (!user) {
    const state: RedirectState = { from: location.pathname + location.search };
    return <Navigate to={routes.login} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * While the stored sign-in is being confirmed: the skeleton of the page asked for, inside the shell.
 * Used where the answer may change the decision (an approval that happened since the last visit).
 */
export function CheckingSignIn({ title }: { title?: string }) {
  return <PageSkeleton title={title} label={frameMessages.checkingSignIn} />;
}

/**
 * /login, /signup and /app/signup: a user who arrives signed in has nothing to do there and goes to
 * their home (a customer to /app, everyone else to /dashboard). Decided on arrival only: signing in
 * on these pages must not bounce before the page sends the user on (sign-up goes to /profile or /app).
 */
export function GuestOnly() {
  const [home] = useState(() => {
    const { isAuthenticated, user } = useAuthStore.getState();
    return isAuthenticated ? homePathFor(user?.role ?? '') : null;
  });
  return home ? <Navigate to={home} replace /> : <Outlet />;
}

/** Routes of one role: any other role is sent to /unauthorized. */
export function RequireRole({ role }: { role: Role }) {
  const userRole = useAuthStore((state) => state.user?.role);
  return userRole === role ? <Outlet /> : <Navigate to={routes.unauthorized} replace />;
}

/**
 * Listener screens other than the profile need an approved listener. A stored sign-in that says
 * "not approved" waits for GET /auth/me, so a just-approved listener is not sent to the profile first.
 */
export function RequireApprovedListener() {
  const user = useAuthStore((state) => state.user);
  const isLoading = useAuthStore((state) => state.isLoading);
  const { pathname } = useLocation();
  if (user && isApprovedListener(user)) return <Outlet />;
  if (isLoading) return <CheckingSignIn title={pageTitleFor(pathname)} />;
  return <Navigate to={routes.listener.profile} replace />;
}
