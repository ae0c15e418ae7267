import { customerScreensMessages as m, type Presence } from '@app/contract';
import { cn } from '@/lib/utils';

/** 'Online', 'In a session', 'Offline' in the language shown. */
export const presenceLabel = (presence: Presence): string => m.presence[presence];

const dotClass: Record<Presence, string> = {
  online: 'bg-success',
  busy: 'bg-warning',
  offline: 'bg-muted-foreground/50',
};

const textClass: Record<Presence, string> = {
  online: 'text-success',
  busy: 'text-warning',
  offline: 'text-muted-foreground',
};

/** A coloured dot and the word: colour is never the only sign of presence. */
export function PresenceBadge({ presence, className }: { presence: Presence; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 text-xs font-medium', textClass[presence], className)}
    >
      <span className="relative flex size-2" aria-hidden="true">
        {presence === 'online' && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:hidden" />
        )}
        <span className={cn('relative inline-flex size-2 rounded-full', dotClass[presence])} />
      </span>
      {presenceLabel(presence)}
    </span>
  );
}
