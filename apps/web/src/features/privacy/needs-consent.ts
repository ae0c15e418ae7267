import { useLocation } from 'react-router';
import { PRIVACY_NOTICE_VERSION, routes } from '@app/contract';
import { useAuthStore } from '@/stores/auth-store';

/**
 * True when the signed-in customer or listener has not agreed to the current privacy notice (none
 * yet, or an earlier version), as the server said: the consent gate is then shown over every screen
 * but the notice itself. Admins are the operator's staff and are not asked. Nothing is asked while the
 * server has not said (a stored sign-in before GET /auth/me answers).
 */
export function useNeedsConsent(): boolean {
  const { pathname } = useLocation();
  const role = useAuthStore((state) => state.user?.role ?? null);
  const version = useAuthStore((state) => state.privacyConsentVersion);
  if (role !== 'CUSTOMER' && role !== 'LISTENER') return false;
  if (version === undefined || version === PRIVACY_NOTICE_VERSION) return false;
  return pathname !== routes.privacy;
}
