import { useState, type ReactNode } from 'react';
import { clientMessages, shellMessages } from '@app/contract';
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
import { useInFlight } from '@/hooks/use-in-flight';
import { serverMessageOr } from '@/lib/api-error';

export type ConfirmDialogProps = {
  open: boolean;
  /** Names the person: 'Approve Kabir Singh?'. */
  title: ReactNode;
  /** What will happen. */
  description: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  destructive?: boolean;
  /**
   * Runs the action. Resolves when done (the caller closes the dialog), resolves `false` to stay open
   * without a request (e.g. a missing reason), throws to show the server's message in the dialog.
   */
  onConfirm: () => Promise<void | false>;
  /** Cancel, Escape: nothing is sent. */
  onCancel: () => void;
  /** Where focus goes when the dialog closes (the control that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Extra content between the text and the buttons (a reason field). */
  children?: ReactNode;
};

/**
 * The value while set, else the last one it had: a closing dialog keeps its words through its exit
 * (its target is cleared the moment it closes).
 */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}

/** The one confirmation of a consequential action: names the person, says what happens, then acts. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  destructive = false,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
  children,
}: ConfirmDialogProps) {
  const { run, isRunning } = useInFlight();
  const [error, setError] = useState<string | null>(null);
  const busy = isRunning();

  const confirm = () =>
    void run('confirm', async () => {
      setError(null);
      try {
        await onConfirm();
      } catch (failure) {
        setError(
          serverMessageOr(failure, failure instanceof Error ? failure.message : clientMessages.unknownError),
        );
      }
    });

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // Escape or Cancel while the request runs would hide its answer: the dialog waits for it.
        if (!next && !busy) {
          setError(null);
          onCancel();
        }
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(event) => {
          // A field to fill in (the reason) takes focus; otherwise Radix focuses Cancel, the safe choice.
          const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            '[data-autofocus]',
          );
          if (field) {
            event.preventDefault();
            field.focus();
          }
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle className="[overflow-wrap:anywhere]">{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{shellMessages.cancel}</AlertDialogCancel>
          <BusyButton
            variant={destructive ? 'destructive' : 'default'}
            busy={busy}
            busyLabel={busyLabel}
            onClick={confirm}
          >
            {confirmLabel}
          </BusyButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
