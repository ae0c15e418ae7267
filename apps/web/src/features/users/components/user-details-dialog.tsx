import type { ReactNode } from 'react';
import { HistoryIcon } from 'lucide-react';
import {
  RECENT_SESSIONS_LIMIT,
  clientMessages,
  usersMessages as m,
  type AdminUserDetail,
} from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ApplicationStatusBadge } from '@/components/people/application-status-badge';
import { PersonAvatar } from '@/components/people/person-cell';
import { BreakableEmail } from '@/components/people/profile-details';
import { orDash } from '@/lib/people-format';
import { formatDate, formatMinutes, formatNumber } from '@/features/users/users-format';
import { useUser } from '@/features/users/api/get-user';
import { UserRoleBadge, UserStatusBadge } from '@/features/users/components/user-role-badge';

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
        <Stat label={m.walletCoins} value={formatNumber(info.walletCoins)} />
      </dl>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Stat
        label={m.currentRating}
        value={
          info.currentRating === null
            ? '—'
            : formatNumber(info.currentRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
        }
      />
      <Stat label={m.totalHours} value={formatNumber(info.totalHours)} />
      <Stat label={m.coinsEarned} value={formatNumber(info.coinsEarned)} />
      <Stat label={m.currentCoins} value={formatNumber(info.currentCoins)} />
      <Stat label={m.applicationStatus} value={<ApplicationStatusBadge status={info.applicationStatus} />} />
    </dl>
  );
}

function RecentSessions({ user }: { user: AdminUserDetail }) {
  const sessions = user.recentSessions.slice(0, RECENT_SESSIONS_LIMIT);
  if (sessions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center">
        <HistoryIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">{m.noSessions}</p>
        <p className="text-xs text-muted-foreground">
          {user.role === 'LISTENER' ? m.listenerSessionsHint : m.customerSessionsHint}
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-lg border">
      <Table aria-label={m.recentSessions}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{m.sessionColumns.date}</TableHead>
            <TableHead>{m.sessionColumns.mode}</TableHead>
            <TableHead>{m.sessionColumns.duration}</TableHead>
            <TableHead>{m.sessionColumns.status}</TableHead>
            <TableHead className="text-right">{m.sessionColumns.rating}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.id}>
              <TableCell>{formatDate(session.createdAt)}</TableCell>
              <TableCell>{m.modeLabels[session.mode]}</TableCell>
              <TableCell className="tabular-nums">{formatMinutes(session.timeInMinutes)}</TableCell>
              <TableCell>
                <Badge variant={session.status === 'REPORTED' ? 'warning' : 'outline'}>
                  {session.status}
                </Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {session.userRating === null ? '—' : m.rating(session.userRating)}
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
          <DialogTitle>{m.detailsTitle}</DialogTitle>
          <DialogDescription>{m.detailsDescription}</DialogDescription>
        </DialogHeader>
        <ScrollRegion className="-mx-6 min-h-0 overflow-y-auto px-6 pb-1">
          {isLoading && <DetailsSkeleton />}
          {error && (
            <LoadErrorAlert
              title={m.detailsLoadFailed(error.message || clientMessages.unknownError)}
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
                <Item label={m.gender}>{user.gender ? m.genderLabels[user.gender] : '—'}</Item>
                <Item label={m.age}>{orDash(user.age)}</Item>
                <Item label={m.totalSessions}>{formatNumber(user.totalSessions)}</Item>
                <Item label={m.joined}>{formatDate(user.createdAt)}</Item>
                <Item label={m.lastUpdated}>{formatDate(user.updatedAt)}</Item>
              </dl>
              <section className="grid gap-3">
                <h3 className="text-sm font-semibold">
                  {user.role === 'LISTENER' ? m.listenerFigures : m.wallet}
                </h3>
                <AdditionalInfo user={user} />
              </section>
              <section className="grid gap-3">
                <h3 className="text-sm font-semibold">{m.recentSessions}</h3>
                <RecentSessions user={user} />
              </section>
            </div>
          )}
        </ScrollRegion>
      </DialogContent>
    </Dialog>
  );
}
