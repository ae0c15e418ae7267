import { useState } from 'react';
import { toast } from 'sonner';
import { adminListenerMessages as m, clientMessages, type ListenerRow } from '@app/contract';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { useSetListenerBlocked } from '@/features/listeners/api/set-listener-blocked';
import { useInFlight } from '@/hooks/use-in-flight';
import { serverMessageOr } from '@/lib/api-error';

export type BlockListenerDialogProps = { listener: ListenerRow | null; onClose: () => void };

/** Confirms Block or Unblock; a block signs the listener out at once. */
export function BlockListenerDialog({ listener, onClose }: BlockListenerDialogProps) {
  const setBlocked = useSetListenerBlocked();
  const { run, isRunning } = useInFlight();
  const [error, setError] = useState<string | null>(null);
  const blocking = listener ? !listener.isBlocked : true;
  const busy = isRunning();

  const confirm = () => {
    if (!listener) return;
    void run('confirm', async () => {
      setError(null);
      try {
        const answer = await setBlocked.mutateAsync({ id: listener.id, isBlocked: blocking });
        toast.success(answer.message);
        onClose();
      } catch (failure) {
        setError(
          serverMessageOr(failure, failure instanceof Error ? failure.message : clientMessages.unknownError),
        );
      }
    });
  };

  return (
    <AlertDialog
      open={listener !== null}
      onOpenChange={(open) => {
        // Escape or Cancel while the request runs would hide its answer: the dialog waits for it.
        if (!open && !busy) {
          setError(null);
          onClose();
        }
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {(blocking ? m.blockTitle : m.unblockTitle)(listener?.name ?? '')}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {blocking ? m.blockDescription : m.unblockDescription}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{m.cancel}</AlertDialogCancel>
          <BusyButton variant={blocking ? 'destructive' : 'default'} busy={busy} onClick={confirm}>
            {blocking ? m.block : m.unblock}
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
