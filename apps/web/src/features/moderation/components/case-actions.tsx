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
  adminModerationMessages,
  safetyMessages,
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
import { formatCoins, formatDateTime } from '@/features/moderation/moderation-format';

const s = safetyMessages;
const m = adminModerationMessages;

/** An action's texts are read when shown (`m.actions[action]`), in the language of the moment. */
type ActionSpec = {
  icon: LucideIcon;
  destructive?: boolean;
  title: (detail: CaseDetail) => string;
  description: (detail: CaseDetail) => string;
};

const ACTIONS: Record<CaseAction, ActionSpec> = {
  DISMISS: {
    icon: CircleSlashIcon,
    title: () => m.dismissTitle,
    description: (detail) => (detail.reporter ? m.dismissReported(detail.reporter.name) : m.dismissFlag),
  },
  WARN: {
    icon: TriangleAlertIcon,
    title: () => m.warnTitle,
    description: () => m.warnDescription,
  },
  REFUND: {
    icon: UndoIcon,
    title: (detail) => m.refundTitle(detail.customer.name),
    description: () => m.refundDescription,
  },
  BLOCK_LISTENER: {
    icon: BanIcon,
    destructive: true,
    title: (detail) => m.blockTitle(detail.listener.name),
    description: () => m.blockDescription,
  },
  DEACTIVATE_CUSTOMER: {
    icon: UserXIcon,
    destructive: true,
    title: (detail) => m.deactivateTitle(detail.customer.name),
    description: () => m.deactivateDescription,
  },
};

const ORDER: CaseAction[] = ['DISMISS', 'WARN', 'REFUND', 'BLOCK_LISTENER', 'DEACTIVATE_CUSTOMER'];

/** Who bears a refund made now: within the earnings hold the listener's share comes back too. */
export function refundBearer(detail: CaseDetail, now: number = Date.now()): string {
  const heldUntil = detail.earningsHeldUntil ? new Date(detail.earningsHeldUntil).getTime() : null;
  if (heldUntil !== null && heldUntil > now) {
    return m.heldUntil(formatDateTime(detail.earningsHeldUntil));
  }
  return detail.earningsHeldUntil ? m.holdEnded(formatDateTime(detail.earningsHeldUntil)) : m.platformBears;
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
          const { icon: Icon, destructive } = ACTIONS[action];
          const nothingToRefund = action === 'REFUND' && detail.refundable === 0;
          return (
            <Button
              key={action}
              variant={destructive ? 'destructive' : 'outline'}
              className="justify-start"
              disabled={isClosed || nothingToRefund}
              title={nothingToRefund ? m.nothingLeft : undefined}
              onClick={() => open(action)}
            >
              <Icon aria-hidden="true" />
              {m.actions[action].label}
            </Button>
          );
        })}
      </div>
      {!isClosed && (
        <Hint>
          {detail.session.coinsCharged === 0
            ? s.nothingToRefund
            : detail.refundable > 0
              ? m.upTo(formatCoins(detail.refundable))
              : m.nothingLeftSentence}
        </Hint>
      )}
      <ConfirmDialog
        open={opening !== null}
        title={spec && shown ? spec.title(detail) : ''}
        description={
          spec && shown
            ? `${spec.description(detail)} ${
                CLOSING_CASE_ACTIONS.includes(shown.action) ? m.caseCloses : m.caseStaysOpen
              }`
            : ''
        }
        confirmLabel={
          shown?.action === 'REFUND' && refundCoinsOf(coins, detail.refundable).coins !== undefined
            ? m.refundAmount(formatCoins(Number(coins.trim())))
            : shown
              ? m.actions[shown.action].confirm
              : ''
        }
        busyLabel={shown ? m.actions[shown.action].busy : undefined}
        destructive={spec?.destructive}
        onConfirm={confirm}
        onCancel={() => setOpening(null)}
      >
        <div className="grid gap-4">
          {shown?.action === 'REFUND' && (
            <div className="grid gap-2">
              <Label htmlFor={coinsId}>{m.coinsToRefund}</Label>
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
                  m.atMost(formatCoins(detail.refundable), formatCoins(detail.session.coinsCharged))}
              </p>
              <p className="rounded-md bg-muted px-3 py-2 text-sm">{refundBearer(detail)}</p>
            </div>
          )}
          {shown?.action === 'WARN' && (
            <fieldset className="grid gap-2" aria-describedby={warnError ? warnErrorId : undefined}>
              <legend className="mb-1 text-sm font-medium">{m.whomToWarn}</legend>
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
                  {m.partyChoice(
                    party === 'LISTENER' ? detail.listener.name : detail.customer.name,
                    m.roleInSentence[party],
                  )}
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
              <Label htmlFor={noteId}>{m.warning}</Label>
            ) : (
              <Label htmlFor={noteId}>
                {m.note} <span className="font-normal text-muted-foreground">{m.optional}</span>
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
              placeholder={shown?.action === 'WARN' ? m.warnPlaceholder : m.notePlaceholder}
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
                {noteError ?? m.warnHint}
              </p>
            )}
          </div>
        </div>
      </ConfirmDialog>
    </div>
  );
}
