import { Link, Navigate, useParams } from 'react-router';
import { MicIcon, MicOffIcon, PhoneOffIcon } from 'lucide-react';
import { useState } from 'react';
import { messages, routes } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useRealtimeConnected } from '@/hooks/use-session-events';
import { LiveSessionPending } from '@/features/sessions/live/live-session-pending';
import { StartSessionButton } from '@/features/sessions/live/start-session-button';
import { useElapsed, useLiveSession } from '@/features/sessions/live/use-live-session';

const t = messages.liveSession;

/**
 * The call screen (spec §2 'Call'). This release runs the session: Start Session begins billing, the
 * end-call button closes it, and an end elsewhere (the customer, an empty wallet) is announced. The
 * audio itself (WebRTC) arrives with the calls capability; until then mute has nothing to mute.
 */
export function CallPage() {
  const { id = '' } = useParams();
  const live = useLiveSession(id);
  const { query, session, close, endedNotice } = live;
  const connected = useRealtimeConnected();
  const elapsed = useElapsed(session?.status === 'IN_PROGRESS' ? session.startedAt : null);
  const [muted, setMuted] = useState(false);

  if (query.isPending || query.isError) return <LiveSessionPending query={query} />;
  if (session?.status === 'COMPLETED' && !endedNotice) {
    return <Navigate to={routes.listener.ongoingSessions} replace />;
  }
  const isLive = session?.status === 'ACCEPTED' || session?.status === 'IN_PROGRESS';
  if (!session || (!isLive && !endedNotice)) {
    return (
      <>
        <PageHeader title="Call" />
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
            <p>{t.notAvailableForCall}</p>
            <Button asChild variant="outline">
              <Link to={routes.listener.ongoingSessions}>{t.goBackToSessions}</Link>
            </Button>
          </CardContent>
        </Card>
      </>
    );
  }

  const name = session.customer.name || t.customerFallback;
  const status = endedNotice
    ? messages.liveSession.callEnded(endedNotice)
    : connected
      ? t.connectedToSocket
      : t.connecting;
  return (
    <>
      <PageHeader title="Call" />
      <Card className="mx-auto w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-5 py-10 text-center">
          <Avatar className="size-24 text-3xl">
            <AvatarFallback aria-hidden="true" className="text-3xl font-semibold">
              {name.charAt(0).toUpperCase()}
            </AvatarFallback>
          </Avatar>
          <div className="space-y-1">
            <h2 className="text-xl font-semibold">{name}</h2>
            <p className="text-sm text-muted-foreground">{t.audioCall}</p>
          </div>
          <p className="font-mono text-3xl tabular-nums" aria-label="Elapsed time">
            {elapsed}
          </p>
          <p role="status" className="text-sm text-muted-foreground">
            {status}
          </p>
          <p className="text-xs text-muted-foreground">
            {session.coinsPerMinute} coins/min · {session.language} · {session.userMood}
          </p>
          <div className="flex flex-wrap items-center justify-center gap-3">
            <StartSessionButton live={live} />
            <Button
              variant="outline"
              size="icon"
              aria-pressed={muted}
              aria-label={muted ? 'Unmute' : 'Mute'}
              title="Audio arrives with calls in the next release"
              onClick={() => setMuted((value) => !value)}
              disabled={Boolean(endedNotice)}
            >
              {muted ? <MicOffIcon aria-hidden="true" /> : <MicIcon aria-hidden="true" />}
            </Button>
            <BusyButton
              variant="destructive"
              size="icon"
              aria-label="End call"
              busy={close.isPending}
              disabled={Boolean(endedNotice)}
              onClick={() => close.mutate()}
            >
              <PhoneOffIcon aria-hidden="true" />
            </BusyButton>
          </div>
        </CardContent>
      </Card>
    </>
  );
}
