import { useEffect, useId, useState } from 'react';
import { BellIcon, BellOffIcon } from 'lucide-react';
import { pushMessages } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { currentSubscription, isPushSupported, turnOffPush, turnOnPush } from './push-device';

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/**
 * Notifications on this device (issue 23 §2): each device opts in on its own. A listener may also ask to
 * hear of new requests while their console is open (otherwise only when it is not).
 */
export function PushControl({
  forListener = false,
  className,
}: {
  forListener?: boolean;
  className?: string;
}) {
  // What the browser says at once; whether this device is subscribed needs its service worker.
  const [state, setState] = useState<State>(() =>
    !isPushSupported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : 'checking',
  );
  const [always, setAlways] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alwaysId = useId();

  useEffect(() => {
    if (state !== 'checking') return;
    void currentSubscription().then(
      (subscription) => setState(subscription ? 'on' : 'off'),
      () => setState('off'),
    );
  }, [state]);

  const change = async (action: () => Promise<State>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
    } catch {
      setError(pushMessages.failed);
    } finally {
      setBusy(false);
    }
  };
  const turnOn = (choice: boolean) =>
    change(async () => ((await turnOnPush(choice)) === 'granted' ? 'on' : 'denied'));
  const turnOff = () =>
    change(async () => {
      await turnOffPush();
      return 'off';
    });

  return (
    <Card className={cn('max-w-2xl', className)}>
      <CardHeader>
        <CardTitle>{pushMessages.controlTitle}</CardTitle>
        <CardDescription>{pushMessages.controlHint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {state === 'unsupported' && (
          <p className="text-sm text-muted-foreground">{pushMessages.unsupported}</p>
        )}
        {state === 'denied' && <p className="text-sm text-muted-foreground">{pushMessages.denied}</p>}
        {(state === 'off' || state === 'on' || state === 'checking') && (
          <Button
            type="button"
            variant={state === 'on' ? 'outline' : 'default'}
            disabled={busy || state === 'checking'}
            onClick={() => void (state === 'on' ? turnOff() : turnOn(always))}
          >
            {state === 'on' ? <BellOffIcon aria-hidden /> : <BellIcon aria-hidden />}
            {state === 'on' ? pushMessages.turnOff : pushMessages.turnOn}
          </Button>
        )}
        {forListener && (state === 'off' || state === 'on') && (
          <div className="flex items-center gap-2">
            <Checkbox
              id={alwaysId}
              checked={always}
              disabled={busy}
              onCheckedChange={(checked) => {
                const next = checked === true;
                setAlways(next);
                // Already on: the device's choice is stored again with the new value.
                if (state === 'on') void turnOn(next);
              }}
            />
            <Label htmlFor={alwaysId} className="text-sm font-normal">
              {pushMessages.alwaysNewRequests}
            </Label>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
