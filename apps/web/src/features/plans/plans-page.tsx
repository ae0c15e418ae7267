import { PackageIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function PlansPage() {
  return (
    <NextReleaseScreen
      title="Plans Management"
      description="Manage subscription plans and pricing"
      icon={PackageIcon}
      purpose="Here you will create, edit and delete the coin plans customers buy: name, description, price, coins and bonus coins."
    />
  );
}
