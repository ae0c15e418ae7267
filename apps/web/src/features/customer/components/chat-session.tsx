import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon, CoinsIcon, HourglassIcon, TimerIcon, type LucideIcon } from 'lucide-react';
import { customerScreensMessages as m, type CustomerSession } from '@app/contract';
import { PersonAvatar } from '@/components/people/person-cell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChatComposer, ChatMessageList, ConnectionState, type useChatRoom } from '@/features/chat';
import {
  EndSessionControl,
  LowBalanceAlert,
  sessionMeter,
} from '@/features/customer/components/live-session-parts';
import { RateText } from '@/features/customer/components/rate-text';
import { formatClock } from '@/lib/clock-format';
import { formatCoins } from '@/features/customer/format';
import { cn } from '@/lib/utils';

type ChatRoom = ReturnType<typeof useChatRoom>;

/**
 * One figure of the meter's line: an icon, the value, and its label for screen readers ('Billed so far',
 * the name the summary and the journeys read it by). `after` is a word shown after the value ('left').
 */
function MeterFigure({
  icon: Icon,
  label,
  value,
  after,
  tone,
  labelHidden,
  className,
}: {
  icon?: LucideIcon;
  label: string;
  /** The value says what it is ('₹4/min · 4 coins/min'): the label is for screen readers only. */
  labelHidden?: boolean;
  value: ReactNode;
  after?: string;
  tone?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-1 whitespace-nowrap', className)}>
      {Icon ? (
        <dt className="contents">
          <Icon aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
          <span className="sr-only">{label}</span>
        </dt>
      ) : (
        <dt className={labelHidden ? 'sr-only' : 'text-muted-foreground'}>{label}</dt>
      )}
      <dd className={cn('font-semibold tabular-nums', tone)}>{value}</dd>
      {after && (
        <span aria-hidden="true" className="text-muted-foreground">
          {after}
        </span>
      )}
    </div>
  );
}

/**
 * A running chat session on the customer's phone: who and whether connected, the minutes and coins
 * as they run, the low-balance warning, the conversation and the message box, all in one screen
 * height so the box stays under the thumb.
 */
export function ChatInProgress({
  session,
  now,
  chat,
  lowBalance,
  onAddCoins,
}: {
  session: CustomerSession;
  now: number;
  chat: ChatRoom;
  lowBalance: boolean;
  onAddCoins: () => void;
}) {
  const { elapsed, minutes, billed, left } = sessionMeter(session, now);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const meterId = useId();
  const name = session.listener.name;
  return (
    <Card className="mx-auto h-[calc(100svh-9.25rem)] min-h-[24rem] w-full max-w-lg gap-0 overflow-hidden py-0 sm:h-[calc(100svh-12.75rem)]">
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <PersonAvatar name={name} picture={session.listener.profilePicture} className="size-10 shrink-0" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h1 className="truncate font-semibold">
            <span className="sr-only">{m.inSessionWithPrefix}</span>
            {name}
          </h1>
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5 font-medium text-success">
              <span className="relative flex size-2" aria-hidden="true">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:hidden" />
                <span className="relative inline-flex size-2 rounded-full bg-success" />
              </span>
              {m.live}
            </span>
          </p>
        </div>
        <EndSessionControl session={session} minutes={minutes} billed={billed} look="compact" />
      </div>
      <ConnectionState
        viewer="customer"
        mode={session.mode}
        running
        own={chat.connection}
        peer={chat.peer}
        className="border-t-0 border-b"
      />
      {/* The meter is one line so the conversation gets the screen (issue 23 §6); on a phone the rate
          and the wallet open under it on request. */}
      <div className="flex items-start gap-1 border-b bg-muted/40 px-3 py-1.5 text-xs">
        <dl
          id={meterId}
          className="flex min-w-0 flex-1 flex-wrap items-center justify-center gap-x-4 gap-y-1"
        >
          <MeterFigure icon={TimerIcon} label={m.elapsedLabel} value={formatClock(elapsed)} />
          <MeterFigure icon={CoinsIcon} label={m.billedSoFar} value={formatCoins(billed)} />
          <MeterFigure
            icon={HourglassIcon}
            label={m.timeLeft}
            value={left === null ? '—' : formatClock(left)}
            after={left === null ? undefined : m.leftSuffix}
            tone={lowBalance ? 'text-destructive' : undefined}
          />
          <MeterFigure
            label={m.rateLabel}
            labelHidden
            value={<RateText coinsPerMinute={session.coinsPerMinute} />}
            className={cn('max-sm:basis-full max-sm:justify-center', !detailsOpen && 'max-sm:hidden')}
          />
          <MeterFigure
            label={m.walletLabel}
            value={formatCoins(session.walletBalance)}
            className={cn(!detailsOpen && 'max-sm:hidden')}
          />
        </dl>
        <Button
          variant="ghost"
          size="icon"
          className="-my-1 size-7 shrink-0 sm:hidden"
          aria-expanded={detailsOpen}
          aria-controls={meterId}
          aria-label={detailsOpen ? m.hideDetails : m.showDetails}
          onClick={() => setDetailsOpen((open) => !open)}
        >
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('transition-transform', detailsOpen && 'rotate-180')}
          />
        </Button>
      </div>
      {lowBalance && (
        <LowBalanceAlert className="rounded-none border-x-0 border-t-0" onAddCoins={onAddCoins} />
      )}
      <ChatMessageList items={chat.items} empty={m.sayHello(name)} />
      <ChatComposer canSend send={chat.send} className="border-t p-3" />
    </Card>
  );
}
