import { CoinsIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function EarningsPage() {
  return (
    <NextReleaseScreen
      title="Earnings"
      description="Coins you earned from sessions"
      icon={CoinsIcon}
      purpose="Here you will see your total time, total coins and average rate, and every earning session filtered by month and year."
    />
  );
}
