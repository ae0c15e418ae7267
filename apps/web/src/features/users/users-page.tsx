import { UsersIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function UsersPage() {
  return (
    <NextReleaseScreen
      title="Users"
      description="Customers and listeners of the marketplace"
      icon={UsersIcon}
      purpose="Here you will search users, filter them by gender, see their recent sessions, and activate, deactivate or delete accounts."
    />
  );
}
