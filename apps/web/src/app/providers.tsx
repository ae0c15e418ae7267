import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { useSessionRefresh } from '@/features/auth/hooks/use-session-refresh';
import { useNeedsConsent } from '@/features/privacy/needs-consent';
import { useNeedsTwoFactorEnrolment } from '@/features/two-factor/needs-enrolment';
import { lazyNamed } from '@/lib/lazy-named';
import { useAuthStore } from '@/stores/auth-store';

// Toasts follow the actions of a signed-in person (every page that toasts is behind sign-in), so the
// toaster's code loads with the first sign-in and never on a visitor's first load of a public page;
// and only once the page has painted and the browser is idle, so it never competes with the page's
// own code. A toast raised before it mounts is not lost: sonner replays active toasts to a toaster
// that subscribes late. Once mounted it stays, so a toast shown as someone is signed out still appears.
const Toaster = lazyNamed(() => import('@/components/ui/sonner'), 'Toaster');
// Shown only to someone who has not agreed to the current privacy notice (issue 25), so its code
// loads only then.
const ConsentGate = lazyNamed(() => import('@/features/privacy/consent-gate'), 'ConsentGate');
// Shown only to an admin who has not set up two-step sign-in (issue 25 §1), so its code loads only then.
const AdminTwoFactorGate = lazyNamed(
  () => import('@/features/two-factor/admin-enrolment-gate'),
  'AdminTwoFactorGate',
);

/** True once the browser has been idle after the first render (at most `timeoutMs` later). */
function useIdleAfterMount(timeoutMs: number): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(() => setIsIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIsIdle(true), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }, [timeoutMs]);
  return isIdle;
}

export function AppProviders({ children }: { children: ReactNode }) {
  useSessionRefresh();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const [toasterNeeded, setToasterNeeded] = useState(signedIn);
  if (signedIn && !toasterNeeded) setToasterNeeded(true);
  const isIdle = useIdleAfterMount(2_000);
  const needsConsent = useNeedsConsent();
  const needsTwoFactor = useNeedsTwoFactorEnrolment();
  return (
    <ThemeProvider>
      {children}
      {needsConsent && (
        <Suspense fallback={null}>
          <ConsentGate />
        </Suspense>
      )}
      {needsTwoFactor && (
        <Suspense fallback={null}>
          <AdminTwoFactorGate />
        </Suspense>
      )}
      {toasterNeeded && isIdle && (
        <Suspense fallback={null}>
          <Toaster position="top-right" />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
