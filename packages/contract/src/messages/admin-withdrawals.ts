import { localized } from '../i18n/localized.ts';

/** The admin's Withdrawal Requests screen and its decision dialogs. */
export const adminWithdrawalsMessages = localized('adminWithdrawals', {
  title: 'Withdrawal Requests',
  description: 'Listener payouts: accept, pay to the UPI id, and mark processed',
  exporting: 'Exporting...',
  exportCsv: 'Export CSV',
  tableLabel: 'Withdrawal requests',
  searchLabel: 'Search withdrawal requests',
  searchPlaceholder: 'Search by listener or UPI id...',
  status: 'Status',
  noMatch: 'No request matches this search and status. Check the spelling or clear them.',
  noneYet: 'Requests appear here as soon as a listener asks to withdraw their earnings.',
  clearFilters: 'Clear search and filters',
  columns: {
    listener: 'Listener',
    amount: 'Amount',
    requested: 'Requested',
    status: 'Status',
    upiId: 'UPI ID',
    outcome: 'Reference / reason',
    actions: 'Actions',
  },
  actionsFor: (amount: string, who: string) => `Actions for ${amount} to ${who}`,
  accept: 'Accept',
  pay: 'Pay',
  markProcessed: 'Mark processed',
  reject: 'Reject',
  acceptTitle: (amount: string, who: string) => `Accept ${amount} for ${who}?`,
  acceptDescription: (upiId: string) =>
    `The listener sees it accepted. Pay ${upiId}, then mark the request processed with the payout reference.`,
  accepting: 'Accepting...',
  payTitle: (amount: string, who: string) => `Pay ${amount} to ${who}?`,
  payDescription: (upiId: string) =>
    `Sends the money to ${upiId} through the payout gateway. The request shows Processing until the bank confirms it; this cannot be undone.`,
  sending: 'Sending...',
  processTitle: (amount: string, who: string) => `Mark ${amount} to ${who} as paid?`,
  processDescription: (upiId: string) =>
    `Only once the money has reached ${upiId}. The reserved coins leave the platform as paid out; this cannot be undone.`,
  saving: 'Saving...',
  rejectTitle: (amount: string, who: string) => `Reject ${amount} for ${who}?`,
  rejectDescription:
    'The coins go back to their earnings at once, and they see your reason. This cannot be undone.',
  rejecting: 'Rejecting...',
  referenceLabel: 'Payout reference',
  referenceHint: "The UPI transaction id (UTR) or your bank's reference for this payment.",
  referencePlaceholder: 'e.g. 412345678901',
  reasonLabel: 'Reason (shown to the listener)',
  reasonHint: (length: number, max: number) => `${length}/${max} characters. Kept in the audit log.`,
  reasonPlaceholder: 'e.g. The UPI id on your profile could not receive payments.',
} as const);
