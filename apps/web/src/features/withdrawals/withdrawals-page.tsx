import { WalletIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function WithdrawalsPage() {
  return (
    <NextReleaseScreen
      title="Withdrawals"
      description="Turn your coins into money"
      icon={WalletIcon}
      purpose="Here you will request a withdrawal to your UPI id and follow each request until it is paid."
    />
  );
}
