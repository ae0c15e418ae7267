import { PencilIcon } from 'lucide-react';
import { adminListenerMessages as m } from '@app/contract';
import { Badge } from '@/components/ui/badge';
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
import { ProfileDetails, ProfileSummary } from '@/components/people/profile-details';
import { serverMessageOr } from '@/lib/api-error';

export type ListenerViewDialogProps = {
  listenerId: string | null;
  onClose: () => void;
  onEdit: (id: string) => void;
};

/** A listener's full profile, read-only, with a shortcut to Edit. */
export function ListenerViewDialog({ listenerId, onClose, onEdit }: ListenerViewDialogProps) {
  const { data: profile, error, isLoading, refetch } = useListener(listenerId);
  return (
    <Dialog open={listenerId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)_auto] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{m.detailsTitle}</DialogTitle>
          <DialogDescription>{m.detailsDescription}</DialogDescription>
        </DialogHeader>
        <div className="-mx-6 min-h-0 overflow-y-auto px-6">
          {isLoading && (
            <div className="grid gap-4" aria-hidden="true">
              <Skeleton className="h-16 w-64" />
              <Skeleton className="h-28" />
              <Skeleton className="h-28" />
            </div>
          )}
          {error && (
            <LoadErrorAlert message={serverMessageOr(error, error.message)} onRetry={() => void refetch()} />
          )}
          {profile && (
            <div className="grid gap-5 pb-1">
              <ProfileSummary
                profile={profile}
                extra={<Badge variant="outline">{m.ratePerMinute(profile.coinsPerMinute)}</Badge>}
              />
              <ProfileDetails profile={profile} showRate />
            </div>
          )}
        </div>
        <DialogFooter className="border-t pt-4">
          <Button variant="outline" onClick={onClose}>
            {m.close}
          </Button>
          {profile && (
            <Button onClick={() => onEdit(profile.id)}>
              <PencilIcon aria-hidden="true" />
              {m.edit}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
