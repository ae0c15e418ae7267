import { BellIcon, BellOffIcon, StarIcon } from 'lucide-react';
import { customerScreensMessages as m, favouritesMessages as f, type PublicListener } from '@app/contract';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useStarListener } from '@/features/customer/api/favourites';
import { serverMessageOr } from '@/lib/api-error';
import { cn } from '@/lib/utils';

type Starrable = Pick<PublicListener, 'id' | 'name' | 'favourite'>;

/**
 * The star on a listener: a toggle (aria-pressed). `compact` is the directory card's round icon button;
 * otherwise a labelled button ("Add to favourites" / "Remove from favourites").
 */
export function FavouriteButton({
  listener,
  compact = false,
  className,
}: {
  listener: Starrable;
  compact?: boolean;
  className?: string;
}) {
  const star = useStarListener();
  const pending = star.isPending ? star.variables : undefined;
  // Shown at once while the change travels (the refreshed directory confirms it).
  const isStarred = pending ? pending.starred : listener.favourite !== null;
  const toggle = () =>
    star.mutate(
      { listenerId: listener.id, starred: !isStarred },
      {
        onSuccess: () =>
          void toast.success(isStarred ? f.unfavourited(listener.name) : f.favourited(listener.name)),
        onError: (error) => void toast.error(serverMessageOr(error, m.tryAgainShort)),
      },
    );
  const label = isStarred ? f.unfavouriteOf(listener.name) : f.favouriteOf(listener.name);
  const icon = (
    <StarIcon
      aria-hidden="true"
      className={cn(isStarred ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
    />
  );
  if (compact) {
    return (
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-pressed={isStarred}
        aria-label={label}
        title={label}
        onClick={toggle}
        className={cn('rounded-full', className)}
      >
        {icon}
      </Button>
    );
  }
  return (
    <Button type="button" variant="outline" aria-pressed={isStarred} onClick={toggle} className={className}>
      {icon}
      {isStarred ? f.unfavourite : f.favourite}
    </Button>
  );
}

/** "Notify me when online" for a favourite: a toggle next to the star on the profile. */
export function NotifyOnlineButton({ listener }: { listener: Starrable }) {
  const star = useStarListener();
  if (listener.favourite === null) return null;
  const pending = star.isPending ? star.variables?.notifyOnline : undefined;
  const isOn = pending ?? listener.favourite.notifyOnline;
  return (
    <Button
      type="button"
      variant="outline"
      aria-pressed={isOn}
      title={f.notifyOnlineHint}
      onClick={() =>
        star.mutate(
          { listenerId: listener.id, starred: true, notifyOnline: !isOn },
          { onError: (error) => void toast.error(serverMessageOr(error, m.tryAgainShort)) },
        )
      }
    >
      {isOn ? <BellIcon aria-hidden="true" /> : <BellOffIcon aria-hidden="true" />}
      {f.notifyOnline}
    </Button>
  );
}
