import { Link } from 'react-router';
import { BadgeCheckIcon, HeadphonesIcon, MessageCircleIcon } from 'lucide-react';
import { customerScreensMessages as m, routes, type PublicListener, languageName } from '@app/contract';
import { PersonAvatar } from '@/components/people/person-cell';
import { Badge } from '@/components/ui/badge';
import { FavouriteButton } from '@/features/customer/components/favourite-button';
import { PresenceBadge } from '@/features/customer/components/presence-badge';
import { RatingSummary } from '@/features/customer/components/rating-summary';
import { RateText } from '@/features/customer/components/rate-text';
import { cn } from '@/lib/utils';

const MAX_LANGUAGES = 3;

export function ModeLabel({ mode }: { mode: PublicListener['preferredMode'] }) {
  if (!mode) return <span>{m.chatOrAudio}</span>;
  const Icon = mode === 'AUDIO' ? HeadphonesIcon : MessageCircleIcon;
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {m.prefersMode[mode]}
    </span>
  );
}

export function ExperiencedBadge() {
  return (
    <Badge variant="brand">
      <BadgeCheckIcon aria-hidden="true" />
      {m.experienced}
    </Badge>
  );
}

/** One listener in the directory; the whole card opens their page, the star (beside the link) toggles a favourite. */
export function ListenerCard({ listener }: { listener: PublicListener }) {
  const languages = listener.languages.slice(0, MAX_LANGUAGES);
  const more = listener.languages.length - languages.length;
  const unavailable = listener.presence !== 'online';
  return (
    <li className="relative">
      <Link
        to={routes.app.listener(listener.id)}
        className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs transition-[box-shadow,border-color] outline-none hover:border-foreground/20 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <div className="flex items-start gap-3">
          <div className="relative shrink-0">
            <PersonAvatar
              name={listener.name}
              picture={listener.profilePicture}
              className={cn('size-14 text-base', unavailable && 'opacity-80')}
            />
          </div>
          <div className="grid min-w-0 flex-1 grid-cols-1 gap-1 pr-8">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <h2 className="min-w-0 truncate font-semibold group-hover:underline group-hover:underline-offset-4">
                {listener.name}
              </h2>
              {listener.isExperienced && <ExperiencedBadge />}
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <PresenceBadge presence={listener.presence} />
              <RatingSummary listener={listener} />
            </div>
          </div>
        </div>
        {listener.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{listener.description}</p>
        )}
        <div className="flex flex-wrap gap-1">
          <span className="sr-only">{m.speaks}</span>
          {languages.map((language) => (
            <Badge key={language} variant="secondary" className="font-normal">
              {languageName(language)}
            </Badge>
          ))}
          {more > 0 && (
            <Badge variant="outline" className="font-normal text-muted-foreground">
              {m.moreLanguages(more)}
            </Badge>
          )}
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 border-t pt-3 text-sm">
          <span className="text-muted-foreground">
            <ModeLabel mode={listener.preferredMode} />
          </span>
          <RateText coinsPerMinute={listener.coinsPerMinute} className="text-right font-semibold" />
        </div>
      </Link>
      <FavouriteButton listener={listener} compact className="absolute top-2 right-2" />
    </li>
  );
}
