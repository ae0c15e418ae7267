import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  BanIcon,
  CircleSlashIcon,
  TriangleAlertIcon,
  UndoIcon,
  UserXIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  CASE_NOTE_MAX,
  CLOSING_CASE_ACTIONS,
  messages,
  type CaseAction,
  type CaseDetail,
  type CaseParty,
} from '@app/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, useLastValue } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCaseAction } from '@/features/moderation/api/moderation';
import { formatCoins } from '@/features/moderation/moderation-format';
import { formatDateTime } from '@/lib/people-format';

const s = messages.safety;

type ActionSpec = {
  label: string;
  icon: LucideIcon;
  destructive?: boolean;
  title: (detail: CaseDetail) => string;
  description: (detail: CaseDetail) => string;
  confirmLabel: string;
  busyLabel: string;
};

const ACTIONS: Record<CaseAction, ActionSpec> = {
  DISMISS: {
    label: 'Dismiss',
    icon: CircleSlashIcon,
    title: () => 'Dismiss this case?',
    description: (detail) =>
      detail.reporter
        ? `Nothing is done about it. ${detail.reporter.name} sees it was dismissed in their reports.`
        : 'Nothing is done about it.',
    confirmLabel: 'Dismiss case',
    busyLabel: 'Dismissing...',
  },
  WARN: {
    label: 'Warn',
    icon: TriangleAlertIcon,
    title: () => 'Give a warning?',
    description: () =>
      'Your words are mailed to the person you choose, and recorded on this case and in the audit log.',
    confirmLabel: 'Give warning',
    busyLabel: 'Saving...',
  },
  REFUND: {
    label: 'Refund',
    icon: UndoIcon,
    title: (detail) => `Refund ${detail.customer.name}?`,
    description: () => 'The coins go back to their wallet and show in their wallet history.',
    confirmLabel: 'Refund',
    busyLabel: 'Refunding...',
  },
  BLOCK_LISTENER: {
    label: 'Block listener',
    icon: BanIcon,
    destructive: true,
    title: (detail) => `Block ${detail.listener.name}?`,
    description: () =>
      'They are signed out at once and cannot sign in or take sessions until an admin unblocks them.',
    confirmLabel: 'Block listener',
    busyLabel: 'Blocking...',
  },
  DEACTIVATE_CUSTOMER: {
    label: 'Deactivate customer',
    icon: UserXIcon,
    destructive: true,
    title: (detail) => `Deactivate ${detail.customer.name}?`,
    description: () =>
      'They are signed out at once and cannot sign in until an admin activates their account again.',
    confirmLabel: 'Deactivate customer',
    busyLabel: 'Deactivating...',
  },
};

const ORDER: CaseAction[] = ['DISMISS', 'WARN', 'REFUND', 'BLOCK_LISTENER', 'DEACTIVATE_CUSTOMER'];

/** Who bears a refund made now: within the earnings hold the listener's share comes back too. */
export function refundBearer(detail: CaseDetail, now: number = Date.now()): string {
  const heldUntil = detail.earningsHeldUntil ? new Date(detail.earningsHeldUntil).getTime() : null;
  if (heldUntil !== null && heldUntil > now) {
    return `The listener's earnings from this session are on hold until ${formatDateTime(detail.earningsHeldUntil)}: the listener's share is taken back with the platform's.`;
  }
  return detail.earningsHeldUntil
    ? `The hold on the listener's earnings ended ${formatDateTime(detail.earningsHeldUntil)}: the platform bears the whole refund.`
    : 'The platform bears the whole refund.';
}

/** The refund amount as typed, checked as the server will (whole coins, 1 to what is left). */
function refundCoinsOf(text: string, refundable: number): { coins?: number; error?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: s.refundCoinsRequired };
  const coins = Number(trimmed);
  if (!Number.isFinite(coins)) return { error: s.refundCoinsRequired };
  if (!Number.isInteger(coins)) return { error: s.refundCoinsWhole };
  if (coins < 1) return { error: s.refundCoinsPositive };
  if (coins > refundable) return { error: s.refundTooLarge(refundable) };
  return { coins };
}

/** Whom a warning goes to by default: the person reported (nobody is chosen for a crisis flag). */
export function defaultWarned(detail: CaseDetail): CaseParty | null {
  if (!detail.reporter) return null;
  return detail.reporter.role === 'CUSTOMER' ? 'LISTENER' : 'CUSTOMER';
}

/** One opening of an action's dialog. A refund's key names this submission, retries included. */
type Opening = { action: CaseAction; idempotencyKey: string };

function Hint({ children }: { children: ReactNode }) {
  return <p className="text-xs text-muted-foreground">{children}</p>;
}

