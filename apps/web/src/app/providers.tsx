import { Suspense, type ReactNode } from 'react';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { useSessionRefresh } from '@/features/auth/hooks/use-session-refresh';
import { lazyNamed } from '@/lib/lazy-named';

// Toasts only follow user actions, so the toaster's code loads beside the first page, not before it.
const Toaster = lazyNamed(() => import('@/components/ui/sonner'), 'Toaster');

export function AppProviders({ children }: { children: ReactNode }) {
  useSessionRefresh();
  return (
    <ThemeProvider>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-right" />
      </Suspense>
    </ThemeProvider>
  );
}
