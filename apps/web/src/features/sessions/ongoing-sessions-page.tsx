import { AudioLinesIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function OngoingSessionsPage() {
  return (
    <NextReleaseScreen
      title="Ongoing Sessions"
      description="Sessions you accepted"
      icon={AudioLinesIcon}
      purpose="Here you will find the sessions you accepted, go to their chat or call, and close them."
    />
  );
}
