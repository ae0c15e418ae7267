import { useState } from 'react';
import { toast } from 'sonner';
import { CheckIcon, ClockIcon, InfoIcon, XIcon } from 'lucide-react';
import {
  APPLICATION_TRANSITIONS,
  canDecideApplication,
  applicationsMessages as m,
  clientMessages,
  formatDateTime,
  REJECTION_REASON_MAX,
  type ListenerProfile,
} from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, useLastValue } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { ApplicationStatusBadge } from '@/components/people/application-status-badge';
import { missingProfileFields } from '@/components/people/profile-completeness';
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
import { useApplication } from '@/features/applications/api/get-application';
import {
  useUpdateApplication,
  type ApplicationDecision,
} from '@/features/applications/api/update-application';
import { ProfileDetails, ProfileSummary } from '@/components/people/profile-details';
import { useInFlight } from '@/hooks/use-in-flight';
import { serverMessageOr } from '@/lib/api-error';

export type ApplicationDetailsDialogProps = {
  /** The application to show; null closes the dialog. */
  applicationId: string | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the control that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
};

function DetailsSkeleton() {
  return (
    <div className="grid gap-5" aria-hidden="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="grid gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-56" />
        </div>
      </div>
      {[0, 1, 2].map((section) => (
        <Skeleton key={section} className="h-28 w-full" />
      ))}
    </div>
  );
}

type Confirming = Exclude<ApplicationDecision, 'UNDER_REVIEW'>;

/** Read while rendering, in the language shown. */
const confirmTexts = (status: Confirming) =>
  status === 'APPROVED'
    ? { verb: m.approve, title: m.approveTitle, text: m.approveText }
    : { verb: m.reject, title: m.rejectTitle, text: m.rejectText };

const formatDate = (iso: string) =>
  formatDateTime(new Date(iso), { day: 'numeric', month: 'short', year: 'numeric' });

function RejectionReasonField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label={m.reasonLabel}
      error={error ?? undefined}
      hint={m.reasonHint(value.length, REJECTION_REASON_MAX)}
    >
      {(control) => (
        <Textarea
          {...control}
          data-autofocus
          rows={3}
          maxLength={REJECTION_REASON_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={m.reasonPlaceholder}
        />
      )}
    </Field>
  );
}

