import {
  APPLICATION_STATUSES,
  FILE_URL_PREFIX,
  auditLogMessages,
  formatDateTime,
  formatRupees,
  type ApplicationStatus,
  type AuditAction,
} from '@app/contract';

/** An action's name, in the language shown. */
export const auditActionLabel = (action: AuditAction): string => auditLogMessages.actionLabels[action];

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
  PAYOUT_DETAILS_CHANGED: 'warning',
  TRANSCRIPT_READ: 'secondary',
  DOCUMENT_READ: 'secondary',
};

const hasFieldName = (field: string) => Object.hasOwn(auditLogMessages.fieldNames, field);

/** Amounts kept as integer paise ('amountPaise', 'pricePaise'): shown in rupees, never raw. */
const isPaiseField = (field: string) => field.endsWith('Paise');

/** 'withdrawalUpiId' -> 'UPI ID', 'amountPaise' -> 'Amount'; unknown fields: 'someField' -> 'Some field'. */
export function fieldLabel(field: string): string {
  if (hasFieldName(field)) return (auditLogMessages.fieldNames as Record<string, string>)[field]!;
  if (isPaiseField(field)) return fieldLabel(field.slice(0, -'Paise'.length));
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_TEXT = 40;

/** A compact rendering of one recorded value. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? auditLogMessages.yes : auditLogMessages.no;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => formatAuditValue(item)).join(', ') || '—';
  if (typeof value === 'string') {
    if (value.startsWith(FILE_URL_PREFIX)) return auditLogMessages.file(value.slice(-6));
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime()))
        return formatDateTime(date, { day: 'numeric', month: 'short', year: 'numeric' });
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
  if (field === 'applicationStatus' && isApplicationStatus(value))
    return auditLogMessages.applicationStatusLabels[value];
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
