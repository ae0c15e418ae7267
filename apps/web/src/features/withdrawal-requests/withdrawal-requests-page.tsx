import { BanknoteIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function WithdrawalRequestsPage() {
  return (
    <NextReleaseScreen
      title="Withdrawal Requests"
      description="Listener payouts"
      icon={BanknoteIcon}
      purpose="Here you will accept listeners' withdrawal requests, mark them paid with a payout reference, or reject them and return the coins."
    />
  );
}
