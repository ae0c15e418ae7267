import { useAuthStore } from '@/stores/auth-store';

/**
 * True when the signed-in admin has not set up two-step sign-in (issue 25 §1), as GET /auth/me said or
 * a call the server refused with TWO_FACTOR_REQUIRED showed: the set-up is then shown over every
 * screen. Nothing is asked while the server has not said, nor of customers and listeners (for them it
 * stays a choice in their settings).
 */
export function useNeedsTwoFactorEnrolment(): boolean {
  const isAdmin = useAuthStore((state) => state.user?.role === 'ADMIN');
  const enabled = useAuthStore((state) => state.twoFactorEnabled);
  return isAdmin && enabled === false;
}
