import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { BellIcon, BellOffIcon } from 'lucide-react';
import { chatMessages, isApprovedListener, routes } from '@app/contract';
import { useWaitingRequests } from '@/features/sessions/api/listener-session-lists';
import { useRequestInbox } from '@/features/sessions/requests/request-inbox';
import { useRealtimeConnected } from '@/hooks/use-session-events';
import { useRequestSoundMuted, useSessionRequestPush } from '@/hooks/use-session-request-push';
import { useAuthStore } from '@/stores/auth-store';

// The cards' code loads when the first request is known, off every console page's first load.
const RequestCardStack = lazy(async () => ({
  default: (await import('@/features/sessions/requests/request-card-stack')).RequestCardStack,
}));

const useIsApprovedListener = () => {
  const user = useAuthStore((state) => state.user);
  return !!user && isApprovedListener(user);
};

function RequestSoundToggle() {
  const [muted, setMuted] = useRequestSoundMuted();
  const label = muted ? chatMessages.unmuteSounds : chatMessages.muteSounds;
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

/** The header's bell of an approved listener: mutes the request chime (kept across reloads and tabs). */
export function RequestAlerts() {
  if (!useIsApprovedListener()) return null;
  return <RequestSoundToggle />;
}

function IncomingRequestsOfListener() {
  const add = useRequestInbox((state) => state.add);
  useSessionRequestPush(add);
  const hasPushed = useRequestInbox((state) => Object.keys(state.pushed).length > 0);
  const socketUp = useRealtimeConnected();
  const waiting = useWaitingRequests(socketUp);
  // Back from a drop: what arrived meanwhile came with no push.
  const { refetch } = waiting;
  useEffect(() => {
    if (socketUp) void refetch();
  }, [socketUp, refetch]);
  const hasListed = (waiting.data?.data.sessions.length ?? 0) > 0;
  // Once loaded the cards stay mounted, so a card that went away can say why.
  const [rang, setRang] = useState(false);
  if ((hasPushed || hasListed) && !rang) setRang(true);
  // The live region is here from the first paint: a region added together with its text is not read.
  const [announcement, setAnnouncement] = useState('');
  // Session Requests is the same list as a table (with Time left and Accept): no cards over it there.
  const onRequestsPage = useLocation().pathname === routes.listener.sessionRequests;
  return (
    <>
      <div aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      {rang && (
        <Suspense fallback={null}>
          <RequestCardStack announce={setAnnouncement} showCards={!onRequestsPage} />
        </Suspense>
      )}
    </>
  );
}

/**
 * New requests of an approved listener, on every console page (issue 23 §1): the server's push and
 * its list of waiting requests ring a card each (see RequestCardStack). Placed right after the header,
 * so Tab reaches the cards before the page.
 */
export function IncomingRequests() {
  if (!useIsApprovedListener()) return null;
  return <IncomingRequestsOfListener />;
}
