import { localized } from '../i18n/localized.ts';
import {
  PAYOUT_REFERENCE_MAX,
  WITHDRAWAL_MAX_PAISE,
  WITHDRAWAL_REASON_MAX,
  WITHDRAWAL_STATUSES,
} from '../constants.ts';
import { formatRupees } from '../money.ts';

/** Listener withdrawals and the admin's withdrawal requests (issue 11). */
export const withdrawalsMessages = localized('withdrawals', {
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountWholeRupees: 'Withdrawals are in whole rupees',
  amountTooLarge: `A withdrawal can be at most ${formatRupees(WITHDRAWAL_MAX_PAISE)}`,
  // Amounts come formatted (formatRupees): a translation cannot turn paise into rupees.
  belowMinimum: (minimum: string) => `The minimum withdrawal is ${minimum}`,
  notCoinMultiple: (coinValue: string) => `The amount must be a whole number of coins (${coinValue} each)`,
  exceedsAvailable: (available: string) => `You can withdraw at most ${available} right now`,
  upiRequired: 'Add your UPI id on your profile before requesting a withdrawal.',
  idempotencyKeyRequired: 'The Idempotency-Key header is required for a withdrawal.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different amount.',
  requested: (amount: string) => `Withdrawal of ${amount} requested`,
  notFound: 'Withdrawal request not found',
  alreadyDecided: (status: string) => `This request was already decided (${status}).`,
  cannotProcess: 'Only an accepted request can be marked processed.',
  cannotPay: 'Only an accepted request can be paid.',
  payoutsNotConfigured: 'Payouts through the gateway are not set up on this server.',
  payoutSent: 'Payout sent; the request is processing until the gateway confirms it',
  payoutGatewayUnavailable:
    'The payout gateway is not answering. The request stays processing with the same payout and is checked again shortly; do not pay it by hand.',
  payoutRefused: (detail: string) => `The payout gateway refused this payout: ${detail}`,
  payoutFailedReason: (detail: string) => `Payout failed: ${detail}`,
  payoutReversedReason: (detail: string) => `Payout reversed by the bank: ${detail}`,
  payoutReferenceRequired: 'Payout reference is required',
  payoutReferenceTooLong: `A payout reference can be at most ${PAYOUT_REFERENCE_MAX} characters`,
  reasonRequired: 'Reason is required',
  reasonTooLong: `A reason can be at most ${WITHDRAWAL_REASON_MAX} characters`,
  statusInvalid: `Status must be one of ${WITHDRAWAL_STATUSES.join(', ')}`,
  accepted: 'Withdrawal request accepted',
  processed: 'Withdrawal marked processed',
  rejected: "Withdrawal request rejected; the coins are back in the listener's earnings",
  noWithdrawals: 'No withdrawals found.',
  loadFailed: 'Failed to load withdrawals.',
} as const);
