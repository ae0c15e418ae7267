import { useState } from 'react';
import { toast } from 'sonner';
import { PhoneOffIcon, TriangleAlertIcon } from 'lucide-react';
import { messages, type CustomerSession } from '@app/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useEndSession } from '@/features/customer/api/sessions';
import { billedMinutes, formatCoins, secondsBetween } from '@/features/customer/format';
import { formatNumber } from '@/lib/people-format';
import { cn } from '@/lib/utils';

/** A running session's figures at `now`: elapsed seconds, started minutes, coins so far, seconds left. */
export function sessionMeter(session: CustomerSession, now: number) {
  const elapsed = session.startedAt ? secondsBetween(session.startedAt, now) : 0;
  const minutes = billedMinutes(elapsed);
  return {
    elapsed,
    minutes,
    billed: minutes * session.coinsPerMinute,
    left: session.runsOutAt ? secondsBetween(now, session.runsOutAt) : null,
  };
}

/** Less than a minute of coins left (the session's `lowBalance`, or the socket's `low-balance`). */
export function LowBalanceAlert({ className }: { className?: string }) {
  return (
    <Alert variant="destructive" role="alert" className={className}>
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>Low balance</AlertTitle>
      <AlertDescription>
        <p>{messages.sessions.lowBalance}</p>
      </AlertDescription>
    </Alert>
  );
}

/** 'End session', asking first with what it will cost. */
export function EndSessionControl({
  session,
  minutes,
  billed,
  compact = false,
}: {
  session: CustomerSession;
  minutes: number;
  billed: number;
  /** A small button for the chat's header instead of the full-width one. */
  compact?: boolean;
}) {
  const end = useEndSession();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="destructive"
        size={compact ? 'sm' : 'lg'}
        className={cn(!compact && 'w-full')}
        aria-label={compact ? 'End session' : undefined}
        onClick={() => setConfirming(true)}
      >
        <PhoneOffIcon aria-hidden="true" />
        {compact ? 'End' : 'End session'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="End this session?"
        description={
          minutes > 0
            ? `You will be charged for ${formatNumber(minutes)} started ${minutes === 1 ? 'minute' : 'minutes'} (about ${formatCoins(billed)}).`
            : 'The session is still within its free start, so nothing will be charged.'
        }
        confirmLabel="End session"
        busyLabel="Ending..."
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await end.mutateAsync(session.id);
          setConfirming(false);
          toast.success(messages.sessions.ended);
        }}
      />
    </>
  );
}
