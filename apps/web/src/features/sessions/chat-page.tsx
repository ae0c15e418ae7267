import { useState, type KeyboardEvent } from 'react';
import { Navigate, useParams } from 'react-router';
import { SendIcon, XIcon } from 'lucide-react';
import { messages, routes } from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useRealtimeConnected } from '@/hooks/use-session-events';
import { LiveSessionPending } from '@/features/sessions/live/live-session-pending';
import { StartSessionButton } from '@/features/sessions/live/start-session-button';
import { useElapsed, useLiveSession } from '@/features/sessions/live/use-live-session';
import { modeLabels } from '@/lib/people-format';
import { cn } from '@/lib/utils';

const t = messages.liveSession;

/**
 * The chat screen (spec §2 'Chat'): the session's header, its messages and the controls. Start Session
 * and Close run the session now; sending messages arrives with the realtime chat capability, so the
 * input says so instead of pretending.
 */
export function ChatPage() {
  const { id = '' } = useParams();
  const live = useLiveSession(id);
  const { query, session, close, endedNotice } = live;
  const connected = useRealtimeConnected();
  const elapsed = useElapsed(session?.status === 'IN_PROGRESS' ? session.startedAt : null);
  const [draft, setDraft] = useState('');

  if (query.isPending || query.isError) return <LiveSessionPending query={query} />;
  if (!session || (session.status === 'COMPLETED' && !endedNotice)) {
    return <Navigate to={routes.listener.ongoingSessions} replace />;
  }

  const inProgress = session.status === 'IN_PROGRESS' && !endedNotice;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter adds a line (spec); sending itself arrives with realtime chat.
    if (event.key === 'Enter' && !event.shiftKey) event.preventDefault();
  };
  return (
    <>
      <PageHeader
        title="Chat"
        description={`${modeLabels[session.mode]} session · ${session.coinsPerMinute} coins/min`}
      />
      <Card className="flex min-h-[28rem] flex-col">
        <CardHeader className="flex flex-row items-center justify-between gap-3 border-b">
          <div className="min-w-0 space-y-1">
            <CardTitle className="truncate">{session.customer.name || t.customerFallback}</CardTitle>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <span
                aria-hidden="true"
                className={cn('size-2 rounded-full', connected ? 'bg-success' : 'bg-muted-foreground')}
              />
              {connected ? 'Connected' : 'Disconnected'}
              {inProgress && <span className="font-mono tabular-nums">· {elapsed}</span>}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <StartSessionButton live={live} />
            {session.status !== 'COMPLETED' && !endedNotice && (
              <BusyButton
                variant="outline"
                busy={close.isPending}
                icon={<XIcon aria-hidden="true" />}
                onClick={() => close.mutate()}
              >
                Close
              </BusyButton>
            )}
          </div>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-3 py-4" aria-live="polite">
          {endedNotice && (
            <Badge variant="warning" className="self-center">
              {endedNotice}
            </Badge>
          )}
          {session.sessionMessages.length === 0 ? (
            <p className="m-auto max-w-sm text-center text-sm text-muted-foreground">
              {inProgress
                ? 'The session is running and billed per minute. Live messages arrive in the next release.'
                : `${session.customer.name} is waiting. Start the session when you are ready.`}
            </p>
          ) : (
            session.sessionMessages.map((message) => (
              <p
                key={message.id}
                className={cn(
                  'max-w-[80%] rounded-lg px-3 py-2 text-sm',
                  message.senderType === 'LISTENER'
                    ? 'self-end bg-primary text-primary-foreground'
                    : 'bg-muted',
                )}
              >
                {message.message}
              </p>
            ))
          )}
        </CardContent>
        <CardFooter className="gap-2 border-t pt-4">
          <Textarea
            aria-label="Message"
            rows={1}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            disabled
            placeholder={inProgress ? 'Sending messages arrives in the next release' : t.chatOnlyInProgress}
            className="min-h-10 resize-none"
          />
          <Button size="icon" disabled aria-label="Send message">
            <SendIcon aria-hidden="true" />
          </Button>
        </CardFooter>
      </Card>
    </>
  );
}
