import { Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { BlockedPeopleCard } from '@/features/blocks';
import { MyDataSection } from '@/features/my-data';
import { lazyNamed } from '@/lib/lazy-named';
import { accountScreensMessages } from '@app/contract';

// Loaded on its own: the service worker and Push API code only matter to whoever opens settings.
const PushControl = lazyNamed(() => import('@/features/push'), 'PushControl');
const DeleteAccountSection = lazyNamed(() => import('@/features/delete-account'), 'DeleteAccountSection');
const TwoFactorSection = lazyNamed(() => import('@/features/two-factor'), 'TwoFactorSection');

/** /app/settings: the customer's own settings: notifications on this device, the listeners they blocked. */
export function SettingsPage() {
  return (
    <>
      <PageHeader
        title={accountScreensMessages.settings.title}
        description={accountScreensMessages.settings.description}
      />
      <Suspense fallback={null}>
        <PushControl />
      </Suspense>
      <Suspense fallback={null}>
        <TwoFactorSection className="max-w-2xl" />
      </Suspense>
      <BlockedPeopleCard
        className="max-w-2xl"
        title={accountScreensMessages.settings.blockedTitle}
        description={accountScreensMessages.settings.blockedDescription}
      />
      <MyDataSection className="max-w-2xl" />
      <Suspense fallback={null}>
        <DeleteAccountSection className="max-w-2xl" />
      </Suspense>
    </>
  );
}
