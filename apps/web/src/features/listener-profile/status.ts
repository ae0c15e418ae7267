import { profileScreenMessages, type ApplicationStatus } from '@app/contract';

export type StatusBadgeVariant = 'warning' | 'success' | 'destructive';

const badgeVariants: Record<ApplicationStatus, StatusBadgeVariant> = {
  PENDING: 'warning',
  UNDER_REVIEW: 'warning',
  APPROVED: 'success',
  REJECTED: 'destructive',
};

/** The badge of the 'Application Status' card: waiting states in yellow, approved green, rejected red. */
export const applicationStatusBadge = (
  status: ApplicationStatus,
): { label: string; variant: StatusBadgeVariant } => ({
  label: profileScreenMessages.statusLabels[status],
  variant: badgeVariants[status],
});

/** The word in 'Your profile has been <status>. ...' (English: the Hindi text selects on it). */
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
