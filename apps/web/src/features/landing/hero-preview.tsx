import { AudioLinesIcon, CoinsIcon, MessageCircleIcon } from 'lucide-react';
import { landingMessages } from '@app/contract';

/**
 * A drawing of the listener console in the hero: what a session looks like from the listener's side.
 * Purely illustrative, hidden from assistive technology.
 */
export function HeroPreview() {
  const m = landingMessages.preview;
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-brand/25 via-brand/5 to-transparent blur-2xl" />
      <div className="rounded-2xl border bg-card p-4 pb-10 shadow-xl sm:p-5 sm:pb-10">
        <div className="flex items-center justify-between border-b pb-3">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-full bg-brand/15 font-semibold text-brand">
              R
            </span>
            <div>
              <p className="text-sm font-semibold">Riya</p>
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <span className="size-1.5 rounded-full bg-success" />
                {m.sessionKind}
              </p>
            </div>
          </div>
          <span className="rounded-md bg-muted px-2 py-1 font-mono text-xs">12:48</span>
        </div>
        <div className="space-y-2.5 py-4 text-sm">
          <p className="max-w-[80%] rounded-2xl rounded-bl-sm bg-muted px-3 py-2">{m.customerFirst}</p>
          <p className="ml-auto max-w-[80%] rounded-2xl rounded-br-sm bg-brand px-3 py-2 text-brand-foreground">
            {m.listenerReply}
          </p>
          <p className="max-w-[60%] rounded-2xl rounded-bl-sm bg-muted px-3 py-2">{m.customerThanks}</p>
        </div>
        <div className="grid grid-cols-3 gap-2 border-t pt-3 text-center text-xs">
          <div className="rounded-lg bg-muted/60 p-2">
            <MessageCircleIcon className="mx-auto mb-1 size-4 text-brand" />
            {m.chat}
          </div>
          <div className="rounded-lg bg-muted/60 p-2">
            <AudioLinesIcon className="mx-auto mb-1 size-4 text-brand" />
            {m.audio}
          </div>
          <div className="rounded-lg bg-muted/60 p-2">
            <CoinsIcon className="mx-auto mb-1 size-4 text-brand" />
            {m.perMinute}
          </div>
        </div>
      </div>
      <div className="absolute right-4 -bottom-6 rounded-xl border bg-card px-4 py-3 shadow-lg sm:-right-6">
        <p className="text-xs text-muted-foreground">{m.earned}</p>
        <p className="text-lg font-bold text-success">{m.earnedCoins(31)}</p>
      </div>
    </div>
  );
}
