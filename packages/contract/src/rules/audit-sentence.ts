import type { AuditAction, Role } from '../constants.ts';
import { formatRupeesShort } from '../money.ts';
import type { AuditEntry } from '../schemas/admin.ts';

/** Who did it, as the audit log names them: the person and their role, or the payment gateway. */
export type AuditActor = { name: string; role: string };

const roleLabels: Record<Role, string> = { ADMIN: 'Admin', LISTENER: 'Listener', CUSTOMER: 'Customer' };

/** The gateway's own steps (its answer paid or failed a payout) carry `by: 'gateway'`. */
const isGatewayStep = (entry: Pick<AuditEntry, 'after'>) => entry.after?.by === 'gateway';

const GATEWAY_ACTOR: AuditActor = { name: 'Payment gateway', role: 'System' };

export function auditActorOf(entry: Pick<AuditEntry, 'actor' | 'after'>): AuditActor {
  if (isGatewayStep(entry)) return GATEWAY_ACTOR;
  return { name: entry.actor.name, role: roleLabels[entry.actor.role] };
}

const possessive = (name: string) => `${name}’s`;

const numberAt = (record: Record<string, unknown> | null, field: string): number | null => {
  const value = record?.[field];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};
const textAt = (record: Record<string, unknown> | null, field: string): string | null => {
  const value = record?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

const withdrawalOutcome: Partial<Record<AuditAction, string>> = {
  WITHDRAWAL_REQUESTED: 'requested',
  WITHDRAWAL_ACCEPTED: 'accepted',
  WITHDRAWAL_PROCESSED: 'paid out',
  WITHDRAWAL_REJECTED: 'rejected',
  WITHDRAWAL_PAYOUT_SENT: 'sent to the payment gateway',
  WITHDRAWAL_FAILED: 'payout failed',
};

type SentenceEntry = Pick<AuditEntry, 'action' | 'actor' | 'entityName' | 'before' | 'after'>;

/**
 * One audit record as a sentence an admin reads at a glance: "Anita approved Kabir’s application",
 * "Withdrawal ₹100 for Asha: accepted", "Anita refunded 20 coins to Ravi". Amounts are the record's
 * integer paise through the money formatter, never raw; a subject the record no longer names reads
 * as "a removed account" (or "a plan"), never "Unknown".
 */
export function describeAuditEntry(entry: SentenceEntry): string {
  const actor = auditActorOf(entry).name;
  const person = entry.entityName ?? 'a removed account';
  const whose = entry.entityName ? possessive(entry.entityName) : 'a removed account’s';

  const outcome = withdrawalOutcome[entry.action];
  if (outcome) {
    const paise = numberAt(entry.after, 'amountPaise') ?? numberAt(entry.before, 'amountPaise');
    const amount = paise === null ? '' : ` ${formatRupeesShort(paise)}`;
    return `Withdrawal${amount} for ${entry.entityName ?? 'a removed account'}: ${outcome}`;
  }

  const plan = entry.entityName ?? textAt(entry.after, 'name') ?? textAt(entry.before, 'name');
  const planText = plan ? `the plan ${plan}` : 'a plan';

  switch (entry.action) {
    case 'APPLICATION_UNDER_REVIEW':
      return `${actor} marked ${whose} application as processing`;
    case 'APPLICATION_APPROVED':
      return `${actor} approved ${whose} application`;
    case 'APPLICATION_REJECTED':
      return `${actor} rejected ${whose} application`;
    case 'APPLICATION_REOPENED':
      return `${actor} reopened their application after it was rejected`;
    case 'LISTENER_UPDATED':
      return `${actor} edited ${whose} listener profile`;
    case 'LISTENER_BLOCKED':
      return `${actor} blocked ${person}`;
    case 'LISTENER_UNBLOCKED':
      return `${actor} unblocked ${person}`;
    case 'USER_ACTIVATED':
      return `${actor} activated ${whose} account`;
    case 'USER_DEACTIVATED':
      return `${actor} deactivated ${whose} account`;
    case 'USER_DELETED':
      return `${actor} deleted an account`;
    case 'PLAN_CREATED':
      return `${actor} created ${planText}`;
    case 'PLAN_UPDATED':
      return `${actor} edited ${planText}`;
    case 'PLAN_DELETED':
      return `${actor} deleted ${planText}`;
    case 'CASE_DISMISSED':
      return `${actor} dismissed a report about ${person}`;
    case 'CASE_WARNED':
      return `${actor} warned ${person}`;
    case 'SESSION_REFUNDED': {
      const before = numberAt(entry.before, 'refundedCoins') ?? 0;
      const after = numberAt(entry.after, 'refundedCoins');
      const coins = after === null ? null : after - before;
      const what = coins === null ? 'a session' : `${coins} ${coins === 1 ? 'coin' : 'coins'}`;
      return `${actor} refunded ${what} to ${person}`;
    }
    case 'HELPLINES_UPDATED':
      return `${actor} edited the helplines`;
    default:
      return `${actor}: ${entry.action.toLowerCase().replace(/_/g, ' ')}`;
  }
}