/** Dismiss, warn, refund, block the listener, deactivate the customer: each confirmed, with a note. */
export function CaseActions({ detail }: { detail: CaseDetail }) {
  const act = useCaseAction();
  const [opening, setOpening] = useState<Opening | null>(null);
  const shown = useLastValue(opening);
  const [note, setNote] = useState('');
  const [coins, setCoins] = useState('');
  const [coinsError, setCoinsError] = useState<string | null>(null);
  const [warned, setWarned] = useState<CaseParty | null>(null);
  const [warnError, setWarnError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteId = useId();
  const noteHintId = useId();
  const warnErrorId = useId();
  const coinsId = useId();
  const coinsHintId = useId();
  const isClosed = detail.status === 'CLOSED';

  const open = (action: CaseAction) => {
    setNote('');
    setCoins(String(detail.refundable));
    setCoinsError(null);
    setWarned(defaultWarned(detail));
    setWarnError(null);
    setNoteError(null);
    setOpening({ action, idempotencyKey: crypto.randomUUID() });
  };

  const confirm = async (): Promise<void | false> => {
    if (!opening) return false;
    const { action, idempotencyKey } = opening;
    let refundCoins: number | undefined;
    if (action === 'REFUND') {
      const parsed = refundCoinsOf(coins, detail.refundable);
      if (parsed.error) {
        setCoinsError(parsed.error);
        document.getElementById(coinsId)?.focus();
        return false;
      }
      refundCoins = parsed.coins;
    }
    const trimmedNote = note.trim();
    if (action === 'WARN') {
      if (!warned) setWarnError(s.warnWhomRequired);
      if (trimmedNote === '') {
        setNoteError(s.warnNoteRequired);
        document.getElementById(noteId)?.focus();
      }
      if (!warned || trimmedNote === '') return false;
    }
    await act.mutateAsync({
      caseId: detail.id,
      action,
      note: trimmedNote === '' ? undefined : trimmedNote,
      refundCoins,
      warn: action === 'WARN' ? (warned ?? undefined) : undefined,
      idempotencyKey: action === 'REFUND' ? idempotencyKey : undefined,
    });
    toast.success(refundCoins !== undefined ? s.refunded(refundCoins) : s.actionLabels[action]);
    setOpening(null);
  };

  const spec = shown ? ACTIONS[shown.action] : null;

  return (
    <div className="grid gap-3">
      {isClosed && <p className="text-sm text-muted-foreground">{s.caseClosed}</p>}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {ORDER.map((action) => {
          const { label, icon: Icon, destructive } = ACTIONS[action];
          const nothingToRefund = action === 'REFUND' && detail.refundable === 0;
          return (
            <Button
              key={action}
              variant={destructive ? 'destructive' : 'outline'}
              className="justify-start"
              disabled={isClosed || nothingToRefund}
              title={nothingToRefund ? 'Nothing of this session is left to refund' : undefined}
              onClick={() => open(action)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          );
        })}
      </div>
      {!isClosed && (
        <Hint>
          {detail.session.coinsCharged === 0
            ? s.nothingToRefund
            : detail.refundable > 0
              ? `Up to ${formatCoins(detail.refundable)} of this session can be refunded.`
              : 'Nothing of this session is left to refund.'}
        </Hint>
      )}
      <ConfirmDialog
        open={opening !== null}
        title={spec && shown ? spec.title(detail) : ''}
        description={
          spec && shown
            ? `${spec.description(detail)} ${
                CLOSING_CASE_ACTIONS.includes(shown.action)
                  ? 'The case closes.'
                  : 'The case stays open, so you can still act on it.'
              }`
            : ''
        }
        confirmLabel={
          shown?.action === 'REFUND' && refundCoinsOf(coins, detail.refundable).coins !== undefined
            ? `Refund ${formatCoins(Number(coins.trim()))}`
            : (spec?.confirmLabel ?? '')
        }
        busyLabel={spec?.busyLabel}
        destructive={spec?.destructive}
        onConfirm={confirm}
        onCancel={() => setOpening(null)}
      >
        <div className="grid gap-4">
          {shown?.action === 'REFUND' && (
            <div className="grid gap-2">
              <Label htmlFor={coinsId}>Coins to refund</Label>
              <Input
                id={coinsId}
                data-autofocus
                type="number"
                inputMode="numeric"
                min={1}
                max={detail.refundable}
                step={1}
                value={coins}
                aria-invalid={coinsError ? true : undefined}
                aria-describedby={coinsHintId}
                onChange={(event) => {
                  setCoins(event.target.value);
                  setCoinsError(null);
                }}
              />
              <p
                id={coinsHintId}
                className={coinsError ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
              >
                {coinsError ??
                  `At most ${formatCoins(detail.refundable)} (what is left of ${formatCoins(detail.session.coinsCharged)} charged).`}
              </p>
              <p className="rounded-md bg-muted px-3 py-2 text-sm">{refundBearer(detail)}</p>
            </div>
          )}
          {shown?.action === 'WARN' && (
            <fieldset className="grid gap-2" aria-describedby={warnError ? warnErrorId : undefined}>
              <legend className="mb-1 text-sm font-medium">Whom to warn</legend>
              {(['LISTENER', 'CUSTOMER'] as const).map((party) => (
                <label key={party} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="warned"
                    value={party}
                    checked={warned === party}
                    aria-invalid={warnError ? true : undefined}
                    className="size-4 accent-primary"
                    onChange={() => {
                      setWarned(party);
                      setWarnError(null);
                    }}
                  />
                  {party === 'LISTENER'
                    ? `${detail.listener.name} (listener)`
                    : `${detail.customer.name} (customer)`}
                </label>
              ))}
              {warnError && (
                <p id={warnErrorId} className="text-sm text-destructive">
                  {warnError}
                </p>
              )}
            </fieldset>
          )}
          <div className="grid gap-2">
            {shown?.action === 'WARN' ? (
              <Label htmlFor={noteId}>Warning</Label>
            ) : (
              <Label htmlFor={noteId}>
                Note <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
            )}
            <Textarea
              id={noteId}
              data-autofocus={shown?.action === 'REFUND' ? undefined : true}
              value={note}
              rows={3}
              maxLength={CASE_NOTE_MAX}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={shown?.action === 'WARN' ? noteHintId : undefined}
              placeholder={
                shown?.action === 'WARN'
                  ? 'What they did, and what must change'
                  : 'What you decided and why, for the other admins'
              }
              onChange={(event) => {
                setNote(event.target.value);
                setNoteError(null);
              }}
            />
            {shown?.action === 'WARN' && (
              <p
                id={noteHintId}
                className={noteError ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
              >
                {noteError ?? 'They receive these words by mail.'}
              </p>
            )}
          </div>
        </div>
      </ConfirmDialog>
    </div>
  );
}
