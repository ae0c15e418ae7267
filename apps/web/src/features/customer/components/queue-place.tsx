import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { HourglassIcon, LogOutIcon } from 'lucide-react';
import {
  customerScreensMessages as m,
  favouritesMessages as f,
  routes,
  type PublicListener,
} from '@app/contract';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { useCurrentSession } from '@/features/customer/api/sessions';
import { useLeaveQueue, useQueuePlace } from '@/features/customer/api/queue';
import { formatDayTime } from '@/features/customer/format';

/**
 * The customer's place in this listener's line: position, when it lapses, Leave. When the place ends
 * because the listener took them, their request is their current session: go there.
 */
export function QueuePlaceCard({ listener }: { listener: Pick<PublicListener, 'id' | 'name'> }) {
  const place = useQueuePlace();
  const leave = useLeaveQueue();
  const current = useCurrentSession();
  const navigate = useNavigate();
  const mine = place.data && place.data.listener.id === listener.id ? place.data : null;
  const wasWaiting = useRef(false);

  useEffect(() => {
    if (mine) {
      wasWaiting.current = true;
      return;
    }
    if (!wasWaiting.current || place.isFetching) return;
    wasWaiting.current = false;
    void current.refetch().then(({ data }) => {
      if (data) {
        toast.success(f.queueTaken(listener.name));
        void navigate(routes.app.session(data.id));
      } else if (!leave.isSuccess) {
        toast.info(f.queueExpired);
      }
    });
  }, [mine, place.isFetching, current, navigate, listener.name, leave.isSuccess]);

  if (!mine) return null;
  return (
    <Alert className="border-brand/30 bg-brand/5">
      <HourglassIcon aria-hidden="true" className="text-brand" />
      <AlertTitle aria-live="polite" className="line-clamp-none">
        {f.queuePositionOf(mine.position, listener.name)}
      </AlertTitle>
      <AlertDescription>
        <p>{m.queuePlaceNote(listener.name, formatDayTime(mine.expiresAt))}</p>
        <BusyButton
          type="button"
          size="sm"
          variant="outline"
          className="mt-2 text-foreground"
          busy={leave.isPending}
          busyLabel={m.leaving}
          icon={<LogOutIcon aria-hidden="true" />}
          onClick={() => leave.mutate(undefined, { onSuccess: () => void toast.info(f.queueLeft) })}
        >
          {f.queueLeave}
        </BusyButton>
      </AlertDescription>
    </Alert>
  );
}
