import { useId } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { HeartHandshakeIcon, PhoneIcon } from 'lucide-react';
import { clientMessages, safetyMessages, type Helpline, helplineInLanguage } from '@app/contract';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { LoadErrorAlert } from '@/components/ui/load-error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessageOr } from '@/lib/api-error';
import { cn } from '@/lib/utils';

const s = safetyMessages;

/** The listener's steps, each read by its index (so each is the language's own text). */
const guidanceSteps = (): string[] =>
  Array.from({ length: s.listenerGuidance.length }, (_, index) => s.listenerGuidance[index] ?? '');

/** Who reads the card: the person who may be at risk, or the listener with them. */
export type CrisisAudience = 'customer' | 'listener';

/** A number as people dial it ('1-800-891-4416') as a `tel:` address ('tel:18008914416'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** Each helpline as one big tappable link: its name, the number large, and who answers when. */
export function HelplineList({ helplines }: { helplines: readonly Helpline[] }) {
  const id = useId();
  return (
    <ul className="grid gap-2" aria-label={s.screens.helplines}>
      {helplines.map((line, index) => {
        // In the language shown: a helpline's Hindi name and description when it has them.
        const helpline = { ...line, ...helplineInLanguage(line) };
        const describedBy = helpline.description ? `${id}-${index}` : undefined;
        return (
          <li key={`${helpline.phone}-${index}`}>
            <a
              href={telHref(helpline.phone)}
              aria-describedby={describedBy}
              className="group flex items-center gap-3 rounded-xl border bg-card px-4 py-3 transition-colors outline-none hover:border-brand/50 hover:bg-brand/5 focus-visible:border-brand focus-visible:ring-[3px] focus-visible:ring-brand/30"
            >
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="sr-only">{`${s.screens.call} `}</span>
                <span className="text-sm font-medium text-pretty">{helpline.name}</span>
                <span className="text-2xl font-bold tracking-tight text-foreground tabular-nums">
                  {helpline.phone}
                </span>
                {helpline.description && (
                  <span id={describedBy} className="text-xs text-pretty text-muted-foreground">
                    {helpline.description}
                  </span>
                )}
              </span>
              <span
                aria-hidden="true"
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand transition-colors group-hover:bg-brand group-hover:text-brand-foreground"
              >
                <PhoneIcon className="size-5" />
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export type CrisisCardProps = {
  audience: CrisisAudience;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The helplines; undefined while they load. */
  helplines: readonly Helpline[] | undefined;
  /** They could not be loaded (only when there are none to show). */
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
};

/**
 * The crisis help card, one for both sides. The customer reads that help is there and the helplines
 * as `tel:` links; the listener reads what to do next and the same helplines, to share them. An alert
 * dialog: a screen reader announces its title and text the moment it opens (focus moves to the card
 * itself, so nothing is dialled by a stray key), Escape or Close dismisses it, and the screen keeps a
 * way to open it again.
 */
export function CrisisCard({
  audience,
  open,
  onOpenChange,
  helplines,
  error,
  onRetry,
  retrying,
}: CrisisCardProps) {
  const listener = audience === 'listener';
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        data-testid="crisis-card"
        className="max-h-[calc(100svh-2rem)] gap-5 overflow-y-auto border-brand/30 p-5 sm:max-w-lg sm:p-6"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <div className="grid gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-brand/10 text-brand"
          >
            <HeartHandshakeIcon className="size-6" />
          </span>
          <AlertDialogTitle className="text-xl leading-snug font-bold tracking-tight text-balance">
            {listener ? s.listenerGuidanceTitle : s.crisisTitle}
          </AlertDialogTitle>
          <AlertDialogPrimitive.Description asChild>
            {listener ? (
              <ol className="grid gap-2 text-sm">
                {guidanceSteps().map((step, index) => (
                  <li key={step} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand/10 text-xs font-semibold text-brand"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-0.5 text-pretty">{step}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-base text-pretty text-muted-foreground">{s.crisisBody}</p>
            )}
          </AlertDialogPrimitive.Description>
        </div>

        <div className="grid gap-2">
          {listener && (
            <h3 className="text-sm font-semibold">
              {s.screens.helplinesToShare}
              <span className="block text-xs font-normal text-muted-foreground">
                {s.screens.helplinesToShareHint}
              </span>
            </h3>
          )}
          {helplines ? (
            <HelplineList helplines={helplines} />
          ) : error && onRetry ? (
            <LoadErrorAlert
              title={s.screens.helplinesLoadFailed}
              message={serverMessageOr(error, clientMessages.networkError)}
              onRetry={onRetry}
              isRetrying={retrying}
            />
          ) : (
            <div className="grid gap-2" role="status" aria-label={s.screens.loadingHelplinesLabel}>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-20 w-full rounded-xl" />
              ))}
            </div>
          )}
        </div>

        {/* Stays in sight when the card scrolls (the listener's, on a phone). */}
        <AlertDialogFooter className="sticky -bottom-5 -mx-5 -mt-2 -mb-5 bg-background px-5 pt-2 pb-5 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6 sm:pb-6">
          <AlertDialogCancel className="w-full sm:w-auto">{s.screens.close}</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * After the listener closed the card: a quiet line at the top of the live screen that keeps the risk
 * in sight and opens the card again.
 */
export function CrisisReminder({ onOpen, className }: { onOpen: () => void; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 border-brand/30 bg-brand/10 px-4 py-2 text-sm',
        className,
      )}
    >
      <HeartHandshakeIcon aria-hidden="true" className="size-4 shrink-0 text-brand" />
      <p className="flex-1 font-medium whitespace-nowrap">{s.listenerGuidanceTitle}</p>
      <Button size="sm" variant="outline" onClick={onOpen}>
        {s.screens.guidanceAndHelplines}
      </Button>
    </div>
  );
}
