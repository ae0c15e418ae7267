import type { AuditAction, Role } from '../constants.ts';
import { formatRupeesShort } from '../money.ts';
import type { AuditEntry } from '../schemas/admin.ts';
import { auditLogMessages } from '../messages/audit-log.ts';

/** Read on each call: a nested group read once would stay in the language of that moment. */
const t = () => auditLogMessages.sentences;

/** Who did it, as the audit log names them: the person and their role, or the payment gateway. */
export type AuditActor = { name: string; role: string };

const roleLabel = (role: Role): string => t().roleLabels[role];

/** The gateway's own steps (its answer paid or failed a payout) carry `by: 'gateway'`. */
const isGatewayStep = (entry: Pick<AuditEntry, 'after'>) => entry.after?.by === 'gateway';

export function auditActorOf(entry: Pick<AuditEntry, 'actor' | 'after'>): AuditActor {
  if (isGatewayStep(entry)) return { name: t().gateway, role: t().system };
  return { name: entry.actor.name, role: roleLabel(entry.actor.role) };
}

const numberAt = (record: Record<string, unknown> | null, field: string): number | null => {
  const value = record?.[field];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
};
const textAt = (record: Record<string, unknown> | null, field: string): string | null => {
  const value = record?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/** A withdrawal's step in a word, in the language shown; undefined for any other action. */
const withdrawalOutcome = (action: AuditAction): string | undefined =>
  Object.hasOwn(t().withdrawalOutcomes, action)
    ? t().withdrawalOutcomes[action as keyof typeof auditLogMessages.sentences.withdrawalOutcomes]
    : undefined;

type SentenceEntry = Pick<AuditEntry, 'action' | 'actor' | 'entityName' | 'before' | 'after'>;

/**
 * One audit record as a sentence an admin reads at a glance: "Anita approved Kabir’s application",
 * "Withdrawal ₹100 for Asha: accepted", "Anita refunded 20 coins to Ravi". Amounts are the record's
 * integer paise through the money formatter, never raw; a subject the record no longer names reads
 * as "a removed account" (or "a plan"), never "Unknown".
 */
export function describeAuditEntry(entry: SentenceEntry): string {
  const actor = auditActorOf(entry).name;
  const person = entry.entityName ?? t().removedAccount;
  const whose = entry.entityName ? t().possessive(entry.entityName) : t().removedAccountPossessive;

  const outcome = withdrawalOutcome(entry.action);
  if (outcome) {
    const paise = numberAt(entry.after, 'amountPaise') ?? numberAt(entry.before, 'amountPaise');
    return paise === null
      ? t().withdrawal(person, outcome)
      : t().withdrawalAmount(formatRupeesShort(paise), person, outcome);
  }

  const plan = entry.entityName ?? textAt(entry.after, 'name') ?? textAt(entry.before, 'name');
  const planText = plan ? t().thePlan(plan) : t().aPlan;

  switch (entry.action) {
    case 'APPLICATION_UNDER_REVIEW':
      return t().markedProcessing(actor, whose, person);
    case 'APPLICATION_APPROVED':
      return t().approved(actor, whose, person);
    case 'APPLICATION_REJECTED':
      return t().rejected(actor, whose, person);
    case 'APPLICATION_REOPENED':
      return t().reopened(actor);
    case 'LISTENER_UPDATED':
      return t().listenerEdited(actor, whose, person);
    case 'LISTENER_BLOCKED':
      return t().blocked(actor, person);
    case 'LISTENER_UNBLOCKED':
      return t().unblocked(actor, person);
    case 'USER_ACTIVATED':
      return t().activated(actor, whose, person);
    case 'USER_DEACTIVATED':
      return t().deactivated(actor, whose, person);
    case 'USER_DELETED':
      return t().deleted(actor);
    case 'PLAN_CREATED':
      return t().planCreated(actor, planText);
    case 'PLAN_UPDATED':
      return t().planEdited(actor, planText);
    case 'PLAN_DELETED':
      return t().planDeleted(actor, planText);
    case 'CASE_DISMISSED':
      return t().dismissed(actor, person);
    case 'CASE_WARNED':
      return t().warned(actor, person);
    case 'SESSION_REFUNDED': {
      const before = numberAt(entry.before, 'refundedCoins') ?? 0;
      const after = numberAt(entry.after, 'refundedCoins');
      const coins = after === null ? null : after - before;
      const what = coins === null ? t().aSession : t().coins(coins);
      return t().refunded(actor, what, person);
    }
    case 'PAYOUT_DETAILS_CHANGED':
      // The listener's own change (with their password) or an admin's edit.
      return entry.actor.role === 'LISTENER'
        ? t().payoutChangedOwn(actor)
        : t().payoutChanged(actor, whose, person);
    case 'HELPLINES_UPDATED':
      return t().helplinesEdited(actor);
    case 'TRANSCRIPT_READ':
      return t().transcriptRead(actor, person);
    case 'DOCUMENT_READ':
      return t().documentRead(actor, whose, person);
    default:
      return t().other(actor, entry.action.toLowerCase().replace(/_/g, ' '));
  }
}
