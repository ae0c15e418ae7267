import { sessionScreensMessages, type SessionStatus } from '@app/contract';
import { Badge } from '@/components/ui/badge';

const statusStyle = {
  pending: { variant: 'outline' },
  ACCEPTED: { variant: 'brand' },
  IN_PROGRESS: { variant: 'brand' },
  COMPLETED: { variant: 'success' },
  // The spec: a reported session stands out in warning style.
  REPORTED: { variant: 'warning' },
  CANCELLED: { variant: 'outline' },
} as const satisfies Record<SessionStatus, { variant: string }>;

export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  const { variant } = statusStyle[status];
  return (
    <Badge variant={variant} data-status={status}>
      {sessionScreensMessages.statusLabels[status]}
    </Badge>
  );
}
