import { useState } from 'react';
import { messages, PAYOUT_REFERENCE_MAX, WITHDRAWAL_REASON_MAX, type AdminWithdrawal } from '@app/contract';
import { ConfirmDialog, useLastValue } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { WithdrawalDecision } from '@/features/withdrawal-requests/api/admin-withdrawals';

export type DecisionKind = WithdrawalDecision['kind'];
export type DecisionTarget = { withdrawal: AdminWithdrawal; kind: DecisionKind };

const w = messages.withdrawals;

const texts: Record<
  DecisionKind,
  {
    title: (amount: string, who: string) => string;
    description: (upiId: string) => string;
    confirm: string;
    busy: string;
  }
> = {
  accept: {
    title: (amount, who) => `Accept ${amount} for ${who}?`,
    description: (upiId) =>
      `The listener sees it accepted. Pay ${upiId}, then mark the request processed with the payout reference.`,
    confirm: 'Accept',
    busy: 'Accepting...',
  },
  pay: {
    title: (amount, who) => `Pay ${amount} to ${who}?`,
    description: (upiId) =>
      `Sends the money to ${upiId} through the payout gateway. The request shows Processing until the bank confirms it; this cannot be undone.`,
    confirm: 'Pay',
    busy: 'Sending...',
  },
  process: {
    title: (amount, who) => `Mark ${amount} to ${who} as paid?`,
    description: (upiId) =>
      `Only once the money has reached ${upiId}. The reserved coins leave the platform as paid out; this cannot be undone.`,
    confirm: 'Mark processed',
    busy: 'Saving...',
  },
  reject: {
    title: (amount, who) => `Reject ${amount} for ${who}?`,
    description: () =>
      'The coins go back to their earnings at once, and they see your reason. This cannot be undone.',
    confirm: 'Reject',
    busy: 'Rejecting...',
  },
};

/**
 * Confirms Accept, Pay (through the gateway), Mark processed (asks for the payout reference) or Reject (asks for the reason),
 * then runs `onDecide`; a thrown error is shown in the dialog, which stays open.
 */
export function WithdrawalDecisionDialog({
  target,
  onDecide,
  onCancel,
  onCloseAutoFocus,
}: {
  target: DecisionTarget | null;
  onDecide: (target: DecisionTarget, decision: WithdrawalDecision) => Promise<void>;
  onCancel: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const shown = useLastValue(target);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  // Every new target starts with an empty field.
  const [textFor, setTextFor] = useState(target);
  if (target !== textFor) {
    setTextFor(target);
    if (target) {
      setText('');
      setFieldError(null);
    }
  }

  const confirm = async (): Promise<void | false> => {
    if (!target) return false;
    const trimmed = text.trim();
    let decision: WithdrawalDecision;
    if (target.kind === 'accept' || target.kind === 'pay') decision = { kind: target.kind };
    else if (!trimmed) {
      setFieldError(target.kind === 'process' ? w.payoutReferenceRequired : w.reasonRequired);
      document.querySelector<HTMLElement>('[data-decision-field]')?.focus();
      return false;
    } else if (target.kind === 'process') decision = { kind: 'process', payoutReference: trimmed };
    else decision = { kind: 'reject', reason: trimmed };
    await onDecide(target, decision);
  };

  const onText = (value: string) => {
    setText(value);
    if (value.trim()) setFieldError(null);
  };
  const who = shown ? shown.withdrawal.listener.name || shown.withdrawal.listener.email : '';
  const copy = shown ? texts[shown.kind] : null;

  return (
    <ConfirmDialog
      open={target !== null}
      title={copy && shown ? copy.title(shown.withdrawal.amount, who) : ''}
      description={copy && shown ? copy.description(shown.withdrawal.upiId) : ''}
      confirmLabel={copy?.confirm ?? ''}
      busyLabel={copy?.busy}
      destructive={shown?.kind === 'reject'}
      onConfirm={confirm}
      onCancel={onCancel}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {shown?.kind === 'process' && (
        <Field
          label="Payout reference"
          error={fieldError ?? undefined}
          hint="The UPI transaction id (UTR) or your bank's reference for this payment."
        >
          {(control) => (
            <Input
              {...control}
              data-autofocus
              data-decision-field
              maxLength={PAYOUT_REFERENCE_MAX}
              autoComplete="off"
              value={text}
              onChange={(event) => onText(event.target.value)}
              placeholder="e.g. 412345678901"
            />
          )}
        </Field>
      )}
      {shown?.kind === 'reject' && (
        <Field
          label="Reason (shown to the listener)"
          error={fieldError ?? undefined}
          hint={`${text.length}/${WITHDRAWAL_REASON_MAX} characters. Kept in the audit log.`}
        >
          {(control) => (
            <Textarea
              {...control}
              data-autofocus
              data-decision-field
              rows={3}
              maxLength={WITHDRAWAL_REASON_MAX}
              value={text}
              onChange={(event) => onText(event.target.value)}
              placeholder="e.g. The UPI id on your profile could not receive payments."
            />
          )}
        </Field>
      )}
    </ConfirmDialog>
  );
}
