import type { ReactNode } from 'react';
import { RotateCwIcon, TriangleAlertIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { shellMessages } from '@app/contract';

type LoadErrorAlertProps = {
  /** A heading, when the screen has a fixed text for the failure (the spec's catalogue). */
  title?: ReactNode;
  /** The detail, usually the server's message. */
  message?: ReactNode;
  onRetry: () => void;
  /** While a retry is under way the button spins and is disabled. */
  isRetrying?: boolean;
  className?: string;
};

/** The one "could not load this" state outside tables: what went wrong and a Try again button. */
export function LoadErrorAlert({
  title,
  message,
  onRetry,
  isRetrying = false,
  className,
}: LoadErrorAlertProps) {
  return (
    <Alert variant="destructive" className={className}>
      <TriangleAlertIcon />
      {title && <AlertTitle className="line-clamp-none">{title}</AlertTitle>}
      <AlertDescription>
        {message && <p>{message}</p>}
        <Button
          variant="outline"
          size="sm"
          className="mt-2 text-foreground"
          onClick={onRetry}
          disabled={isRetrying}
        >
          <RotateCwIcon aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
          {shellMessages.tryAgain}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
