import { PageHeader } from '@/components/layout/page-header';
import { BlockedPeopleCard } from '@/features/blocks';

/** /app/settings: the customer's own settings; for now, the listeners they blocked. */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Choose who you talk to." />
      <BlockedPeopleCard
        className="max-w-2xl"
        title="Blocked listeners"
        description="Listeners you blocked are hidden from your list and cannot be asked for a session. Unblock someone to see them again."
      />
    </>
  );
}