function DecisionFooter({ profile, onDecided }: { profile: ListenerProfile; onDecided: () => void }) {
  const update = useUpdateApplication();
  const { run, isRunning } = useInFlight();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isOpen = APPLICATION_TRANSITIONS[profile.applicationStatus].length > 0;
  const isComplete = Boolean(profile.submittedAt);
  // One decision at a time: while one runs, every decision button waits (a double click sends one).
  const busy = isRunning();
  const who = profile.name || profile.user.email || m.thisApplicant;
  const shown = useLastValue(confirming);

  // 'Mark as processing' is reversible in effect (the review goes on): it runs on one click.
  const markProcessing = () =>
    void run('decision', async () => {
      setError(null);
      try {
        const answer = await update.mutateAsync({ id: profile.id, status: 'UNDER_REVIEW' });
        toast.success(answer.message);
      } catch (failure) {
        setError(
          serverMessageOr(failure, failure instanceof Error ? failure.message : clientMessages.unknownError),
        );
      }
    });

  // Approve and Reject end the review: confirmed first; the confirmation shows a server error itself.
  const decide = async (status: Confirming): Promise<void | false> => {
    const trimmed = reason.trim();
    if (status === 'REJECTED' && !trimmed) {
      setReasonError(m.reasonRequired);
      document.querySelector<HTMLTextAreaElement>('[data-reason-field] textarea')?.focus();
      return false;
    }
    const answer = await update.mutateAsync(
      status === 'REJECTED' ? { id: profile.id, status, reason: trimmed } : { id: profile.id, status },
    );
    toast.success(answer.message);
    setConfirming(null);
    onDecided();
  };

  const openConfirm = (status: Confirming) => {
    setError(null);
    setReasonError(null);
    setConfirming(status);
  };

  return (
    <div className="grid gap-3 border-t pt-4">
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {!isOpen && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
          {m.alreadyDecided}
        </p>
      )}
      {isOpen && !isComplete && (
        <p id="incomplete-hint" className="flex items-center gap-2 text-sm text-muted-foreground">
          <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
          {m.incomplete}
        </p>
      )}
      {isOpen && (
        <DialogFooter className="grid grid-cols-2 sm:flex sm:items-center">
          {canDecideApplication(profile.applicationStatus, 'UNDER_REVIEW') && (
            <BusyButton
              variant="ghost"
              className="order-last col-span-2 sm:order-none sm:mr-auto"
              disabled={!isComplete || busy}
              busy={busy}
              icon={<ClockIcon aria-hidden="true" />}
              aria-describedby={isComplete ? undefined : 'incomplete-hint'}
              onClick={markProcessing}
            >
              {m.markProcessing}
            </BusyButton>
          )}
          <Button
            variant="outline"
            className="text-destructive hover:text-destructive"
            disabled={!isComplete || busy}
            aria-describedby={isComplete ? undefined : 'incomplete-hint'}
            onClick={() => openConfirm('REJECTED')}
          >
            <XIcon aria-hidden="true" />
            {m.reject}
          </Button>
          <Button
            disabled={!isComplete || busy}
            aria-describedby={isComplete ? undefined : 'incomplete-hint'}
            onClick={() => openConfirm('APPROVED')}
          >
            <CheckIcon aria-hidden="true" />
            {m.approve}
          </Button>
        </DialogFooter>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={shown ? confirmTexts(shown).title(who) : ''}
        description={shown ? confirmTexts(shown).text : ''}
        confirmLabel={shown ? confirmTexts(shown).verb : ''}
        busyLabel={shown === 'REJECTED' ? m.rejecting : m.approving}
        destructive={shown === 'REJECTED'}
        onConfirm={() => (confirming ? decide(confirming) : Promise.resolve(false))}
        onCancel={() => setConfirming(null)}
      >
        {shown === 'REJECTED' && (
          <div data-reason-field>
            <RejectionReasonField
              value={reason}
              error={reasonError}
              onChange={(value) => {
                setReason(value);
                if (value.trim()) setReasonError(null);
              }}
            />
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}

/** Under the title: the status, and how complete the application is. */
function ApplicationState({ profile }: { profile: ListenerProfile }) {
  const missing = missingProfileFields(profile);
  return (
    <span className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
      <ApplicationStatusBadge status={profile.applicationStatus} />
      <span className="text-sm text-muted-foreground">
        {profile.submittedAt
          ? m.completeSubmitted(formatDate(profile.submittedAt))
          : m.incompleteFieldsLeft(missing.length)}
      </span>
    </span>
  );
}

/** 'User Details': every field of an application, with Reject / Approve (and Mark as processing). */
export function ApplicationDetailsDialog({
  applicationId,
  onClose,
  onCloseAutoFocus,
}: ApplicationDetailsDialogProps) {
  const { data: profile, error, isLoading, refetch } = useApplication(applicationId);
  return (
    <Dialog open={applicationId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)_auto] sm:max-w-2xl"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{m.detailsTitle}</DialogTitle>
          <DialogDescription>{m.detailsDescription}</DialogDescription>
          {profile && <ApplicationState profile={profile} />}
        </DialogHeader>
        <div className="-mx-6 min-h-0 overflow-y-auto px-6">
          {isLoading && <DetailsSkeleton />}
          {error && (
            <LoadErrorAlert message={serverMessageOr(error, error.message)} onRetry={() => void refetch()} />
          )}
          {profile && (
            <div className="grid gap-5 pb-1">
              <ProfileSummary profile={profile} showStatus={false} />
              <ProfileDetails profile={profile} />
            </div>
          )}
        </div>
        {profile && <DecisionFooter key={profile.id} profile={profile} onDecided={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
