import { useState } from 'react';
import { toast } from 'sonner';
import { CoinsIcon, PhoneOffIcon, TriangleAlertIcon } from 'lucide-react';
import {
  customerScreensMessages as m,
  sessionsMessages,
  startedMinutes,
  type CustomerSession,
} from '@app/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CallControl, callButtonClass } from '@/features/call';
import { useEndSession } from '@/features/customer/api/sessions';
import { secondsBetween } from '@/features/customer/format';
import { cn } from '@/lib/utils';

/**
 * A running session's figures at `now`: elapsed seconds, started minutes, coins so far, seconds left.
 * The minutes are the server's billing rule (contract `startedMinutes`) on the elapsed milliseconds, so
 * the estimate turns to the first minute when the server's grace (the session's billingGraceSeconds,
 * 15 s by default) is over, at the same millisecond as the bill does.
 */
export function sessionMeter(session: CustomerSession, now: number) {
  const startedAt = session.startedAt ? new Date(session.startedAt).getTime() : null;
  const elapsed = startedAt === null ? 0 : secondsBetween(startedAt, now);
  const minutes =
    startedAt === null ? 0 : startedMinutes(Math.max(0, now - startedAt), session.billingGraceSeconds);
  return {
    elapsed,
    minutes,
    billed: minutes * session.coinsPerMinute,
    left: session.runsOutAt ? secondsBetween(now, session.runsOutAt) : null,
  };
}

/**
 * Less than two minutes of coins left (the session's `lowBalance`, or the socket's `low-balance`), with
 * "Add coins" (the top-up dialog, inside the session screen).
 */
export function LowBalanceAlert({ className, onAddCoins }: { className?: string; onAddCoins: () => void }) {
  return (
    <Alert variant="destructive" role="alert" className={className}>
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{m.lowBalance}</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        <p>{sessionsMessages.lowBalance}</p>
        <Button size="sm" variant="brand" onClick={onAddCoins}>
          <CoinsIcon aria-hidden="true" />
          {m.addCoins}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** 'End session', asking first with what it will cost. */
export function EndSessionControl({
  session,
  minutes,
  billed,
  look = 'full',
}: {
  session: CustomerSession;
  minutes: number;
  billed: number;
  /** full: the wide button; compact: a small one for the chat's header; call: the call's round button. */
  look?: 'full' | 'compact' | 'call';
}) {
  const end = useEndSession();
  const [confirming, setConfirming] = useState(false);
  const open = () => setConfirming(true);
  return (
    <>
      {look === 'call' ? (
        <CallControl caption={m.endCall}>
          <Button
            variant="destructive"
            className={callButtonClass}
            aria-label={m.endCall}
            data-testid="call-end"
            onClick={open}
          >
            <PhoneOffIcon aria-hidden="true" />
          </Button>
        </CallControl>
      ) : (
        <Button
          variant="destructive"
          size={look === 'compact' ? 'sm' : 'lg'}
          className={cn(look === 'full' && 'w-full')}
          aria-label={look === 'compact' ? m.endSession : undefined}
          onClick={open}
        >
          <PhoneOffIcon aria-hidden="true" />
          {look === 'compact' ? m.end : m.endSession}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={m.endTitle}
        description={minutes > 0 ? m.endCharged(minutes, billed) : m.endFree}
        confirmLabel={m.endSession}
        busyLabel={m.ending}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await end.mutateAsync(session.id);
          setConfirming(false);
          toast.success(sessionsMessages.ended);
        }}
      />
    </>
  );
}
