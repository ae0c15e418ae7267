import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { adminListenerMessages as m, clientMessages, type ListenerProfile } from '@app/contract';
import { ListenerForm, type AdminFormOutput } from '@/components/people/listener-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useListener } from '@/features/listeners/api/get-listener';
import { useUpdateListener } from '@/features/listeners/api/update-listener';
import { DiscardChangesDialog } from '@/hooks/use-unsaved-changes';
import { serverMessageOr } from '@/lib/api-error';

// The spec: in the admin form an upload failure is only logged (the field shows it as well).
const logUploadError = (message: string, cause: unknown) => console.error(message, cause);

function EditForm({
  profile,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  profile: ListenerProfile;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const update = useUpdateListener();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSave = async (values: AdminFormOutput) => {
    setServerError(null);
    try {
      const answer = await update.mutateAsync(values);
      toast.success(answer.message);
      onDone();
    } catch (failure) {
      setServerError(
        serverMessageOr(failure, failure instanceof Error ? failure.message : clientMessages.unknownError),
      );
    }
    return undefined;
  };

  return (
    <ListenerForm
      mode="admin"
      profile={profile}
      onSave={onSave}
      onUploadError={logUploadError}
      onDirtyChange={onDirtyChange}
      className="min-h-0 grid-rows-[minmax(0,1fr)_auto] gap-4"
      fieldsClassName="-mx-6 min-h-0 overflow-y-auto px-6 pb-1"
      footer={({ busy, saving }) => (
        <div className="grid gap-3 border-t pt-4">
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              {m.cancel}
            </Button>
            <BusyButton type="submit" disabled={busy} busy={saving} busyLabel={m.saving}>
              {m.saveChanges}
            </BusyButton>
          </DialogFooter>
        </div>
      )}
    />
  );
}

export type ListenerEditDialogProps = { listenerId: string | null; onClose: () => void };

/** Edit every field of a listener's profile and their rate; validation is the contract's admin schema. */
export function ListenerEditDialog({ listenerId, onClose }: ListenerEditDialogProps) {
  const { data: profile, error, isLoading, refetch } = useListener(listenerId);
  // A ref, not state: Escape pressed right after a keystroke must see that keystroke's change, even
  // before a re-render has handed the dialog a new close handler.
  const dirty = useRef(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const close = () => {
    dirty.current = false;
    setAskDiscard(false);
    onClose();
  };
  const setDirty = (value: boolean) => {
    dirty.current = value;
  };
  // Escape, a click outside, the close button and Cancel ask first when there are unsaved changes.
  const requestClose = () => (dirty.current ? setAskDiscard(true) : close());
  return (
    <Dialog open={listenerId !== null} onOpenChange={(open) => !open && requestClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)] sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{m.editTitle}</DialogTitle>
          <DialogDescription>
            {profile ? m.editDescription(profile.name) : m.loadingProfile}
          </DialogDescription>
        </DialogHeader>
        {isLoading && (
          <div className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </div>
        )}
        {error && (
          <LoadErrorAlert message={serverMessageOr(error, error.message)} onRetry={() => void refetch()} />
        )}
        {profile && (
          <EditForm
            key={profile.id}
            profile={profile}
            onDone={close}
            onCancel={requestClose}
            onDirtyChange={setDirty}
          />
        )}
        <DiscardChangesDialog open={askDiscard} onDiscard={close} onKeep={() => setAskDiscard(false)} />
      </DialogContent>
    </Dialog>
  );
}
