import { HeartHandshakeIcon } from 'lucide-react';
import { liveSessionMessages, sessionScreensMessages, type ListenerSession } from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ConfirmDialog, useLastValue } from '@/components/ui/confirm-dialog';
import { CrisisHelplines } from '@/features/safety';

const t = liveSessionMessages;

type CloseSessionDialogProps = {
  /** The session to close; null when the dialog is shut. */
  session: ListenerSession | null;
  /** A message of this session suggested self-harm (the live screen's flag, or the session's crisisAt). */
  crisisFlagged: boolean;
  onConfirm: () => Promise<void | false>;
  onCancel: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The listener's Close asks first and says what happens (issue 23 §4): a running session ends and is
 * billed, an accepted one is cancelled for free. While the session carries a crisis flag it says so and
 * shows the helplines again, so the listener can share one before the conversation ends.
 */
export function CloseSessionDialog({
  session,
  crisisFlagged,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: CloseSessionDialogProps) {
  const shown = useLastValue(session);
  const name = shown?.customer.name || t.customerFallback;
  return (
    <ConfirmDialog
      open={session !== null}
      title={t.closeConfirmTitle(shown?.customer.name || sessionScreensMessages.thisCustomer)}
      description={shown?.status === 'IN_PROGRESS' ? t.closeConfirmInProgress : t.closeConfirmAccepted}
      confirmLabel={t.closeConfirm}
      busyLabel={t.closingSession}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {crisisFlagged && (
        <div className="grid max-h-[45svh] gap-3 overflow-y-auto" data-testid="close-crisis">
          <Alert className="border-brand/30 bg-brand/5">
            <HeartHandshakeIcon aria-hidden="true" className="text-brand" />
            <AlertDescription className="text-foreground">{t.closeConfirmCrisis(name)}</AlertDescription>
          </Alert>
          <CrisisHelplines />
        </div>
      )}
    </ConfirmDialog>
  );
}
