import { customerScreensMessages as m, type CustomerSession, type SessionStatus } from '@app/contract';
import { Badge } from '@/components/ui/badge';

type Variant = 'success' | 'warning' | 'destructive' | 'brand' | 'secondary' | 'outline';

const statusVariants: Record<SessionStatus, Variant> = {
  pending: 'warning',
  ACCEPTED: 'brand',
  IN_PROGRESS: 'success',
  COMPLETED: 'secondary',
  REPORTED: 'warning',
  CANCELLED: 'outline',
};

/** A request that never started says why (declined, expired, cancelled) rather than one word for all. */
const unstartedLabel = (reason: NonNullable<CustomerSession['endReason']>): string | undefined =>
  reason === 'DECLINED' || reason === 'EXPIRED' || reason === 'CANCELLED' ? m.unstarted[reason] : undefined;

export function SessionStatusBadge({ session }: { session: Pick<CustomerSession, 'status' | 'endReason'> }) {
  const variant = statusVariants[session.status];
  const label =
    session.status === 'CANCELLED' && session.endReason
      ? (unstartedLabel(session.endReason) ?? m.statuses[session.status])
      : m.statuses[session.status];
  return (
    <Badge variant={variant} className={variant === 'outline' ? 'text-muted-foreground' : undefined}>
      {label}
    </Badge>
  );
}
