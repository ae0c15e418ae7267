import { useEffect, useState } from 'react';
import { CircleCheckIcon, LockIcon, SaveIcon, TriangleAlertIcon } from 'lucide-react';
import {
  filesMessages,
  isApprovedListener,
  isProfileEditable,
  profileMessages,
  profileScreenMessages,
} from '@app/contract';
import { PageHeader } from '@/components/layout/page-header';
import { ListenerForm, type SelfFormOutput } from '@/components/people/listener-form';
import { missingProfileFields } from '@/components/people/profile-completeness';
import { ProfileDetails } from '@/components/people/profile-details';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useListenerProfile } from '@/features/listener-profile/api/get-profile';
import {
  refreshSignedInUser,
  useUpdateListenerProfile,
} from '@/features/listener-profile/api/update-profile';
import { ApplicationStatusCard } from '@/features/listener-profile/components/application-status-card';
import {
  PayoutPasswordDialog,
  type PayoutConfirmation,
} from '@/features/listener-profile/components/payout-password-dialog';
import { lockedStatusWord } from '@/features/listener-profile/status';
import { useTimedNotice } from '@/hooks/use-timed-notice';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes';
import { serverMessageOr } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';

type Notice = { kind: 'error' | 'success'; title: string };

function NoticeAlert({ notice }: { notice: Notice }) {
  const isError = notice.kind === 'error';
  return (
    <Alert variant={isError ? 'destructive' : 'success'} className="py-2.5">
      {isError ? <TriangleAlertIcon /> : <CircleCheckIcon />}
      <AlertTitle className="line-clamp-none">{notice.title}</AlertTitle>
    </Alert>
  );
}

