import { HeadphonesIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function ListenersPage() {
  return (
    <NextReleaseScreen
      title="Listeners"
      description="Manage approved listeners"
      icon={HeadphonesIcon}
      purpose="Here you will view and edit listener profiles, set their rate per minute, and block or unblock them."
    />
  );
}
