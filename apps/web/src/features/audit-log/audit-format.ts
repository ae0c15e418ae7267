import {
  APPLICATION_STATUSES,
  FILE_URL_PREFIX,
  formatRupees,
  type ApplicationStatus,
  type AuditAction,
} from '@app/contract';
import { applicationStatusLabels } from '@/lib/people-format';

export const auditActionLabels: Record<AuditAction, string> = {
  APPLICATION_UNDER_REVIEW: 'Application marked as processing',
  APPLICATION_APPROVED: 'Application approved',
  APPLICATION_REJECTED: 'Application rejected',
  APPLICATION_REOPENED: 'Application reopened',
  LISTENER_UPDATED: 'Listener edited',
  LISTENER_BLOCKED: 'Listener blocked',
  LISTENER_UNBLOCKED: 'Listener unblocked',
  USER_ACTIVATED: 'User activated',
  USER_DEACTIVATED: 'User deactivated',
  USER_DELETED: 'User deleted',
  PLAN_CREATED: 'Plan created',
  PLAN_UPDATED: 'Plan edited',
  PLAN_DELETED: 'Plan deleted',
  WITHDRAWAL_REQUESTED: 'Withdrawal requested',
  WITHDRAWAL_ACCEPTED: 'Withdrawal accepted',
  WITHDRAWAL_PROCESSED: 'Withdrawal paid out',
  WITHDRAWAL_REJECTED: 'Withdrawal rejected',
  WITHDRAWAL_PAYOUT_SENT: 'Payout sent to the gateway',
  WITHDRAWAL_FAILED: 'Payout failed',
  CASE_DISMISSED: 'Report dismissed',
  CASE_WARNED: 'Warning given',
  SESSION_REFUNDED: 'Session refunded',
  HELPLINES_UPDATED: 'Helplines edited',
};

export const auditActionTone: Record<
  AuditAction,
  'success' | 'warning' | 'destructive' | 'brand' | 'secondary'
> = {
  APPLICATION_UNDER_REVIEW: 'brand',
  APPLICATION_APPROVED: 'success',
  APPLICATION_REJECTED: 'destructive',
  APPLICATION_REOPENED: 'brand',
  LISTENER_UPDATED: 'secondary',
  LISTENER_BLOCKED: 'destructive',
  LISTENER_UNBLOCKED: 'success',
  USER_ACTIVATED: 'success',
  USER_DEACTIVATED: 'warning',
  USER_DELETED: 'destructive',
  PLAN_CREATED: 'success',
  PLAN_UPDATED: 'secondary',
  PLAN_DELETED: 'destructive',
  WITHDRAWAL_REQUESTED: 'secondary',
  WITHDRAWAL_ACCEPTED: 'brand',
  WITHDRAWAL_PROCESSED: 'success',
  WITHDRAWAL_REJECTED: 'destructive',
  WITHDRAWAL_PAYOUT_SENT: 'brand',
  WITHDRAWAL_FAILED: 'destructive',
  CASE_DISMISSED: 'secondary',
  CASE_WARNED: 'warning',
  SESSION_REFUNDED: 'brand',
  HELPLINES_UPDATED: 'secondary',
};

const fieldNames: Record<string, string> = {
  applicationStatus: 'Status',
  coinsPerMinute: 'Rate',
  dob: 'Date of birth',
  idProofUrl: 'ID proof',
  isActive: 'Active',
  isBlocked: 'Blocked',
  isExperienced: 'Experienced',
  linkedInUrl: 'LinkedIn',
  preferredMode: 'Mode',
  profilePicture: 'Picture',
  withdrawalUpiId: 'UPI ID',
  upiId: 'UPI ID',
  approvedAt: 'Approved at',
  reason: 'Reason',
};

/** Amounts kept as integer paise ('amountPaise', 'pricePaise'): shown in rupees, never raw. */
const isPaiseField = (field: string) => field.endsWith('Paise');

/** 'withdrawalUpiId' -> 'UPI ID', 'amountPaise' -> 'Amount'; unknown fields: 'someField' -> 'Some field'. */
export function fieldLabel(field: string): string {
  if (fieldNames[field]) return fieldNames[field];
  if (isPaiseField(field)) return fieldLabel(field.slice(0, -'Paise'.length));
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_TEXT = 40;

/** A compact rendering of one recorded value. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => formatAuditValue(item)).join(', ') || '—';
  if (typeof value === 'string') {
    if (value.startsWith(FILE_URL_PREFIX)) return 'file …' + value.slice(-6);
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime()))
        return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    }
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;
  }
  const text = JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly unknown[]).includes(value);

/** Statuses read as the admin screens name them (UNDER_REVIEW is 'Processing'); paise as rupees. */
const formatField = (field: string, value: unknown): string => {
  if (field === 'applicationStatus' && isApplicationStatus(value)) return applicationStatusLabels[value];
  if (isPaiseField(field) && typeof value === 'number' && Number.isInteger(value)) return formatRupees(value);
  return formatAuditValue(value);
};

export type AuditChange = { field: string; before: string; after: string };

/** The fields that changed, before and after (either side may be missing for a creation/erasure). */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: formatField(field, before?.[field]),
    after: formatField(field, after?.[field]),
  }));
}
