import { useState } from 'react';
import { toast } from 'sonner';
import { CheckIcon, ClockIcon, InfoIcon, XIcon } from 'lucide-react';
import { APPLICATION_TRANSITIONS, canDecideApplication, messages, type ListenerProfile } from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
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

function DecisionFooter({ profile, onDecided }: { profile: ListenerProfile; onDecided: () => void }) {
  const update = useUpdateApplication();
  const { run, isRunning } = useInFlight();
  const [chosen, setChosen] = useState<ApplicationDecision | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isOpen = APPLICATION_TRANSITIONS[profile.applicationStatus].length > 0;
  const isComplete = Boolean(profile.submittedAt);
  // One decision at a time: while one runs, every decision button waits (a double click sends one).
  const busy = isRunning();

  const decide = (status: ApplicationDecision) =>
    void run('decision', async () => {
      setError(null);
      setChosen(status);
      try {
        const answer = await update.mutateAsync({ id: profile.id, status });
        toast.success(answer.message);
        // Approve and Reject end the review; 'Mark as processing' keeps the dialog open.
        if (status !== 'UNDER_REVIEW') onDecided();
      } catch (failure) {
        setError(
          serverMessageOr(failure, failure instanceof Error ? failure.message : messages.client.unknownError),
        );
      }
    });

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
          {messages.applications.alreadyDecided}
        </p>
      )}
      {isOpen && !isComplete && (
        <p id="incomplete-hint" className="flex items-center gap-2 text-sm text-muted-foreground">
          <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
          {messages.applications.incomplete}
        </p>
      )}
      {isOpen && (
        <DialogFooter className="grid grid-cols-2 sm:flex sm:items-center">
          {canDecideApplication(profile.applicationStatus, 'UNDER_REVIEW') && (
            <BusyButton
              variant="ghost"
              className="order-last col-span-2 sm:order-none sm:mr-auto"
              disabled={!isComplete || busy}
              busy={busy && chosen === 'UNDER_REVIEW'}
              icon={<ClockIcon aria-hidden="true" />}
              aria-describedby={isComplete ? undefined : 'incomplete-hint'}
              onClick={() => decide('UNDER_REVIEW')}
            >
              Mark as processing
            </BusyButton>
          )}
          <BusyButton
            variant="outline"
            className="text-destructive hover:text-destructive"
            disabled={!isComplete || busy}
            busy={busy && chosen === 'REJECTED'}
            icon={<XIcon aria-hidden="true" />}
            aria-describedby={isComplete ? undefined : 'incomplete-hint'}
            onClick={() => decide('REJECTED')}
          >
            Reject
          </BusyButton>
          <BusyButton
            disabled={!isComplete || busy}
            busy={busy && chosen === 'APPROVED'}
            icon={<CheckIcon aria-hidden="true" />}
            aria-describedby={isComplete ? undefined : 'incomplete-hint'}
            onClick={() => decide('APPROVED')}
          >
            Approve
          </BusyButton>
        </DialogFooter>
      )}
    </div>
  );
}

/** 'User Details': every field of an application, with Reject / Approve (and Mark as processing). */
export function ApplicationDetailsDialog({ applicationId, onClose }: ApplicationDetailsDialogProps) {
  const { data: profile, error, isLoading, refetch } = useApplication(applicationId);
  return (
    <Dialog open={applicationId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)_auto] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>User Details</DialogTitle>
          <DialogDescription>Everything the applicant submitted, for your review.</DialogDescription>
        </DialogHeader>
        <div className="-mx-6 min-h-0 overflow-y-auto px-6">
          {isLoading && <DetailsSkeleton />}
          {error && (
            <LoadErrorAlert message={serverMessageOr(error, error.message)} onRetry={() => void refetch()} />
          )}
          {profile && (
            <div className="grid gap-5 pb-1">
              <ProfileSummary profile={profile} />
              <ProfileDetails profile={profile} />
            </div>
          )}
        </div>
        {profile && <DecisionFooter key={profile.id} profile={profile} onDecided={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
