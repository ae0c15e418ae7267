import { PlayIcon } from 'lucide-react';
import { liveSessionMessages } from '@app/contract';
import { BusyButton } from '@/components/ui/busy-button';
import type { useLiveSession } from '@/features/sessions/live/use-live-session';

/** 'Start Session' ('Starting Session...' while busy), shown while the session waits to start. */
export function StartSessionButton({ live }: { live: ReturnType<typeof useLiveSession> }) {
  if (live.session?.status !== 'ACCEPTED' || live.endedNotice) return null;
  return (
    <BusyButton
      busy={live.start.isPending}
      busyLabel={liveSessionMessages.startingSession}
      icon={<PlayIcon aria-hidden="true" />}
      onClick={() => live.start.mutate()}
    >
      {liveSessionMessages.startSession}
    </BusyButton>
  );
}
