import type { ColumnDef } from '@tanstack/react-table';
import { HeadphonesIcon, MessageSquareIcon } from 'lucide-react';
import { requestCardMessages, sessionScreensMessages, type ListenerSession } from '@app/contract';
import { TruncatedText } from '@/components/data-table/truncated-text';
import { MoodBadge } from '@/features/sessions/components/mood-badge';
import { formatClock, secondsUntil } from '@/lib/clock-format';
import { useNow } from '@/hooks/use-now';

/** A session id: the first block of the UUID to read, the whole id for screen readers and on hover. */
export function SessionIdCell({ id }: { id: string }) {
  return (
    <span className="font-mono text-xs" title={id}>
      <span aria-hidden="true">{id.slice(0, 8)}</span>
      <span className="sr-only">{id}</span>
    </span>
  );
}

const s = sessionScreensMessages;

/** The spec's rate: '{n}/min'. */
export const formatRate = (coinsPerMinute: number) => s.ratePerMinute(coinsPerMinute);

// The columns are built while rendering (each page's useMemo), so their headers are in the language shown.

const idColumn = (): ColumnDef<ListenerSession> => ({
  id: 'id',
  header: s.columnSessionId,
  // Makes way first on a narrow screen (the customer's name tells requests apart); the picker brings it back.
  meta: { priority: 6, label: s.columnSessionId, className: 'w-24', skeletonClassName: 'w-16' },
  cell: ({ row }) => <SessionIdCell id={row.original.id} />,
});

const customerColumn = (): ColumnDef<ListenerSession> => ({
  id: 'customer',
  header: s.columnCustomer,
  // A long name gives up its room before the other columns do (whole name in a tooltip).
  meta: { label: s.columnCustomer, grow: true, className: 'min-w-24', skeletonClassName: 'w-24' },
  cell: ({ row }) => (
    <TruncatedText text={row.original.customer.name || s.columnCustomer} className="font-medium" />
  ),
});

const modeColumn = (): ColumnDef<ListenerSession> => ({
  id: 'mode',
  header: s.columnMode,
  meta: { priority: 3, label: s.columnMode, skeletonClassName: 'w-14' },
  cell: ({ row }) => {
    const Icon = row.original.mode === 'AUDIO' ? HeadphonesIcon : MessageSquareIcon;
    return (
      <span className="inline-flex items-center gap-1.5">
        <Icon className="size-3.5 text-muted-foreground" aria-hidden="true" />
        {s.modeLabels[row.original.mode]}
      </span>
    );
  },
});

const languageColumn = (): ColumnDef<ListenerSession> => ({
  id: 'language',
  header: s.columnLanguage,
  meta: { priority: 4, label: s.columnLanguage, skeletonClassName: 'w-16' },
  cell: ({ row }) => row.original.language,
});

const rateColumn = (): ColumnDef<ListenerSession> => ({
  id: 'rate',
  header: s.columnRate,
  meta: { priority: 5, label: s.columnRate, className: 'text-right', skeletonClassName: 'ml-auto w-12' },
  cell: ({ row }) => <span className="tabular-nums">{formatRate(row.original.coinsPerMinute)}</span>,
});

const moodColumn = (): ColumnDef<ListenerSession> => ({
  id: 'mood',
  header: s.columnMood,
  meta: { priority: 2, label: s.columnMood, skeletonClassName: 'w-16' },
  cell: ({ row }) => <MoodBadge mood={row.original.userMood} />,
});

/** A request's countdown to the server's `expiresAt`, ticking each second. */
function TimeLeftCell({ expiresAt }: { expiresAt: string }) {
  const left = secondsUntil(useNow(), expiresAt);
  return (
    <span
      className={left <= 15 ? 'font-medium text-destructive tabular-nums' : 'tabular-nums'}
      aria-label={requestCardMessages.timeLeftLabel(left)}
    >
      {formatClock(left)}
    </span>
  );
}

const timeLeftColumn = (): ColumnDef<ListenerSession> => ({
  id: 'timeLeft',
  header: requestCardMessages.timeLeft,
  // The last column to make way: a request is answered against its clock.
  meta: { priority: 1, label: requestCardMessages.timeLeft, className: 'w-20', skeletonClassName: 'w-10' },
  cell: ({ row }) => <TimeLeftCell expiresAt={row.original.expiresAt} />,
});

/**
 * Session Requests (issue 23 §1): the spec's columns with Time left after the customer (`customer`: the
 * page's own cell, which adds the listener's private note). Mode always stays (at 375 px too); Session
 * ID makes way first.
 */
export const requestColumns = (customer: ColumnDef<ListenerSession>): ColumnDef<ListenerSession>[] => {
  const mode = modeColumn();
  return [
    idColumn(),
    customer,
    timeLeftColumn(),
    { ...mode, meta: { ...mode.meta, priority: undefined } },
    languageColumn(),
    rateColumn(),
    moodColumn(),
  ];
};

/** The shared columns, built in the language shown (call it while rendering). */
export const sessionColumns = (): Record<
  'id' | 'customer' | 'mode' | 'language' | 'rate' | 'mood',
  ColumnDef<ListenerSession>
> => ({
  id: idColumn(),
  customer: customerColumn(),
  mode: modeColumn(),
  language: languageColumn(),
  rate: rateColumn(),
  mood: moodColumn(),
});