function ProfileSkeleton() {
  return (
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
      aria-busy="true"
      aria-label={profileScreenMessages.loading}
    >
      <Card className="lg:order-2">
        <CardHeader className="gap-3">
          <Skeleton className="h-5 w-36" />
          <Skeleton className="h-4 w-full" />
        </CardHeader>
        <CardContent className="grid gap-4">
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex gap-3">
              <Skeleton className="size-8 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-full" />
              </div>
            </div>
          ))}
        </CardContent>
      </Card>
      <div className="grid gap-6">
        {[4, 4].map((fields, card) => (
          <Card key={card}>
            <CardHeader className="gap-3">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-72 max-w-full" />
            </CardHeader>
            <CardContent className="grid gap-5 sm:grid-cols-2">
              {Array.from({ length: fields }, (_, field) => (
                <div key={field} className="grid gap-2">
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-9 w-full" />
                </div>
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}

/**
 * /dashboard/profile: the listener's application form and its status. Editable only while the
 * application is PENDING (the server enforces the same); afterwards every field is read-only.
 */
export function ListenerProfilePage() {
  const query = useListenerProfile();
  const mutation = useUpdateListenerProfile();
  const user = useAuthStore((state) => state.user);
  // The spec: messages clear after 3000 ms (a newer one restarts the clock).
  const [notice, setNotice] = useTimedNotice<Notice>();

  const [dirty, setDirty] = useState(false);
  // Unsaved changes: a link elsewhere in the console, a reload or closing the tab asks first.
  const guard = useUnsavedChangesGuard(dirty);

  const profile = query.data;
  const status = profile?.applicationStatus;
  const locked = !isProfileEditable(status);
  const tokenApproved = user ? isApprovedListener(user) : false;

  // Approved since this sign-in was issued: fetch the fresh one so the console opens now.
  useEffect(() => {
    if (status === 'APPROVED' && !tokenApproved) void refreshSignedInUser();
  }, [status, tokenApproved]);

  // Issue 25 §2: a changed UPI id is confirmed with the current password before it is sent.
  const [prompt, setPrompt] = useState<((answer: PayoutConfirmation | null) => void) | null>(null);
  const confirmPayoutChange = () =>
    new Promise<PayoutConfirmation | null>((resolve) => setPrompt(() => resolve));
  const closePrompt = (answer: PayoutConfirmation | null) => {
    prompt?.(answer);
    setPrompt(null);
  };

  const onSave = async (values: SelfFormOutput) => {
    setNotice(null);
    const stored = profile?.withdrawalUpiId?.trim();
    const upiChanged = Boolean(stored) && values.withdrawalUpiId.trim() !== stored;
    const confirmation = upiChanged ? await confirmPayoutChange() : {};
    if (!confirmation) return undefined;
    try {
      const answer = await mutation.mutateAsync({ ...values, ...confirmation });
      setNotice({ kind: 'success', title: profileMessages.updated });
      return answer.data;
    } catch (error) {
      setNotice({ kind: 'error', title: serverMessageOr(error, profileMessages.updateFailed) });
      return undefined;
    }
  };

  // The form focuses the first invalid field; the bar says why nothing was sent.
  const onInvalid = () => setNotice({ kind: 'error', title: profileMessages.fixErrors });

  // The field shows the server's reason; the bar says the upload failed (one message in each place).
  const onUploadError = () => setNotice({ kind: 'error', title: filesMessages.uploadFailed });

  return (
    <>
      <PageHeader title={profileScreenMessages.title} description={profileScreenMessages.description} />
      {query.isPending && <ProfileSkeleton />}
      {query.isError && !profile && (
        <LoadErrorAlert
          className="max-w-2xl"
          title={profileMessages.loadFailed}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {profile && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <aside className="grid gap-6 lg:sticky lg:top-20 lg:order-2">
            <ApplicationStatusCard
              status={status ?? undefined}
              submitted={profile.submittedAt !== null}
              fieldsLeft={missingProfileFields(profile).length}
              rejectionReason={profile.rejectionReason}
              canOpenDashboard={tokenApproved}
            />
          </aside>
          <div className="grid min-w-0 gap-6">
            {locked && (
              <Alert className="border-warning/30 bg-warning/5">
                <LockIcon className="text-warning" />
                <AlertTitle className="line-clamp-none">{profileScreenMessages.readOnly}</AlertTitle>
                <AlertDescription className="text-foreground/80">
                  {profileMessages.locked(lockedStatusWord(status))}
                </AlertDescription>
              </Alert>
            )}
            {locked ? (
              <Card>
                <CardContent>
                  <ProfileDetails profile={profile} showTimeline={false} />
                </CardContent>
              </Card>
            ) : (
              <ListenerForm
                mode="self"
                profile={profile}
                onSave={onSave}
                onInvalid={onInvalid}
                onUploadError={onUploadError}
                onDirtyChange={setDirty}
                footer={({ busy, saving }) => (
                  // Sticky: on a phone the form is about 3,500 px long, and Save stays in reach.
                  <div
                    className="sticky bottom-0 z-10 -mx-1 grid gap-3 rounded-xl border bg-card/95 p-3 shadow-[0_-4px_16px_-8px_rgb(0_0_0/0.25)] backdrop-blur supports-[backdrop-filter]:bg-card/85 sm:p-4"
                    data-testid="profile-save-bar"
                  >
                    {notice && <NoticeAlert notice={notice} />}
                    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
                      <p className="hidden text-sm text-muted-foreground sm:block">
                        {dirty
                          ? profileScreenMessages.unsavedChanges
                          : profileScreenMessages.everyFieldRequired}
                      </p>
                      <BusyButton
                        type="submit"
                        size="lg"
                        className="w-full shrink-0 sm:w-auto"
                        disabled={busy}
                        busy={saving}
                        busyLabel={profileScreenMessages.saving}
                        icon={<SaveIcon aria-hidden="true" />}
                      >
                        {profileScreenMessages.save}
                      </BusyButton>
                    </div>
                  </div>
                )}
              />
            )}
            {guard}
            <PayoutPasswordDialog open={prompt !== null} onClose={closePrompt} />
          </div>
        </div>
      )}
    </>
  );
}
