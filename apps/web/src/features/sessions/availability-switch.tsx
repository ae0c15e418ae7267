import { availabilityMessages as s, isApprovedListener } from '@app/contract';
import { useId } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { toast } from 'sonner';
import { useAvailability, useSetAvailability } from '@/features/sessions/api/availability';
import { serverMessageOr } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { useAuthStore } from '@/stores/auth-store';

function AvailabilityToggle() {
  const labelId = useId();
  const query = useAvailability();
  const change = useSetAvailability();
  // Until the first answer there is nothing true to show; after a failed load, nothing to switch.
  if (!query.data) return null;
  const online = change.isPending ? (change.variables ?? query.data.data.online) : query.data.data.online;
  // Presence follows the console's connection: online shows to customers only while it is open.
  const hint = online ? s.onlineHint : s.offlineHint;

  return (
    <div
      className="flex items-center gap-2 rounded-full px-1 py-1 sm:border sm:px-2.5"
      data-testid="availability"
      title={hint}
    >
      <SwitchPrimitive.Root
        checked={online}
        disabled={change.isPending}
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-hint`}
        onCheckedChange={(next) =>
          change.mutate(next, {
            onError: (error) => toast.error(serverMessageOr(error, s.availabilityFailed)),
          })
        }
        className={cn(
          'peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-colors outline-none disabled:cursor-wait disabled:opacity-70',
          'focus-visible:ring-[3px] focus-visible:ring-ring/50',
          'data-[state=checked]:bg-success data-[state=unchecked]:bg-input dark:data-[state=unchecked]:bg-input/80',
        )}
      >
        <SwitchPrimitive.Thumb className="pointer-events-none block size-4 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0.5" />
      </SwitchPrimitive.Root>
      <span
        id={labelId}
        // On a phone the header has no room for the word: the switch's colour and its name carry it.
        className={cn(
          'sr-only text-sm font-medium sm:not-sr-only',
          online ? 'text-success' : 'text-muted-foreground',
        )}
      >
        {online ? s.online : s.offline}
      </span>
      <span id={`${labelId}-hint`} className="sr-only">
        {hint}
      </span>
    </div>
  );
}

/**
 * The listener's Online/Offline switch in the console header. Only an approved listener can take
 * sessions, so only they see it.
 */
export function AvailabilitySwitch() {
  const user = useAuthStore((state) => state.user);
  if (!user || !isApprovedListener(user)) return null;
  return <AvailabilityToggle />;
}
