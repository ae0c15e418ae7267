import { WITHDRAWAL_STATUSES, type Withdrawal, type WithdrawalStatus } from '@app/contract';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { Badge } from '@/components/ui/badge';

// Shared by the listener's Withdrawals and the admin's Withdrawal Requests: one wording and one
// colour per state on both sides of a payout.

const labels: Record<WithdrawalStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  PROCESSED: 'Processed',
  REJECTED: 'Rejected',
};

const variants = {
  PENDING: 'warning',
  ACCEPTED: 'brand',
  PROCESSED: 'success',
  REJECTED: 'destructive',
} as const satisfies Record<WithdrawalStatus, string>;

/** The status filter's choices, in the order a request moves through them. */
export const withdrawalStatusOptions = WITHDRAWAL_STATUSES.map((status) => ({
  value: status,
  label: labels[status],
}));

export const isWithdrawalStatus = (value: string | undefined): value is WithdrawalStatus =>
  (WITHDRAWAL_STATUSES as readonly string[]).includes(value ?? '');

/** PENDING yellow, ACCEPTED brand, PROCESSED green, REJECTED red. */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <Badge variant={variants[status]}>{labels[status]}</Badge>;
}

/** What came of a request: the payout reference once paid, the reason once rejected, else a dash. */
export function WithdrawalOutcome({
  withdrawal,
}: {
  withdrawal: Pick<Withdrawal, 'status' | 'payoutReference' | 'reason'>;
}) {
  if (withdrawal.status === 'PROCESSED' && withdrawal.payoutReference) {
    return <TruncatedText text={withdrawal.payoutReference} className="max-w-48 font-mono text-xs" />;
  }
  if (withdrawal.status === 'REJECTED' && withdrawal.reason) {
    return <TruncatedText text={withdrawal.reason} className="max-w-64 text-muted-foreground" />;
  }
  return <span className="text-muted-foreground">—</span>;
}
