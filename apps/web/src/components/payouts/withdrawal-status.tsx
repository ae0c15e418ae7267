import { shellMessages, type Withdrawal, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@app/contract';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

// Shared by the listener's Withdrawals and the admin's Withdrawal Requests: one wording and one
// colour per state on both sides of a payout.

/** The catalogue's labels, read when shown (they follow the language). */
const labels: Record<WithdrawalStatus, string> = shellMessages.withdrawalStatus;

const variants = {
  PENDING: 'warning',
  ACCEPTED: 'brand',
  PROCESSING: 'brand',
  PROCESSED: 'success',
  REJECTED: 'destructive',
  FAILED: 'destructive',
} as const satisfies Record<WithdrawalStatus, string>;

/** The status filter's choices, in the order a request moves through them. */
export const withdrawalStatusOptions = WITHDRAWAL_STATUSES.map((status) => ({
  value: status,
  // A getter: the filter reads the label when it draws it, in the language shown.
  get label() {
    return labels[status];
  },
}));

export const isWithdrawalStatus = (value: string | undefined): value is WithdrawalStatus =>
  (WITHDRAWAL_STATUSES as readonly string[]).includes(value ?? '');

/** PENDING yellow, ACCEPTED and PROCESSING brand, PROCESSED green, REJECTED and FAILED red. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <Badge variant={variants[status]}>{labels[status]}</Badge>;
}

/**
 * What came of a request: the payout reference once paid, the reason once rejected or failed (the
 * gateway's reason), cut short to
 * the cell, whole on hover or focus), else a dash, or nothing with `quiet` (under another value).
 */
export function WithdrawalOutcome({
  withdrawal,
  className,
  quiet = false,
}: {
  withdrawal: Pick<Withdrawal, 'status' | 'payoutReference' | 'reason'>;
  className?: string;
  quiet?: boolean;
}) {
  if (withdrawal.status === 'PROCESSED' && withdrawal.payoutReference) {
    return <TruncatedText text={withdrawal.payoutReference} className={cn('font-mono text-xs', className)} />;
  }
  if ((withdrawal.status === 'REJECTED' || withdrawal.status === 'FAILED') && withdrawal.reason) {
    return <TruncatedText text={withdrawal.reason} className={cn('text-muted-foreground', className)} />;
  }
  return quiet ? null : <span className="text-muted-foreground">—</span>;
}
