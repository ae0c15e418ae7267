import { BellIcon, BellOffIcon } from 'lucide-react';
import { messages, isApprovedListener } from '@app/contract';
import { useRequestSoundMuted, useSessionRequestPush } from '@/hooks/use-session-request-push';
import { useAuthStore } from '@/stores/auth-store';

function RequestSoundToggle() {
  useSessionRequestPush();
  const [muted, setMuted] = useRequestSoundMuted();
  const label = muted ? messages.chat.unmuteSounds : messages.chat.muteSounds;
  const Icon = muted ? BellOffIcon : BellIcon;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => setMuted(!muted)}
      className="flex size-7 items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Icon className="size-3.5" aria-hidden="true" />
    </button>
  );
}

/**
 * New-request alerts in the console header: while an approved listener has the console open, a
 * request pushed by the server shows a toast, chimes and refreshes Requests; the bell mutes the chime.
 */
export function RequestAlerts() {
  const user = useAuthStore((state) => state.user);
  if (!user || !isApprovedListener(user)) return null;
  return <RequestSoundToggle />;
}
