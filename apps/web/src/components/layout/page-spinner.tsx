import { Spinner } from '@/components/ui/spinner';
import { frameMessages } from '@app/contract';

/** Full-height loading state for route chunks and the first sign-in check. */
export function PageSpinner({ label = frameMessages.loading }: { label?: string }) {
  return (
    <div className="flex min-h-[60svh] flex-1 flex-col items-center justify-center gap-3 text-sm text-muted-foreground">
      <Spinner className="size-6" aria-hidden="true" role={undefined} />
      <p role="status">{label}</p>
    </div>
  );
}
