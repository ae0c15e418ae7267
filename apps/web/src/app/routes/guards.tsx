import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { routes, type Role } from '@app/contract';
import { PageSpinner } from '@/components/layout/page-spinner';
import { isApprovedListener } from '@/lib/auth-user';
import { useAuthStore } from '@/stores/auth-store';

/** Where a signed-out visitor wanted to go, so sign-in can bring them back. */
export type RedirectState = { from?: string };

/** Under /dashboard: signed-out visitors go to /login. */
export function RequireAuth() {
  const user = useAuthStore((state) => state.user);
  const isLoading = useAuthStore((state) => state.isLoading);
  const location = useLocation();
  if (!user) {
    const state: RedirectState = { from: location.pathname + location.search };
    return <Navigate to={routes.login} replace state={state} />;
  }
  // Wait for GET /auth/me so a just-approved listener is not sent to the profile screen first.
  if (isLoading) return <PageSpinner label="Checking your sign-in..." />;
  return <Outlet />;
}

/**
 * /login and /signup: a user who arrives signed in has nothing to do there. Decided on arrival only:
 * signing in on these pages must not bounce to /dashboard before the page sends the user on
 * (sign-up goes to /profile).
 */
export function GuestOnly() {
  const [arrivedSignedIn] = useState(() => useAuthStore.getState().isAuthenticated);
  return arrivedSignedIn ? <Navigate to={routes.dashboard} replace /> : <Outlet />;
}

/** Routes of one role: any other role is sent to /unauthorized. */
export function RequireRole({ role }: { role: Role }) {
  const userRole = useAuthStore((state) => state.user?.role);
  return userRole === role ? <Outlet /> : <Navigate to={routes.unauthorized} replace />;
}

/** Listener screens other than the profile need an approved listener. */
export function RequireApprovedListener() {
  const user = useAuthStore((state) => state.user);
  return user && isApprovedListener(user) ? <Outlet /> : <Navigate to={routes.listener.profile} replace />;
}
