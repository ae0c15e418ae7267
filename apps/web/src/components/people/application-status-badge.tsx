import type { ApplicationStatus } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import { applicationStatusLabels } from '@/lib/people-format';

const variants = {
  PENDING: 'warning',
  UNDER_REVIEW: 'brand',
  APPROVED: 'success',
  REJECTED: 'destructive',
} as const satisfies Record<ApplicationStatus, string>;

/** PENDING yellow, UNDER_REVIEW 'Processing', APPROVED green, REJECTED red. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={variants[status]}>{applicationStatusLabels[status]}</Badge>;
}
