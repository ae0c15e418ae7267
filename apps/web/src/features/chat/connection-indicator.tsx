import { cn } from '@/lib/utils';

/** The chat header's Connected / Disconnected (spec), a dot and the word. */
export function ConnectionIndicator({ connected, className }: { connected: boolean; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', connected ? 'bg-success' : 'bg-muted-foreground')}
      />
      {connected ? 'Connected' : 'Disconnected'}
    </span>
  );
}
