import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { StarIcon } from 'lucide-react';
import {
  customerScreensMessages as m,
  formatNumber,
  clientMessages,
  safetyMessages,
  RATING_COMMENT_MAX,
  RATING_WINDOW_DAYS,
  type CustomerSession,
} from '@app/contract';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useRateSession } from '@/features/customer/api/sessions';
import { ApiError, serverMessageOr } from '@/lib/api-error';
import { cn } from '@/lib/utils';

const RATING_WINDOW_MS = RATING_WINDOW_DAYS * 24 * 60 * 60 * 1000;
const STARS = [1, 2, 3, 4, 5] as const;
/** What each number of stars says, shown next to the stars as they are chosen. */
const starWord = (stars: (typeof STARS)[number]): string => m.starWords[`s${stars}`];

/** A session that took place can be rated once, within RATING_WINDOW_DAYS after it ended (the server's rule). */
export function canRateSession(session: CustomerSession, now: number): boolean {
  const tookPlace =
    (session.status === 'COMPLETED' || session.status === 'REPORTED') && session.startedAt !== null;
  return (
    tookPlace &&
    session.rating === null &&
    session.endedAt !== null &&
    now - new Date(session.endedAt).getTime() <= RATING_WINDOW_MS
  );
}

function Stars({ stars, className }: { stars: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      {STARS.map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn(
            'size-5',
            star <= stars ? 'fill-warning text-warning' : 'fill-transparent text-muted-foreground/40',
          )}
        />
      ))}
      <span className="sr-only">{m.starsOutOfFive(stars)}</span>
    </span>
  );
}

/** The customer's rating once given: the stars and their words, read-only. */
function GivenRating({ rating }: { rating: NonNullable<CustomerSession['rating']> }) {
  return (
    <section aria-labelledby="your-rating" className="grid gap-2 rounded-lg border px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="your-rating" className="text-sm font-medium">
          {m.yourRating}
        </h2>
        <Stars stars={rating.stars} />
      </div>
      {rating.comment && (
        <p className="text-sm whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">
          “{rating.comment}”
        </p>
      )}
    </section>
  );
}

/** 1-5 stars as native radios (arrow keys move and choose), drawn as stars; an optional comment. */
function RatingForm({ session }: { session: CustomerSession }) {
  const rate = useRateSession();
  const [stars, setStars] = useState(0);
  const [hovered, setHovered] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const shown = hovered || stars;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars === 0) {
      setError(m.chooseStars);
      return;
    }
    const text = comment.trim();
    rate.mutate(
      { id: session.id, stars, comment: text || undefined },
      {
        onSuccess: () => void toast.success(safetyMessages.rated),
        // Rated already (another tab): the form makes way for that rating, so the reason is a toast.
        onError: (failure) => {
          if (failure instanceof ApiError && failure.serverMessage === safetyMessages.alreadyRated) {
            toast.info(safetyMessages.alreadyRated);
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border px-4 py-4">
      <fieldset className="grid gap-2" aria-describedby={error ? `${id}-stars-error` : `${id}-stars-hint`}>
        <legend className="mb-1 text-sm font-medium">{m.howWasSession(session.listener.name)}</legend>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex" onPointerLeave={() => setHovered(0)}>
            {STARS.map((star) => (
              <label
                key={star}
                onPointerEnter={() => setHovered(star)}
                className="cursor-pointer rounded-md p-1 transition-transform outline-none hover:scale-110 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 motion-reduce:hover:scale-100"
              >
                <input
                  type="radio"
                  name={`${id}-stars`}
                  value={star}
                  checked={stars === star}
                  onChange={() => {
                    setStars(star);
                    setError(null);
                  }}
                  aria-invalid={error ? true : undefined}
                  className="sr-only"
                />
                <StarIcon
                  aria-hidden="true"
                  className={cn(
                    'size-8 transition-colors',
                    star <= shown ? 'fill-warning text-warning' : 'fill-transparent text-muted-foreground/50',
                  )}
                />
                <span className="sr-only">{m.starChoice(star, starWord(star))}</span>
              </label>
            ))}
          </div>
          <span className="text-sm font-medium text-muted-foreground" aria-hidden="true">
            {shown > 0 ? starWord(shown as (typeof STARS)[number]) : null}
          </span>
        </div>
        {error ? (
          <p id={`${id}-stars-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${id}-stars-hint`} className="text-xs text-muted-foreground">
            {m.ratingHelps}
          </p>
        )}
      </fieldset>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={`${id}-comment`}>{m.commentLabel}</Label>
          <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
            {formatNumber(comment.length)}/{formatNumber(RATING_COMMENT_MAX)}
          </span>
        </div>
        <Textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={RATING_COMMENT_MAX}
          onChange={(event) => setComment(event.target.value)}
          placeholder={m.commentPlaceholder}
          className="min-h-20"
        />
      </div>
      <div aria-live="polite">
        {rate.isError && (
          <Alert variant="destructive">
            <AlertDescription>{serverMessageOr(rate.error, clientMessages.networkError)}</AlertDescription>
          </Alert>
        )}
      </div>
      <BusyButton type="submit" className="w-full sm:w-fit" busy={rate.isPending} busyLabel={m.sending}>
        {m.sendRating}
      </BusyButton>
    </form>
  );
}

/** On the summary of a session that took place: the rating form while it may be rated, else the stars given. */
export function SessionRating({ session, now }: { session: CustomerSession; now: number }) {
  if (session.rating) return <GivenRating rating={session.rating} />;
  if (!canRateSession(session, now)) return null;
  return <RatingForm session={session} />;
}
