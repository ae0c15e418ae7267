import type { ReactNode } from 'react';
import { messages, type CustomerSession } from '@app/contract';
import { PersonAvatar } from '@/components/people/person-cell';
import { Card } from '@/components/ui/card';
import { ChatComposer, ChatMessageList, ConnectionState, type useChatRoom } from '@/features/chat';
import {
  EndSessionControl,
  LowBalanceAlert,
  sessionMeter,
} from '@/features/customer/components/live-session-parts';
import { RateText } from '@/features/customer/components/rate-text';
import { formatClock, formatCoins } from '@/features/customer/format';
import { cn } from '@/lib/utils';

type ChatRoom = ReturnType<typeof useChatRoom>;

function Stat({ label, value, tone }: { label: string; value: ReactNode; tone?: string }) {
  return (
    <div className="col-span-2 grid gap-0.5 px-2 py-2 not-first:border-l">
      <dt className="text-[0.7rem] text-muted-foreground">{label}</dt>
      <dd className={cn('text-sm font-semibold tabular-nums', tone)}>{value}</dd>
    </div>
  );
}

/**
 * A figure on the strip's second line: 'Wallet 200 coins'. A value that says what it is on its own
 * ('₹4/min · 4 coins/min') keeps its label for screen readers only, so it fits a phone's half width.
 */
function SmallStat({
  label,
  value,
  labelHidden,
}: {
  label: string;
  value: ReactNode;
  labelHidden?: boolean;
}) {
  return (
    <div className="col-span-3 flex items-baseline justify-center gap-1.5 border-t px-2 py-1.5 text-xs odd:border-l">
      <dt className={labelHidden ? 'sr-only' : 'text-muted-foreground'}>{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
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
  const name = session.listener.name;
  return (
    <Card className="mx-auto h-[calc(100svh-14.75rem)] min-h-[24rem] w-full max-w-lg gap-0 overflow-hidden py-0 sm:h-[calc(100svh-12.75rem)]">
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <PersonAvatar name={name} picture={session.listener.profilePicture} className="size-10 shrink-0" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h1 className="truncate font-semibold">
            <span className="sr-only">In session with </span>
            {name}
          </h1>
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5 font-medium text-success">
              <span className="relative flex size-2" aria-hidden="true">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:hidden" />
                <span className="relative inline-flex size-2 rounded-full bg-success" />
              </span>
              Live
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
      <dl className="grid grid-cols-6 border-b bg-muted/40 text-center">
        <Stat label="Elapsed" value={formatClock(elapsed)} />
        <Stat label="Billed so far" value={formatCoins(billed)} />
        <Stat
          label="Time left"
          value={left === null ? '—' : formatClock(left)}
          tone={lowBalance ? 'text-destructive' : undefined}
        />
        <SmallStat label="Rate" labelHidden value={<RateText coinsPerMinute={session.coinsPerMinute} />} />
        <SmallStat label="Wallet" value={formatCoins(session.walletBalance)} />
      </dl>
      {lowBalance && (
        <LowBalanceAlert className="rounded-none border-x-0 border-t-0" onAddCoins={onAddCoins} />
      )}
      <ChatMessageList items={chat.items} empty={`${messages.chat.noMessages} Say hello to ${name}.`} />
      <ChatComposer canSend send={chat.send} className="border-t p-3" />
    </Card>
  );
}
