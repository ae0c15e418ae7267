import { Suspense, useState, type ReactNode } from 'react';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { useSessionRefresh } from '@/features/auth/hooks/use-session-refresh';
import { lazyNamed } from '@/lib/lazy-named';
import { useAuthStore } from '@/stores/auth-store';

// Toasts follow the actions of a signed-in person (every page that toasts is behind sign-in), so the
// toaster's code loads with the first sign-in and never on a visitor's first load of a public page.
// Once mounted it stays, so a toast shown as someone is signed out still appears.
const Toaster = lazyNamed(() => import('@/components/ui/sonner'), 'Toaster');

export function AppProviders({ children }: { children: ReactNode }) {
  useSessionRefresh();
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const [toasterNeeded, setToasterNeeded] = useState(signedIn);
  if (signedIn && !toasterNeeded) setToasterNeeded(true);
  return (
    <ThemeProvider>
      {children}
      {toasterNeeded && (
        <Suspense fallback={null}>
          <Toaster position="top-right" />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
