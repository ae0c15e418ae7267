import { MessageCircleIcon } from 'lucide-react';
import { NextReleaseScreen } from '@/components/layout/next-release-screen';

export function ChatPage() {
  return (
    <NextReleaseScreen
      title="Chat"
      description="Chat session with your customer"
      icon={MessageCircleIcon}
      purpose="Here you will start the session and exchange messages with your customer in real time."
    />
  );
}
