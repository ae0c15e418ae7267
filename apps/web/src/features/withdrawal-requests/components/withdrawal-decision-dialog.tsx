import { useState } from 'react';
import {
  adminWithdrawalsMessages as a,
  withdrawalsMessages,
  PAYOUT_REFERENCE_MAX,
  WITHDRAWAL_REASON_MAX,
  type AdminWithdrawal,
} from '@app/contract';
import { ConfirmDialog, useLastValue } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { WithdrawalDecision } from '@/features/withdrawal-requests/api/admin-withdrawals';

export type DecisionKind = WithdrawalDecision['kind'];
export type DecisionTarget = { withdrawal: AdminWithdrawal; kind: DecisionKind };

const w = withdrawalsMessages;

/** Read while rendering, in the language shown. */
const texts = (
  kind: DecisionKind,
): {
  title: (amount: string, who: string) => string;
  description: (upiId: string) => string;
  confirm: string;
  busy: string;
} => {
  switch (kind) {
    case 'accept':
      return { title: a.acceptTitle, description: a.acceptDescription, confirm: a.accept, busy: a.accepting };
    case 'pay':
      return { title: a.payTitle, description: a.payDescription, confirm: a.pay, busy: a.sending };
    case 'process':
      return {
        title: a.processTitle,
        description: a.processDescription,
        confirm: a.markProcessed,
        busy: a.saving,
      };
    case 'reject':
      return {
        title: a.rejectTitle,
        description: () => a.rejectDescription,
        confirm: a.reject,
        busy: a.rejecting,
      };
  }
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
  const copy = shown ? texts(shown.kind) : null;

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
        <Field label={a.referenceLabel} error={fieldError ?? undefined} hint={a.referenceHint}>
          {(control) => (
            <Input
              {...control}
              data-autofocus
              data-decision-field
              maxLength={PAYOUT_REFERENCE_MAX}
              autoComplete="off"
              value={text}
              onChange={(event) => onText(event.target.value)}
              placeholder={a.referencePlaceholder}
            />
          )}
        </Field>
      )}
      {shown?.kind === 'reject' && (
        <Field
          label={a.reasonLabel}
          error={fieldError ?? undefined}
          hint={a.reasonHint(text.length, WITHDRAWAL_REASON_MAX)}
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
              placeholder={a.reasonPlaceholder}
            />
          )}
        </Field>
      )}
    </ConfirmDialog>
  );
}
