import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LockIcon } from 'lucide-react';
import {
  formatNumber,
  liveSessionMessages,
  localizeText,
  notesMessages,
  PRIVATE_NOTE_MAX,
  privateNoteBodySchema,
  sessionScreensMessages as s,
} from '@app/contract';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSaveNote } from '@/features/sessions/api/private-notes';
import { serverMessageOr } from '@/lib/api-error';

const n = notesMessages;

/** Write or replace the listener's private note about a customer, checked by the contract's limits. */
export function PrivateNoteEditor({
  customerId,
  customerName,
  initial,
  onDone,
}: {
  customerId: string;
  customerName: string;
  initial: string;
  onDone: () => void;
}) {
  const save = useSaveNote();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = privateNoteBodySchema.safeParse({ body });
    if (!parsed.success) {
      // The schema's messages were fixed in English when it was built: shown in the language of the moment.
      const issue = parsed.error.issues[0]?.message;
      setError(issue ? localizeText(issue) : n.bodyRequired);
      return;
    }
    setError(null);
    save.mutate(
      { customerId, body: parsed.data.body },
      {
        onSuccess: () => {
          toast.success(n.saved);
          onDone();
        },
        onError: (failure) => setError(serverMessageOr(failure, n.saveFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-2 rounded-lg border p-3 text-left">
      <Label htmlFor={id}>{s.noteLabel(customerName)}</Label>
      <Textarea
        id={id}
        data-autofocus
        autoFocus
        value={body}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        placeholder={s.notePlaceholder}
        className="min-h-24"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <p id={`${id}-hint`} className="flex items-center gap-1.5">
          <LockIcon aria-hidden="true" className="size-3.5" />
          {n.privacyHint}
        </p>
        <span className="tabular-nums" aria-hidden="true">
          {formatNumber(body.trim().length)}/{formatNumber(PRIVATE_NOTE_MAX)}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {s.cancel}
        </Button>
        <BusyButton type="submit" size="sm" busy={save.isPending} busyLabel={s.saving}>
          {s.saveNote}
        </BusyButton>
      </div>
    </form>
  );
}

/** The listener's note on a returning customer's request or session: theirs alone, never the customer's. */
export function CustomerNote({ note, className }: { note: string; className?: string }) {
  return (
    <aside
      aria-label={liveSessionMessages.returningCustomerNote}
      className={`flex items-start gap-2 rounded-md border border-dashed bg-muted/40 px-3 py-2 text-sm ${className ?? ''}`}
    >
      <LockIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" />
      <p className="min-w-0 [overflow-wrap:anywhere] whitespace-pre-line">
        <span className="font-medium">{liveSessionMessages.returningCustomerNote}: </span>
        {note}
      </p>
    </aside>
  );
}
