import { ChartColumnIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function ListenerHomePage() {
  return (
    <NextReleaseScreen
      title="Dashboard"
      description="Overview of your session analytics and earnings"
      icon={ChartColumnIcon}
      showBackLink={false}
      purpose="Your session counts, pending requests, earnings and wallet will appear here."
    />
  );
}
