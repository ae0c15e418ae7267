import { Link, useNavigate } from 'react-router';
import { RotateCcwIcon } from 'lucide-react';
import { customerScreensMessages as m, routes, type CustomerSession } from '@app/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { useRequestSession } from '@/features/customer/api/sessions';
import { isLanguage } from '@/features/customer/options';
import { walletReturningTo } from '@/features/customer/return-target';
import { ApiError, serverMessageOr } from '@/lib/api-error';

/**
 * "Talk again" on the summary of a session that took place (issue 23 §4): a new request to the same
 * listener with the same mode, language and mood, through the ordinary request (the server's checks:
 * online, not busy, a minute of coins, no other open session). A refusal is shown as the server says
 * it, with the way forward for an empty wallet.
 */
export function TalkAgainButton({ session }: { session: CustomerSession }) {
  const navigate = useNavigate();
  const request = useRequestSession();
  const language = session.language;
  const refusal = request.error;
  const isBalance =
    refusal instanceof ApiError && (refusal.code === 'INSUFFICIENT_BALANCE' || refusal.status === 402);

  const talkAgain = () => {
    if (request.isPending || !isLanguage(language)) return;
    request.mutate(
      {
        body: { listenerId: session.listener.id, mode: session.mode, language, userMood: session.userMood },
        idempotencyKey: crypto.randomUUID(),
      },
      { onSuccess: (next) => void navigate(routes.app.session(next.id)) },
    );
  };

  return (
    <div className="grid gap-2">
      <BusyButton
        variant="brand"
        size="lg"
        className="w-full"
        busy={request.isPending}
        busyLabel={m.sendingRequest}
        icon={<RotateCcwIcon aria-hidden="true" />}
        onClick={talkAgain}
      >
        {m.talkAgain}
      </BusyButton>
      {refusal && (
        <Alert variant="destructive" aria-live="polite">
          <AlertTitle>{m.couldNotSendRequest}</AlertTitle>
          <AlertDescription>
            <p>{serverMessageOr(refusal, m.loadFallback)}</p>
            {isBalance && (
              <Button asChild size="sm" variant="outline" className="mt-2 text-foreground">
                <Link to={walletReturningTo(routes.app.listener(session.listener.id))}>{m.buyCoins}</Link>
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
