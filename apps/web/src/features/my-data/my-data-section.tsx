import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

// Loaded on its own: only whoever opens their account or settings page needs it.
const MyDataCard = lazyNamed(() => import('./my-data-card'), 'MyDataCard');

/** The "Your data" section, mounted by the account page (console) and the settings page (customers). */
export function MyDataSection({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <MyDataCard className={className} />
    </Suspense>
  );
}
