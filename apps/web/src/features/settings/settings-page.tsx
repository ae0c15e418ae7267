import { Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { BlockedPeopleCard } from '@/features/blocks';
import { lazyNamed } from '@/lib/lazy-named';

// Loaded on its own: the service worker and Push API code only matter to whoever opens settings.
const PushControl = lazyNamed(() => import('@/features/push'), 'PushControl');

/** /app/settings: the customer's own settings: notifications on this device, the listeners they blocked. */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Choose who you talk to." />
      <Suspense fallback={null}>
        <PushControl />
      </Suspense>
      <BlockedPeopleCard
        className="max-w-2xl"
        title="Blocked listeners"
        description="Listeners you blocked are hidden from your list and cannot be asked for a session. Unblock someone to see them again."
      />
    </>
  );
}
