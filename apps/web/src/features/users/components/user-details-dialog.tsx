import type { ReactNode } from 'react';
import { HistoryIcon } from 'lucide-react';
import { RECENT_SESSIONS_LIMIT, type AdminUserDetail } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ApplicationStatusBadge } from '@/components/people/application-status-badge';
import { PersonAvatar } from '@/components/people/person-cell';
import { BreakableEmail } from '@/components/people/profile-details';
import {
  formatDate,
  formatMinutes,
  formatNumber,
  genderLabels,
  modeLabels,
  orDash,
} from '@/lib/people-format';
import { useUser } from '@/features/users/api/get-user';
import { UserRoleBadge, UserStatusBadge } from '@/features/users/components/user-role-badge';
import { messages } from '@app/contract';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function AdditionalInfo({ user }: { user: AdminUserDetail }) {
  const info = user.additionalInfo;
  if ('walletCoins' in info) {
    return (
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label="Wallet coins" value={formatNumber(info.walletCoins)} />
      </dl>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Stat
        label="Current rating"
        value={info.currentRating === null ? '—' : info.currentRating.toFixed(1)}
      />
      <Stat label="Total hours" value={formatNumber(info.totalHours)} />
      <Stat label="Coins earned" value={formatNumber(info.coinsEarned)} />
      <Stat label="Current coins" value={formatNumber(info.currentCoins)} />
      <Stat label="Application status" value={<ApplicationStatusBadge status={info.applicationStatus} />} />
    </dl>
  );
}

function RecentSessions({ user }: { user: AdminUserDetail }) {
  const sessions = user.recentSessions.slice(0, RECENT_SESSIONS_LIMIT);
  if (sessions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center">
        <HistoryIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">No sessions yet</p>
        <p className="text-xs text-muted-foreground">
          {user.role === 'LISTENER' ? 'Sessions this listener takes' : 'Sessions this customer books'} will
          show here.
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-lg border">
      <Table aria-label="Recent sessions">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Date</TableHead>
            <TableHead>Mode</TableHead>
            <TableHead>Duration</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Rating</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.id}>
              <TableCell>{formatDate(session.createdAt)}</TableCell>
              <TableCell>{modeLabels[session.mode]}</TableCell>
              <TableCell className="tabular-nums">{formatMinutes(session.timeInMinutes)}</TableCell>
              <TableCell>
                <Badge variant={session.status === 'REPORTED' ? 'warning' : 'outline'}>
                  {session.status}
                </Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {session.userRating === null ? '—' : `${session.userRating}/5`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="grid gap-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-52" />
        </div>
      </div>
      <Skeleton className="h-24" />
      <Skeleton className="h-20" />
    </div>
  );
}

export type UserDetailsDialogProps = { userId: string | null; onClose: () => void };

/** One user: profile fields, role figures and at most 5 recent sessions. */
export function UserDetailsDialog({ userId, onClose }: UserDetailsDialogProps) {
  const { data: user, error, isLoading, refetch } = useUser(userId);
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_minmax(0,1fr)] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>User Details</DialogTitle>
          <DialogDescription>Account, activity and the latest sessions.</DialogDescription>
        </DialogHeader>
        <ScrollRegion className="-mx-6 min-h-0 overflow-y-auto px-6 pb-1">
          {isLoading && <DetailsSkeleton />}
          {error && (
            <LoadErrorAlert
              title={`Error loading user details: ${error.message || messages.client.unknownError}`}
              onRetry={() => void refetch()}
            />
          )}
          {user && (
            <div className="grid gap-6">
              <div className="flex items-center gap-4">
                <PersonAvatar
                  name={user.name}
                  email={user.email}
                  picture={null}
                  className="size-14 text-base"
                />
                <div className="grid min-w-0 gap-1">
                  <p className="truncate text-base font-semibold">{user.name}</p>
                  <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
                    <BreakableEmail email={user.email} />
                  </p>
                  <div className="flex flex-wrap gap-1.5">
                    <UserRoleBadge role={user.role} />
                    <UserStatusBadge isActive={user.isActive} />
                  </div>
                </div>
              </div>
              <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border p-4 sm:grid-cols-3">
                <Item label="Gender">{user.gender ? genderLabels[user.gender] : '—'}</Item>
                <Item label="Age">{orDash(user.age)}</Item>
                <Item label="Total sessions">{formatNumber(user.totalSessions)}</Item>
                <Item label="Joined">{formatDate(user.createdAt)}</Item>
                <Item label="Last updated">{formatDate(user.updatedAt)}</Item>
              </dl>
              <section className="grid gap-3">
                <h3 className="text-sm font-semibold">
                  {user.role === 'LISTENER' ? 'Listener figures' : 'Wallet'}
                </h3>
                <AdditionalInfo user={user} />
              </section>
              <section className="grid gap-3">
                <h3 className="text-sm font-semibold">Recent sessions</h3>
                <RecentSessions user={user} />
              </section>
            </div>
          )}
        </ScrollRegion>
      </DialogContent>
    </Dialog>
  );
}
