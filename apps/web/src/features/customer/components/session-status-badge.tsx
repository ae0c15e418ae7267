import type { CustomerSession, SessionStatus } from '@app/contract';
import { Badge } from '@/components/ui/badge';

type Variant = 'success' | 'warning' | 'destructive' | 'brand' | 'secondary' | 'outline';

const statusBadges: Record<SessionStatus, { label: string; variant: Variant }> = {
  pending: { label: 'Waiting', variant: 'warning' },
  ACCEPTED: { label: 'Accepted', variant: 'brand' },
  IN_PROGRESS: { label: 'In progress', variant: 'success' },
  COMPLETED: { label: 'Completed', variant: 'secondary' },
  REPORTED: { label: 'Reported', variant: 'warning' },
  CANCELLED: { label: 'Not started', variant: 'outline' },
};

/** A request that never started says why (declined, expired, cancelled) rather than one word for all. */
const unstartedLabels: Partial<Record<NonNullable<CustomerSession['endReason']>, string>> = {
  DECLINED: 'Declined',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

export function SessionStatusBadge({ session }: { session: Pick<CustomerSession, 'status' | 'endReason'> }) {
  const badge = statusBadges[session.status];
  const label =
    session.status === 'CANCELLED' && session.endReason
      ? (unstartedLabels[session.endReason] ?? badge.label)
      : badge.label;
  return (
    <Badge
      variant={badge.variant}
      className={badge.variant === 'outline' ? 'text-muted-foreground' : undefined}
    >
      {label}
    </Badge>
  );
}
