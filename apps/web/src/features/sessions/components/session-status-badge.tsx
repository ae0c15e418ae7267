import type { SessionStatus } from '@app/contract';
import { Badge } from '@/components/ui/badge';

const statusStyle = {
  pending: { variant: 'outline', label: 'Pending' },
  ACCEPTED: { variant: 'brand', label: 'Accepted' },
  IN_PROGRESS: { variant: 'brand', label: 'In progress' },
  COMPLETED: { variant: 'success', label: 'Completed' },
  // The spec: a reported session stands out in warning style.
  REPORTED: { variant: 'warning', label: 'Reported' },
  CANCELLED: { variant: 'outline', label: 'Cancelled' },
} as const satisfies Record<SessionStatus, { variant: string; label: string }>;

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { variant, label } = statusStyle[status];
  return (
    <Badge variant={variant} data-status={status}>
      {label}
    </Badge>
  );
}
