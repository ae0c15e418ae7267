import { EyeOffIcon, MessagesSquareIcon, Trash2Icon } from 'lucide-react';
import { adminModerationMessages as m, type CaseDetail } from '@app/contract';
import { Badge } from '@/components/ui/badge';
import {
  flagChipLabel,
  flagChips,
  formatDateTime,
  type FlagChip,
} from '@/features/moderation/moderation-format';
import { cn } from '@/lib/utils';

const chipVariant: Record<FlagChip, 'destructive' | 'warning'> = {
  crisis: 'destructive',
  abuse: 'destructive',
  contact: 'warning',
};

type Message = CaseDetail['transcript'][number];

function TranscriptMessage({ message, sender }: { message: Message; sender: string }) {
  const chips = flagChips(message.flags);
  const isCrisis = chips.includes('crisis');
  const isListener = message.senderType === 'LISTENER';
  return (
    <li
      data-flagged={chips.length > 0 || undefined}
      data-crisis={isCrisis || undefined}
      className={cn(
        'grid gap-1.5 rounded-lg border p-3',
        isListener ? 'bg-muted/40' : 'bg-card',
        isCrisis &&
          'border-destructive/50 bg-destructive/5 ring-1 ring-destructive/30 dark:bg-destructive/10',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
        <span className="font-semibold text-foreground">{sender}</span>
        <span className="text-muted-foreground">
          {isListener ? m.roleLabels.LISTENER : m.roleLabels.CUSTOMER}
        </span>
        <time dateTime={message.timestamp} className="text-muted-foreground tabular-nums">
          {formatDateTime(message.timestamp)}
        </time>
        {chips.map((chip) => (
          <Badge key={chip} variant={chipVariant[chip]}>
            {flagChipLabel(chip)}
          </Badge>
        ))}
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{message.message}</p>
      {message.originalMessage !== null && (
        <div className="grid gap-1 rounded-md border border-dashed border-warning/50 bg-warning/5 px-2.5 py-2">
          <span className="flex items-center gap-1 text-xs font-medium text-warning">
            <EyeOffIcon className="size-3" aria-hidden="true" />
            {m.original}
          </span>
          <p className="text-sm break-words whitespace-pre-wrap">{message.originalMessage}</p>
        </div>
      )}
    </li>
  );
}

/** The session's messages in order: as delivered, the sender's original where something was masked. */
export function Transcript({ detail }: { detail: CaseDetail }) {
  if (detail.transcriptDeletedAt !== null) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
        <Trash2Icon className="size-5 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">{m.transcriptDeletedTitle}</p>
        <p className="text-xs text-muted-foreground">
          {m.transcriptDeleted(formatDateTime(detail.transcriptDeletedAt))}
        </p>
      </div>
    );
  }
  if (detail.transcript.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
        <MessagesSquareIcon className="size-5 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">{m.noMessages}</p>
        <p className="text-xs text-muted-foreground">
          {detail.session.mode === 'AUDIO' ? m.audioNothingWritten : m.nobodyWrote}
        </p>
      </div>
    );
  }
  const names = { CUSTOMER: detail.customer.name, LISTENER: detail.listener.name };
  return (
    <ol className="grid gap-2" aria-label={m.sections.transcript}>
      {detail.transcript.map((message) => (
        <TranscriptMessage key={message.id} message={message} sender={names[message.senderType]} />
      ))}
    </ol>
  );
}
