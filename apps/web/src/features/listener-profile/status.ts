import type { ApplicationStatus } from '@app/contract';

export type StatusBadgeVariant = 'warning' | 'success' | 'destructive';

/** The badge of the 'Application Status' card: waiting states in yellow, approved green, rejected red. */
export const applicationStatusBadge: Record<
  ApplicationStatus,
  { label: string; variant: StatusBadgeVariant }
> = {
  PENDING: { label: 'Pending Review', variant: 'warning' },
  UNDER_REVIEW: { label: 'Under Review', variant: 'warning' },
  APPROVED: { label: 'Approved', variant: 'success' },
  REJECTED: { label: 'Rejected', variant: 'destructive' },
};

/** The word in 'Your profile has been <status>. ...'. */
export function lockedStatusWord(status: ApplicationStatus | null | undefined): string {
  switch (status) {
    case 'APPROVED':
      return 'approved';
    case 'REJECTED':
      return 'rejected';
    case 'UNDER_REVIEW':
      return 'under review';
    default:
      return 'locked';
  }
}
