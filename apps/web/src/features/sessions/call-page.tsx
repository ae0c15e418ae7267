import { PhoneIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function CallPage() {
  return (
    <NextReleaseScreen
      title="Call"
      description="Audio session"
      icon={PhoneIcon}
      purpose="Here you will start the session and talk with your customer, with a timer, mute and end-call controls."
    />
  );
}
