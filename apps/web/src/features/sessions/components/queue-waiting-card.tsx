import { HourglassIcon, UserRoundPlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import { favouritesMessages as f, sessionScreensMessages as s } from '@app/contract';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useQueueWaiting, useTakeNext } from '@/features/sessions/api/queue-waiting';
import { MoodBadge } from '@/features/sessions/components/mood-badge';
import { serverMessageOr } from '@/lib/api-error';

/**
 * Who waits for the listener while they are busy (issue 23 §5), first in line first, and Take next:
 * it sends the first one's request, which then waits in Session Requests like any other.
 */
export function QueueWaitingCard() {
  const waiting = useQueueWaiting();
  const takeNext = useTakeNext();
  const line = waiting.data ?? [];
  if (line.length === 0) return null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <HourglassIcon aria-hidden="true" className="size-5 text-brand" />
            {f.queueWaitingTitle} ({line.length})
          </h2>
        </CardTitle>
        <CardDescription>{s.queueDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ol className="grid gap-2" aria-label={f.queueWaitingTitle}>
          {line.map((person) => (
            <li
              key={person.customer.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm"
            >
              <span className="font-semibold tabular-nums">{person.position}.</span>
              <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{person.customer.name}</span>
              <span className="text-muted-foreground">
                {s.modeLabels[person.mode]} · {person.language}
              </span>
              <MoodBadge mood={person.userMood} />
            </li>
          ))}
        </ol>
        <BusyButton
          type="button"
          variant="brand"
          className="w-full sm:w-fit"
          busy={takeNext.isPending}
          busyLabel={s.queueTaking}
          icon={<UserRoundPlusIcon aria-hidden="true" />}
          onClick={() =>
            takeNext.mutate(undefined, {
              onSuccess: (session) => void toast.success(s.queueTaken(session.customer.name)),
              onError: (error) => void toast.error(serverMessageOr(error, s.tryAgain)),
            })
          }
        >
          {f.queueTakeNext}
        </BusyButton>
      </CardContent>
    </Card>
  );
}
