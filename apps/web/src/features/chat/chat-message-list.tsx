import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { AlertCircleIcon, ClockIcon, ShieldCheckIcon } from 'lucide-react';
import { chatMessages, chatScreenMessages as s, localizeText } from '@app/contract';
import type { ChatItem } from '@/features/chat/chat-room-state';
import { chatDayKey, formatChatDay, formatChatTime } from '@/features/chat/chat-format';
import { cn } from '@/lib/utils';

/** How close to the bottom (px) still counts as "reading the latest": new messages then scroll in. */
const STICK_TO_BOTTOM_PX = 80;

function Meta({ item }: { item: ChatItem }) {
  const time = <time dateTime={item.timestamp}>{formatChatTime(item.timestamp)}</time>;
  if (item.state === 'pending') {
    return (
      <span className="inline-flex items-center gap-1">
        <ClockIcon aria-hidden="true" className="size-3" />
        {chatMessages.pending}
      </span>
    );
  }
  if (item.state === 'failed') {
    return (
      <span className="inline-flex items-center gap-1 text-destructive">
        <AlertCircleIcon aria-hidden="true" className="size-3" />
        {/* The server's reason is English: shown in the language of the moment. */}
        {s.notSent(localizeText(item.failure ?? ''))}
      </span>
    );
  }
  return time;
}

function Bubble({ item }: { item: ChatItem }) {
  return (
    <li
      className={cn(
        'flex max-w-[85%] flex-col gap-1 sm:max-w-[75%]',
        item.mine ? 'items-end self-end' : 'items-start',
      )}
      data-state={item.state}
    >
      <p
        className={cn(
          'rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap',
          item.mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted',
          item.state === 'pending' && 'opacity-70',
          item.state === 'failed' && 'bg-destructive/10 text-foreground ring-1 ring-destructive/40',
        )}
      >
        {item.message}
      </p>
      <p className="px-1 text-xs text-muted-foreground tabular-nums">
        <Meta item={item} />
      </p>
      {item.mine && item.masked && (
        <p className="flex max-w-xs items-start gap-1 px-1 text-xs text-muted-foreground">
          <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
          {chatMessages.contactMasked}
        </p>
      )}
    </li>
  );
}

/** The first message of a day (in the reader's time zone) is led by the day: once, not on each bubble. */
function DaySeparator({ timestamp }: { timestamp: string }) {
  return (
    <li className="flex items-center gap-3 text-xs font-medium text-muted-foreground" data-day-separator>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <time dateTime={chatDayKey(timestamp)}>{formatChatDay(timestamp)}</time>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </li>
  );
}

/**
 * The conversation by day: the other side on the left, mine on the right, each with its time (or Sending…,
 * or why it was not sent). Keeps the newest in view while the reader is at the bottom, and always
 * after they send something.
 */
export function ChatMessageList({
  items,
  empty,
  className,
}: {
  items: ChatItem[];
  /** Shown while there are no messages. */
  empty: ReactNode;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const last = items.at(-1);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (atBottom.current || last?.mine) element.scrollTop = element.scrollHeight;
  }, [items.length, last?.key, last?.mine]);

  return (
    <div
      ref={box}
      role="log"
      aria-label={s.messagesLabel}
      // The log scrolls on its own: focusable so it can be read and scrolled from the keyboard.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
      }}
      className={cn(
        'min-h-0 flex-1 overflow-y-auto overscroll-contain outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      {items.length === 0 ? (
        <div className="flex h-full items-center justify-center p-6 text-center text-sm text-pretty text-muted-foreground">
          {empty}
        </div>
      ) : (
        <ol className="flex flex-col gap-3 p-4">
          {items.map((item, index) => {
            const previous = items[index - 1];
            const newDay = !previous || chatDayKey(previous.timestamp) !== chatDayKey(item.timestamp);
            return (
              <Fragment key={item.key}>
                {newDay && <DaySeparator timestamp={item.timestamp} />}
                <Bubble item={item} />
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}
