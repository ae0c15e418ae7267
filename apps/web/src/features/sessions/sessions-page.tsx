import { HistoryIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function SessionsPage() {
  return (
    <NextReleaseScreen
      title="Sessions"
      description="Your completed sessions"
      icon={HistoryIcon}
      purpose="Here you will see every completed session: customer, mode, language, duration, rate, coins earned and mood."
    />
  );
}
