import { HeartHandshakeIcon } from 'lucide-react';
import { safetyMessages } from '@app/contract';
import { Button } from '@/components/ui/button';
import { useHelplines } from '@/features/safety/api/safety';
import { CrisisCard, CrisisReminder, HelplineList } from '@/features/safety/crisis-card';
import type { CrisisAlertState } from '@/features/safety/use-crisis-alert';
import { cn } from '@/lib/utils';

/**
 * The customer's "I need urgent help", on the session screen in every state: it opens the crisis card
 * with the helplines (asked for when the screen opens, so the card is there at once), and the same
 * card opens by itself when a message of the session raised `crisis-alert`.
 */
export function UrgentHelp({ crisis, className }: { crisis: CrisisAlertState; className?: string }) {
  const helplines = useHelplines();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={cn(
          'border-brand/40 text-brand hover:bg-brand/10 hover:text-brand dark:border-brand/40',
          className,
        )}
        onClick={crisis.show}
      >
        <HeartHandshakeIcon aria-hidden="true" />
        {safetyMessages.urgentHelp}
      </Button>
      <CrisisCard
        audience="customer"
        open={crisis.open}
        onOpenChange={crisis.setOpen}
        helplines={crisis.alert?.helplines ?? helplines.data}
        error={helplines.error}
        onRetry={() => void helplines.refetch()}
        retrying={helplines.isFetching}
      />
    </>
  );
}

type GuidanceProps = { crisis: CrisisAlertState; reminderClassName?: string };

/**
 * The listener's side on the chat and call screens: the card with what to do next and the helplines
 * the moment `crisis-alert` arrives, and once closed (or on a screen opened after the flag), a
 * reminder that opens it again.
 */
export function ListenerCrisisGuidance(props: GuidanceProps) {
  return props.crisis.flagged ? <ListenerGuidance {...props} /> : null;
}

function ListenerGuidance({ crisis, reminderClassName }: GuidanceProps) {
  // Filled by the alert when this screen got one; asked for when the flag came with the session.
  const helplines = useHelplines();
  return (
    <>
      <CrisisReminder onOpen={crisis.show} className={reminderClassName} />
      <CrisisCard
        audience="listener"
        open={crisis.open}
        onOpenChange={crisis.setOpen}
        helplines={crisis.alert?.helplines ?? helplines.data}
        error={helplines.error}
        onRetry={() => void helplines.refetch()}
        retrying={helplines.isFetching}
      />
    </>
  );
}

/**
 * The helplines alone, inside another dialog: the listener's Close while a crisis flag of the session
 * is open offers them again before the conversation ends (issue 23 §4).
 */
export function CrisisHelplines() {
  const helplines = useHelplines();
  if (helplines.data) return <HelplineList helplines={helplines.data} />;
  return helplines.isError ? null : (
    <p className="text-sm text-muted-foreground">{safetyMessages.screens.loadingHelplines}</p>
  );
}
