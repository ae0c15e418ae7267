import { InboxIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function SessionRequestsPage() {
  return (
    <NextReleaseScreen
      title="Session Requests"
      description="Customers waiting for you"
      icon={InboxIcon}
      purpose="Here you will see new session requests as they arrive, and accept or close each one."
    />
  );
}
